import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { faqCategories, faqQuestions } from '~/content/faq'
import { groupByCategory, highlightParts, isSearching, normalizeText, searchFaq } from './search'

const q = (id: string, question: string, answer: string, category = 'basics') => ({ id, question, answer, category })
const sample = [
  q('safe', 'Is grounding safe?', 'Yes. The cord has a 100k ohm resistor.', 'safety'),
  q('wash', 'How do I wash my sheet?', 'Use a gentle cycle and no fabric softener.', 'everyday'),
  q('results', 'How long before I notice results?', 'Most people notice changes within 1-4 weeks.', 'health'),
]
const ids = (list: { id: string }[]) => list.map((x) => x.id)

describe('searchFaq', () => {
  it('matches question text case-insensitively', () => {
    expect(ids(searchFaq(sample, 'SAFE'))).toEqual(['safe'])
    expect(ids(searchFaq(sample, 'wAsH'))).toEqual(['wash'])
  })

  it('matches answer text too', () => {
    expect(ids(searchFaq(sample, 'softener'))).toEqual(['wash'])
    expect(ids(searchFaq(sample, '100K OHM'))).toEqual(['safe'])
  })

  it('needs every word, wherever each one is found', () => {
    expect(ids(searchFaq(sample, 'notice weeks'))).toEqual(['results'])
    expect(ids(searchFaq(sample, 'notice softener'))).toEqual([])
  })

  it('ignores surrounding and repeated white space, and typographic apostrophes', () => {
    expect(ids(searchFaq(sample, '   gentle    cycle  '))).toEqual(['wash'])
    expect(ids(searchFaq([q('x', 'What’s included?', '')], "what's"))).toEqual(['x'])
  })

  it('returns everything, in order, for an empty or blank query', () => {
    expect(ids(searchFaq(sample, ''))).toEqual(['safe', 'wash', 'results'])
    expect(ids(searchFaq(sample, ' \t '))).toEqual(['safe', 'wash', 'results'])
  })

  it('returns nothing when nothing matches', () => {
    expect(searchFaq(sample, 'xylophone')).toEqual([])
  })

  it('keeps the content order and never invents results (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (query) => {
        const found = searchFaq(faqQuestions, query)
        const positions = found.map((f) => faqQuestions.indexOf(f))
        expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).toBe(true)
        for (const f of found) {
          const text = normalizeText(`${f.question} ${f.answer}`)
          for (const term of normalizeText(query).split(' ').filter(Boolean)) expect(text).toContain(term)
        }
      }),
    )
  })

  it('finds the real content by words from its answers', () => {
    expect(ids(searchFaq(faqQuestions, 'thunderstorm'))).toContain('can-i-use-it-during-a-thunderstorm')
    expect(ids(searchFaq(faqQuestions, 'PACEMAKER'))).toEqual(['who-should-check-with-a-doctor'])
  })
})

describe('isSearching', () => {
  it('is false for blank input only', () => {
    expect(isSearching('')).toBe(false)
    expect(isSearching('   ')).toBe(false)
    expect(isSearching(' a ')).toBe(true)
  })
})

describe('groupByCategory', () => {
  it('keeps the categories in their order and drops the empty ones', () => {
    const groups = groupByCategory(faqCategories, searchFaq(sample, 'how'))
    expect(groups.map((g) => g.category.id)).toEqual(['everyday', 'health'])
    expect(groups.map((g) => ids(g.questions))).toEqual([['wash'], ['results']])
  })

  it('puts every question of the content in exactly one category', () => {
    const groups = groupByCategory(faqCategories, faqQuestions)
    expect(groups).toHaveLength(faqCategories.length)
    expect(groups.flatMap((g) => g.questions)).toHaveLength(faqQuestions.length)
  })
})

describe('highlightParts', () => {
  const marked = (parts: { text: string; match: boolean }[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('')

  it('marks every occurrence of every word, whatever its case', () => {
    expect(marked(highlightParts('Is Grounding safe? Grounding is safe.', 'grounding SAFE'))).toBe('Is [Grounding] [safe]? [Grounding] is [safe].')
  })

  it('prefers the longer word where two overlap, and escapes special characters', () => {
    expect(marked(highlightParts('sheets and sheet', 'sheet sheets'))).toBe('[sheets] and [sheet]')
    expect(marked(highlightParts('Costs $5 (flat).', '$5 (flat)'))).toBe('Costs [$5] [(flat)].')
  })

  it('matches plain and typographic apostrophes alike', () => {
    expect(marked(highlightParts('What’s included?', "what's"))).toBe('[What’s] included?')
  })

  it('leaves text whole when nothing is searched or nothing matches', () => {
    expect(highlightParts('Hello', '  ')).toEqual([{ text: 'Hello', match: false }])
    expect(highlightParts('Hello', 'xyz')).toEqual([{ text: 'Hello', match: false }])
    expect(marked(highlightParts('Hello', 'xyz'))).toBe('Hello')
  })
})
