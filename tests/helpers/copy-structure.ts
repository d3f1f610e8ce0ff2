import { describe, expect, it } from 'vitest'
import { localizations } from '../../shared/markets'
import { isWords, valueNames } from '../../shared/words'

/**
 * A services copy module (shared/words.ts) against the English one it translates: the same keys
 * and array lengths, text where English has text, words taking the same values where English
 * has words, and no value in braces in plain text (it would be printed as it is). Returns what is
 * wrong, one line each, by where it is.
 */
export function copyProblems(en: unknown, tr: unknown, at: string): string[] {
  const problems: string[] = []
  const walk = (en: unknown, tr: unknown, at: string) => {
    if (isWords(en)) {
      if (!isWords(tr)) return void problems.push(`${at}: words() in English`)
      const ours = valueNames(en.words).join(', ')
      const theirs = valueNames(tr.words).join(', ')
      if (ours !== theirs) problems.push(`${at}: takes ${ours || 'nothing'} in English, ${theirs || 'nothing'} here`)
      return
    }
    if (typeof en === 'string') {
      if (typeof tr !== 'string') return void problems.push(`${at}: text in English`)
      for (const [which, text] of [
        ['English', en],
        ['here', tr],
      ] as const)
        if (valueNames(text).length) problems.push(`${at}: {${valueNames(text).join('}, {')}} in plain text (${which}): words() put values in`)
      if (!tr.trim()) problems.push(`${at}: empty`)
      return
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr) || tr.length !== en.length) return void problems.push(`${at}: ${en.length} items in English`)
      return en.forEach((item, i) => walk(item, tr[i], `${at}[${i}]`))
    }
    if (typeof en === 'object' && en !== null) {
      if (typeof tr !== 'object' || tr === null) return void problems.push(`${at}: an object in English`)
      for (const key of Object.keys(en)) {
        if (!(key in tr)) problems.push(`${at}.${key}: missing`)
        else walk((en as Record<string, unknown>)[key], (tr as Record<string, unknown>)[key], `${at}.${key}`)
      }
      for (const key of Object.keys(tr)) if (!(key in en)) problems.push(`${at}.${key}: not in English`)
      return
    }
    if (!Object.is(en, tr)) problems.push(`${at}: ${String(en)} in English, ${String(tr)} here`)
  }
  walk(en, tr, at)
  return problems
}

type Modules = Record<string, () => Promise<unknown>>

/**
 * One test per language and English module of a services copy folder (`./x.ts` against
 * `./locales/<locale>/x.ts`, as `import.meta.glob` gives them): every key, text where English has
 * text, the same values in each of its words. A language of the shop without its copy fails too.
 */
export function describeTranslations(title: string, english: Modules, translated: Modules) {
  const locales = [...new Set(localizations.filter((l) => l.language !== 'EN').map((l) => l.pathPrefix.slice(1)))]
  describe(title, () => {
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
}
