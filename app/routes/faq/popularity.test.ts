import { describe, expect, it } from 'vitest'
import { faqQuestions } from '~/content/faq'
import { popularQuestionCount } from '~/content/faq'
import { mostPopular } from './popularity'

const v = (id: string, views: number) => ({ id, views })

describe('mostPopular', () => {
  it('ranks by views, most first, and takes the top n', () => {
    const list = [v('a', 10), v('b', 50), v('c', 30), v('d', 40), v('e', 20), v('f', 60)]
    expect(mostPopular(list, 3).map((x) => x.id)).toEqual(['f', 'b', 'd'])
  })

  it('keeps the content order between equal counts', () => {
    expect(mostPopular([v('a', 5), v('b', 9), v('c', 5), v('d', 5)], 3).map((x) => x.id)).toEqual(['b', 'a', 'c'])
  })

  it('copes with fewer questions than asked for, and with zero', () => {
    expect(mostPopular([v('a', 1)], 5).map((x) => x.id)).toEqual(['a'])
    expect(mostPopular([v('a', 1)], 0)).toEqual([])
  })

  it('does not reorder the content it is given', () => {
    const list = [v('a', 1), v('b', 2)]
    mostPopular(list, 2)
    expect(list.map((x) => x.id)).toEqual(['a', 'b'])
  })

  it('gives the five most viewed questions of the content', () => {
    const top = mostPopular(faqQuestions, popularQuestionCount)
    expect(top).toHaveLength(5)
    const fewest = Math.min(...top.map((t) => t.views))
    const rest = faqQuestions.filter((x) => !top.includes(x))
    expect(rest.every((x) => x.views < fewest)).toBe(true)
    expect(top.map((t) => t.id)).toEqual([
      'is-grounding-safe',
      'how-long-before-results',
      'is-grounding-scientifically-proven',
      'how-do-i-know-its-working',
      'which-product-should-i-choose',
    ])
  })
})
