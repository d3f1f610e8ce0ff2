import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { isMessage } from '~/i18n/message'
import { translatedLocales } from './translation'

/**
 * Each locale's copy module against the English one it translates: the same exports, keys and
 * array lengths, the same ids, URLs and numbers, and a function for each function taking as many
 * values. A module's logic (a helper it exports) is re-exported from English, so it compares equal.
 */
const englishModules = import.meta.glob(['../*.ts', '../policies/*.ts', '!../*.test.ts', '!../**/*.test.ts'])
const localeModules = import.meta.glob(['./*/*.ts', './*/policies/*.ts', '!./**/*.test.ts'])

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
function placeholders(icu: string): string[] {
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

function compareMessage(en: { icu: string }, tr: unknown, at: string, problems: string[]) {
  if (!isMessage(tr)) return void problems.push(`${at}: a message() in English`)
  let theirs: string[]
  try {
    theirs = placeholders(tr.icu)
  } catch (error) {
    return void problems.push(`${at}: not ICU MessageFormat (${(error as Error).message})`)
  }
  const ours = placeholders(en.icu)
  if (ours.join() !== theirs.join()) problems.push(`${at}: takes ${ours.join(', ') || 'nothing'} in English, ${theirs.join(', ') || 'nothing'} here`)
}

function compare(en: unknown, tr: unknown, at: string, problems: string[]) {
  if (isMessage(en)) return compareMessage(en, tr, at, problems)
  if (typeof en === 'function') {
    if (typeof tr !== 'function') problems.push(`${at}: a function in English`)
    else if (tr.length !== en.length) problems.push(`${at}: takes ${en.length} values in English, ${tr.length} here`)
    return
  }
  if (typeof en === 'string') {
    if (typeof tr !== 'string') problems.push(`${at}: text in English`)
    else if (isToken(en, keyOf(at)) && tr !== en) problems.push(`${at}: "${en}" is not copy and stays as it is`)
    return
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length) problems.push(`${at}: ${en.length} items in English`)
    else en.forEach((item, i) => compare(item, tr[i], `${at}[${i}]`, problems))
    return
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof tr !== 'object' || tr === null) return void problems.push(`${at}: an object in English`)
    for (const key of Object.keys(en)) {
      if (!(key in tr)) problems.push(`${at}.${key}: missing`)
      else compare((en as Record<string, unknown>)[key], (tr as Record<string, unknown>)[key], `${at}.${key}`, problems)
    }
    for (const key of Object.keys(tr)) if (!(key in en)) problems.push(`${at}.${key}: not in English`)
    return
  }
  if (!Object.is(en, tr)) problems.push(`${at}: ${String(en)} in English, ${String(tr)} here`)
}

describe('translated copy', () => {
  for (const locale of translatedLocales) {
    const files = Object.keys(localeModules).filter((f) => f.startsWith(`./${locale}/`))
    if (files.length === 0) continue
    describe(locale, () => {
      for (const file of files) {
        const english = `../${file.slice(`./${locale}/`.length)}`
        it(`${file.slice(2)} translates ${english.slice(3)} whole`, async () => {
          expect(englishModules[english], `${english} has no English module`).toBeDefined()
          const [en, tr] = await Promise.all([englishModules[english]!(), localeModules[file]!()])
          const problems: string[] = []
          compare(en, tr, path.basename(file, '.ts'), problems)
          expect(problems).toEqual([])
        })
      }
    })
  }
})
