import { describe, expect, it } from 'vitest'
import { message } from '../../../shared/message'
import { copyProblems, describeTranslations } from '../../../tests/helpers/copy-structure'

/**
 * Each language's mail copy against the English it translates (copy/mail.ts): every key, text
 * where English has text, the same values in each of its messages. A language of the shop without
 * its mail copy fails here too.
 */
const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'])
const translated = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/**/*.test.ts'])
describeTranslations('the mail copy in every language', english, translated)

describe('the copy check', () => {
  it('names a missing key, a value lost or added, a value left in plain text, broken ICU and a link translated', () => {
    const en = { a: 'Hello', b: message<{ name: string }>('Hi {name}'), c: { d: 'x' }, href: '/faq' }
    expect(copyProblems(en, { a: 'Halo', b: message('Hai'), c: {}, href: '/faq' }, 'm')).toEqual(['m.b: takes name in English, nothing here', 'm.c.d: missing'])
    expect(copyProblems(en, { a: 'Halo {name}', b: message('Hai {nama}'), c: { d: 'y' }, e: 'z', href: '/tanya' }, 'm')).toEqual([
      'm.a: {name} in plain text: a message() puts values in',
      'm.b: takes name in English, nama here',
      'm.href: "/faq" is not copy and stays as it is',
      'm.e: not in English',
    ])
    expect(copyProblems(en, { ...en, b: message('Hai {name') }, 'm')).toEqual([expect.stringMatching(/^m\.b: not ICU MessageFormat/)])
  })
})
