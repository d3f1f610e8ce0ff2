import { describe, expect, it } from 'vitest'
import { localizations } from '../../../shared/markets'
import { words } from '../../../shared/words'
import { copyProblems } from '../../../tests/helpers/copy-structure'

/**
 * Each language's mail copy against the English it translates (copy/mail.ts): every key, text
 * where English has text, the same values in each of its words. A language of the shop without
 * its mail copy fails here too.
 */
const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'])
const translated = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/**/*.test.ts'])
const locales = [...new Set(localizations.filter((l) => l.language !== 'EN').map((l) => l.pathPrefix.slice(1)))]

describe('the mail copy in every language', () => {
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

  it('names a missing key, a value lost or added, and a value left in plain text', () => {
    const en = { a: 'Hello', b: words<'name'>('Hi {name}'), c: { d: 'x' } }
    expect(copyProblems(en, { a: 'Halo', b: words('Hai'), c: {} }, 'm')).toEqual(['m.b: takes name in English, nothing here', 'm.c.d: missing'])
    expect(copyProblems(en, { a: 'Halo {name}', b: words('Hai {nama}'), c: { d: 'y' }, e: 'z' }, 'm')).toEqual([
      'm.a: {name} in plain text (here): words() put values in',
      'm.b: takes name in English, nama here',
      'm.e: not in English',
    ])
  })
})
