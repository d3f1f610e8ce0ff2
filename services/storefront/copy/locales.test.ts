import { describe, expect, it } from 'vitest'
import { localizations } from '../../../shared/markets'
import { copyProblems } from '../../../tests/helpers/copy-structure'

/**
 * Each language's checkout copy against the English it translates (copy/checkout.ts): every key, text
 * where English has text, the same values in each of its words. A language of the shop without
 * its checkout copy fails here too.
 */
const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'])
const translated = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/**/*.test.ts'])
const locales = [...new Set(localizations.filter((l) => l.language !== 'EN').map((l) => l.pathPrefix.slice(1)))]

describe("the demo checkout's copy in every language", () => {
  for (const locale of locales) {
    for (const file of Object.keys(english)) {
      it(`${locale}/${file.slice(2)} translates ${file.slice(2)} whole`, async () => {
        const load = translated[`./locales/${locale}/${file.slice(2)}`]
        expect(load, `no ${locale} translation of ${file}`).toBeDefined()
        const [en, tr] = await Promise.all([english[file]!(), load!()])
        expect(copyProblems(en, tr, `${locale}/${file.slice(2, -3)}`)).toEqual([])
      })
    }
  }
})
