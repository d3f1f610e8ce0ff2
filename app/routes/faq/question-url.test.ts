import { describe, expect, it } from 'vitest'
import { idFromHash, questionUrl } from './question-url'

describe('questionUrl', () => {
  it('is the page URL with the question as fragment, without the search', () => {
    expect(questionUrl('https://shop.example.sg/faq', 'is-grounding-safe')).toBe('https://shop.example.sg/faq#is-grounding-safe')
    expect(questionUrl('https://shop.example.sg/faq?q=safe#other', 'is-grounding-safe')).toBe('https://shop.example.sg/faq#is-grounding-safe')
  })
})

describe('idFromHash', () => {
  it('strips the # and decodes', () => {
    expect(idFromHash('#is-grounding-safe')).toBe('is-grounding-safe')
    expect(idFromHash('#a%20b')).toBe('a b')
    expect(idFromHash('')).toBe('')
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A')
  })
})
