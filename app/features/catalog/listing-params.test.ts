import { describe, expect, it } from 'vitest'
import { listingHref, readListingParams } from './listing-params'

const read = (query: string) => readListingParams(new URLSearchParams(query))

describe('listing parameters', () => {
  it('reads a known sort and a cursor', () => {
    expect(read('sort=price-desc&after=Y3Vyc29yOjE5')).toEqual({ sort: 'price-desc', cursor: { after: 'Y3Vyc29yOjE5' } })
    expect(read('before=eyJsYXN0X2lkIjo3fQ%3D%3D')).toEqual({ sort: 'featured', cursor: { before: 'eyJsYXN0X2lkIjo3fQ==' } })
  })

  it('reads an unknown sort or a malformed cursor as the first page in the featured sort', () => {
    expect(read('sort=cheapest')).toEqual({ sort: 'featured', cursor: null })
    expect(read('sort=')).toEqual({ sort: 'featured', cursor: null })
    expect(read('after=<script>')).toEqual({ sort: 'featured', cursor: null })
    expect(read(`after=${'a'.repeat(600)}`)).toEqual({ sort: 'featured', cursor: null })
    expect(read('after=')).toEqual({ sort: 'featured', cursor: null })
  })

  it('builds the URL of another page, keeping its search or category, not tracking', () => {
    const search = new URLSearchParams('q=cord&sort=newest&after=abc&utm_source=x')
    expect(listingHref('/shop-all', search, { cursor: { before: 'xyz' } })).toBe('/shop-all?q=cord&sort=newest&before=xyz')
    expect(listingHref('/shop-all', search, { sort: 'featured' })).toBe('/shop-all?q=cord')
    expect(listingHref('/accessories', new URLSearchParams(), {})).toBe('/accessories')
  })

  it("keeps the listing's search as it read it: its first 100 characters", () => {
    const search = new URLSearchParams({ q: `cord ${'x'.repeat(3000)}`, category: 'y'.repeat(300) })
    const kept = new URL(listingHref('/shop-all', search, { sort: 'newest' }), 'http://shop').searchParams
    expect(kept.get('q')).toBe(`cord ${'x'.repeat(95)}`)
    expect(kept.get('category')).toBe('y'.repeat(100))
    expect(kept.get('sort')).toBe('newest')
  })
})
