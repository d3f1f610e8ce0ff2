import { describe, expect, it } from 'vitest'
import { words } from '../../../shared/words'
import { copyProblems, describeTranslations } from '../../../tests/helpers/copy-structure'

/**
 * Each language's mail copy against the English it translates (copy/mail.ts): every key, text
 * where English has text, the same values in each of its words. A language of the shop without
 * its mail copy fails here too.
 */
const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'])
const translated = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/**/*.test.ts'])
describeTranslations('the mail copy in every language', english, translated)

describe('the copy check', () => {
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
