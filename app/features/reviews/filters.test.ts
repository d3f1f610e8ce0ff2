import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { benefits, productKinds, ratingChoices } from '~/content/testimonials'
import { reviews } from '~/content/testimonials-reviews'
import { defaultFilters, filterReviews, filtersToSearch, isFiltering, parseFilters, productMatches, type ReviewFilters } from './filters'

const review = (over: Partial<(typeof reviews)[number]>) => ({
  id: 'x',
  name: 'Ann Lee',
  location: 'Singapore',
  rating: 5 as const,
  benefit: 'Sleep' as const,
  product: 'Premium Earthing Flat Sheet',
  text: 'Sleeping better.',
  verified: true,
  ...over,
})
const ids = (list: { id: string }[]) => list.map((r) => r.id)
const withFilters = (f: Partial<ReviewFilters>) => filterReviews(reviews, { ...defaultFilters, ...f })

describe('filterReviews', () => {
  it('returns every review, in order, when nothing is chosen', () => {
    expect(withFilters({})).toEqual(reviews)
    expect(withFilters({ q: '   ' })).toEqual(reviews)
  })

  it('keeps only the chosen benefit', () => {
    for (const benefit of benefits) {
      const shown = withFilters({ benefit })
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.every((r) => r.benefit === benefit)).toBe(true)
      expect(shown).toEqual(reviews.filter((r) => r.benefit === benefit))
    }
  })

  it('keeps a product when its name contains the chosen word, as a word', () => {
    const list = [
      review({ id: 'sheet', product: 'Premium Earthing Flat Sheet' }),
      review({ id: 'fitted', product: 'Fitted Earthing Bed Sheet' }),
      review({ id: 'mat', product: 'Earthing Therapy Mat' }),
      review({ id: 'topper', product: 'Leather Mattress Topper' }),
      review({ id: 'kit', product: 'Whole-Home Grounding Kit' }),
    ]
    expect(ids(filterReviews(list, { ...defaultFilters, product: 'Sheet' }))).toEqual(['sheet', 'fitted'])
    expect(ids(filterReviews(list, { ...defaultFilters, product: 'Mat' }))).toEqual(['mat'])
    expect(ids(filterReviews(list, { ...defaultFilters, product: 'Kit' }))).toEqual(['kit'])
    expect(productMatches('earthing yoga mat', 'Mat')).toBe(true)
  })

  it('matches the rating exactly', () => {
    for (const rating of ratingChoices) {
      const shown = withFilters({ rating })
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.every((r) => r.rating === rating)).toBe(true)
    }
    expect(filterReviews([review({ rating: 4 })], { ...defaultFilters, rating: 5 })).toEqual([])
  })

  it('searches the text or the name as a case-insensitive substring', () => {
    const list = [
      review({ id: 'text', text: 'My KNEE pain eased.' }),
      review({ id: 'name', name: 'Kneeland Ho', text: 'Good.' }),
      review({ id: 'none', text: 'Slept well.' }),
      review({ id: 'response', text: 'Fine.', response: 'Glad your knee is better.' }),
    ]
    expect(ids(filterReviews(list, { ...defaultFilters, q: 'knee' }))).toEqual(['text', 'name'])
    expect(ids(filterReviews(list, { ...defaultFilters, q: '  Knee ' }))).toEqual(['text', 'name'])
    // A substring, not a word: 'nee' is inside 'knee'; words keep their order.
    expect(ids(filterReviews(list, { ...defaultFilters, q: 'nee' }))).toEqual(['text', 'name'])
    expect(ids(filterReviews(list, { ...defaultFilters, q: 'pain eased' }))).toEqual(['text'])
    expect(ids(filterReviews(list, { ...defaultFilters, q: 'eased pain' }))).toEqual([])
    // Typographic and plain apostrophes are the same letter.
    expect(ids(filterReviews([review({ id: 'apos', name: 'Liam O’Brien' })], { ...defaultFilters, q: "o'brien" }))).toEqual(['apos'])
  })

  it('combines the filters and the search (every one must match)', () => {
    const shown = withFilters({ benefit: 'Sleep', product: 'Sheet', rating: 5 })
    expect(ids(shown)).toEqual(['r-aisha'])
    expect(ids(withFilters({ benefit: 'Pain Relief', q: 'knee' }))).toEqual(['r-farid'])
    expect(withFilters({ benefit: 'Recovery', product: 'Kit', rating: 4 }).every((r) => r.benefit === 'Recovery' && r.rating === 4)).toBe(true)
  })

  it('finds nothing for a word no review has', () => {
    expect(withFilters({ q: 'zebra' })).toEqual([])
  })

  it('is a subset of the reviews that satisfies every filter, whatever the filters', () => {
    const filters = fc.record({
      benefit: fc.constantFrom('all' as const, ...benefits),
      product: fc.constantFrom('all' as const, ...productKinds),
      rating: fc.constantFrom('all' as const, ...ratingChoices),
      q: fc.oneof(fc.constant(''), fc.constantFrom('sleep', 'KNEE', 'an', 'Tan'), fc.string({ maxLength: 4 })),
    })
    fc.assert(
      fc.property(filters, (f) => {
        const shown = filterReviews(reviews, f)
        const expected = reviews.filter(
          (r) =>
            (f.benefit === 'all' || r.benefit === f.benefit) &&
            (f.product === 'all' ||
              r.product
                .toLowerCase()
                .split(/[\s-]+/)
                .includes(f.product.toLowerCase())) &&
            (f.rating === 'all' || r.rating === f.rating) &&
            (`${r.text}`.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'").includes(f.q.toLowerCase().replace(/\s+/g, ' ').trim()) ||
              r.name.toLowerCase().replace(/’/g, "'").includes(f.q.toLowerCase().replace(/\s+/g, ' ').trim())),
        )
        expect(ids(shown)).toEqual(ids(expected))
      }),
    )
  })
})

describe('filters in the URL', () => {
  it('reads each filter, ignoring case, and falls back to all for unknown values', () => {
    expect(parseFilters(new URLSearchParams('benefit=Pain+Relief&product=mat&rating=4&q=back'))).toEqual({
      benefit: 'Pain Relief',
      product: 'Mat',
      rating: 4,
      q: 'back',
    })
    expect(parseFilters(new URLSearchParams('benefit=all&product=Sofa&rating=2&q='))).toEqual(defaultFilters)
    expect(parseFilters(new URLSearchParams('rating=five&benefit=sleepy'))).toEqual(defaultFilters)
    expect(parseFilters(new URLSearchParams(''))).toEqual(defaultFilters)
  })

  it('reads at most the first 100 characters of the search, spaces as typed', () => {
    const long = ` back ${'x'.repeat(500)}`
    expect(parseFilters(new URLSearchParams({ q: long })).q).toBe(long.slice(0, 100))
  })

  it('writes only what is chosen, and reads back what it wrote', () => {
    expect(filtersToSearch(defaultFilters)).toBe('')
    expect(filtersToSearch({ ...defaultFilters, q: '  ' })).toBe('')
    expect(filtersToSearch({ benefit: 'Pain Relief', product: 'Kit', rating: 3, q: 'back pain' })).toBe('?benefit=Pain+Relief&product=Kit&rating=3&q=back+pain')
    const filters = fc.record({
      benefit: fc.constantFrom('all' as const, ...benefits),
      product: fc.constantFrom('all' as const, ...productKinds),
      rating: fc.constantFrom('all' as const, ...ratingChoices),
      q: fc.string().filter((s) => s.trim() !== ''),
    })
    fc.assert(
      fc.property(filters, (f) => {
        expect(parseFilters(new URLSearchParams(filtersToSearch(f)))).toEqual(f)
      }),
    )
  })

  it('knows when the list is narrowed', () => {
    expect(isFiltering(defaultFilters)).toBe(false)
    expect(isFiltering({ ...defaultFilters, q: ' ' })).toBe(false)
    expect(isFiltering({ ...defaultFilters, rating: 3 })).toBe(true)
    expect(isFiltering({ ...defaultFilters, q: 'x' })).toBe(true)
  })
})
