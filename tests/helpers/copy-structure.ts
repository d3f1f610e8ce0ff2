import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { localizations } from '../../shared/markets'
import { isMessage } from '../../shared/message'

/**
 * A copy module against the English one it translates, wherever its copy is (the pages', the
 * mails', the demo checkout's): the same keys and array lengths, text where English has text,
 * each message() valid ICU MessageFormat taking the same values as English's, a function for each
 * function taking as many values, ids, URLs and numbers as they are, and no value in braces in
 * plain text (it would be printed as it is). Returns what is wrong, one line each, by where it is.
 */

/** Keys whose strings are not copy: ids, links, icons, artwork, colours, filter values. */
const TOKEN_KEYS = new Set(['id', 'href', 'to', 'url', 'path', 'handle', 'icon', 'art', 'scene', 'kind', 'category', 'defaultTab', 'initials'])
/** ...and of drawings: colours and shapes. */
const DRAWING_KEYS = new Set(['colour', 'background', 'fill', 'stroke', 'strokeLinecap', 'shapes'])
/** Strings that are not copy wherever they are: anchors, paths, URLs, colours, dates, hyphenated ids. */
const isToken = (s: string, key: string) =>
  TOKEN_KEYS.has(key) || DRAWING_KEYS.has(key) || /^(#|\/|https?:|mailto:|tel:|\d{4}-\d\d-\d\d$|[a-z0-9]+(-[a-z0-9]+)+$)/.test(s)
/** The key a value is under: the path's last name (an array's items are under the array's). */
const keyOf = (at: string) =>
  at
    .replace(/(\[\d+\])+$/, '')
    .split('.')
    .pop()!

/** The values an ICU message takes (a language with no plurals may print a count as a number). */
export function placeholders(icu: string): string[] {
  const found = new Set<string>()
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, , choices] = token as [string, string?, Record<string, unknown>?]
      found.add(name)
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice)
    }
  }
  walk(compileMessageOrThrow(icu))
  return [...found].sort()
}

/** `{name}` in text that is not a message: printed as it is. */
const bracedValue = /\{[A-Za-z][A-Za-z0-9]*\}/

export function copyProblems(en: unknown, tr: unknown, at: string): string[] {
  const problems: string[] = []
  const walk = (en: unknown, tr: unknown, at: string) => {
    if (isMessage(en)) {
      if (!isMessage(tr)) return void problems.push(`${at}: a message() in English`)
      let theirs: string[]
      try {
        theirs = placeholders(tr.icu)
      } catch (error) {
        return void problems.push(`${at}: not ICU MessageFormat (${(error as Error).message})`)
      }
      const ours = placeholders(en.icu)
      if (ours.join() !== theirs.join()) problems.push(`${at}: takes ${ours.join(', ') || 'nothing'} in English, ${theirs.join(', ') || 'nothing'} here`)
      return
    }
    if (typeof en === 'function') {
      if (typeof tr !== 'function') problems.push(`${at}: a function in English`)
      else if (tr.length !== en.length) problems.push(`${at}: takes ${en.length} values in English, ${tr.length} here`)
      return
    }
    if (typeof en === 'string') {
      if (typeof tr !== 'string') return void problems.push(`${at}: text in English`)
      if (isToken(en, keyOf(at))) {
        if (tr !== en) problems.push(`${at}: "${en}" is not copy and stays as it is`)
        return
      }
      if (bracedValue.test(tr)) problems.push(`${at}: ${bracedValue.exec(tr)![0]} in plain text: a message() puts values in`)
      if (en.trim() && !tr.trim()) problems.push(`${at}: empty`)
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
