import { describe, expect, it } from 'vitest'
import { cutTo, hasUnstorableText } from './storable-text'

describe('text cut to a length', () => {
  it('never leaves half of an emoji to store', () => {
    // 39 letters and an emoji: cut by UTF-16 units at 40, the emoji's first half would remain.
    const code = `${'a'.repeat(39)}😀b`
    expect(code.slice(0, 40)).toMatch(/\ud83d$/)
    expect(cutTo(code, 40)).toBe(`${'a'.repeat(39)}😀`)
    expect(hasUnstorableText(cutTo(code, 40))).toBe(false)
    expect(cutTo('short', 40)).toBe('short')
  })
})
