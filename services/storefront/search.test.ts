import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue'
import { createStore } from './model'
import { matchesQuery, parseQuery, type Searchable, singular } from './search'

const cord: Searchable = {
  title: 'Earthing Cord with 100k Ohm Resistor',
  productType: 'Accessories',
  tags: ['accessory', 'cord'],
  vendor: 'Groundwell',
  variantTitles: ['3 m', '5 m'],
  skus: ['GW-CD-3'],
  availableForSale: true,
}

describe('embedded store search syntax', () => {
  it('parses fields, quotes and negation', () => {
    expect(parseQuery('title:"flat sheet" -tag:kit NOT mat cord')).toEqual([
      { field: 'title', value: 'flat sheet', negate: false },
      { field: 'tag', value: 'kit', negate: true },
      { field: null, value: 'mat', negate: true },
      { field: null, value: 'cord', negate: false },
    ])
  })

  it('matches terms case-insensitively across title, type, tags and variants, all terms required', () => {
    expect(matchesQuery(cord, 'CORD')).toBe(true)
    expect(matchesQuery(cord, 'cord resistor')).toBe(true)
    expect(matchesQuery(cord, 'cord sheet')).toBe(false)
    expect(matchesQuery(cord, 'title:earth*')).toBe(true)
    expect(matchesQuery(cord, 'product_type:mats')).toBe(false)
    expect(matchesQuery(cord, '-tag:cord')).toBe(false)
    expect(matchesQuery(cord, 'available_for_sale:true')).toBe(true)
    expect(matchesQuery(cord, 'colour:red')).toBe(false)
    expect(matchesQuery(cord, '')).toBe(true)
  })
})

describe('free-text search, word by word like Shopify', () => {
  const mat: Searchable = { ...cord, title: 'Earthing Yoga Mat', productType: 'Mats', tags: ['mat', 'yoga'], variantTitles: ['Standard / Forest'] }
  const topper: Searchable = { ...cord, title: 'Leather Mattress Topper', productType: 'Sheets', tags: ['sleep'], variantTitles: ['Queen'] }
  const kit: Searchable = { ...cord, title: 'Grounding Sleep Starter Kit', productType: 'Kits', tags: ['pillowcase'], variantTitles: ['Queen'] }

  it('matches a word as a prefix of a word, not inside one', () => {
    expect(matchesQuery(kit, 'pillow')).toBe(true)
    expect(matchesQuery(mat, 'yog')).toBe(true)
    expect(matchesQuery(mat, 'arth')).toBe(false)
    expect(matchesQuery(topper, 'mat')).toBe(true)
  })

  it('matches singular and plural forms either way', () => {
    expect(matchesQuery(mat, 'mats')).toBe(true)
    expect(matchesQuery(topper, 'mats')).toBe(false)
    expect(matchesQuery({ ...mat, tags: ['accessory'] }, 'accessories')).toBe(true)
    expect(matchesQuery(kit, 'kits')).toBe(true)
    expect(matchesQuery(kit, 'pillowcases')).toBe(true)
  })

  it('looks in the product type, tags, variant titles and vendor, every word required', () => {
    expect(matchesQuery(mat, 'forest mat')).toBe(true)
    expect(matchesQuery(mat, 'groundwell yoga')).toBe(true)
    expect(matchesQuery(mat, 'forest sheet')).toBe(false)
    expect(matchesQuery(mat, '"yoga mat"')).toBe(true)
    expect(matchesQuery(mat, '-mats')).toBe(false)
  })

  it('knows singular forms', () => {
    expect(['mats', 'sheets', 'accessories', 'boxes', 'glass', 'status', 'mat'].map(singular)).toEqual([
      'mat',
      'sheet',
      'accessory',
      'box',
      'glass',
      'status',
      'mat',
    ])
  })
})

describe('the shop’s own words find its products in the embedded catalogue', () => {
  const store = createStore(loadCatalogue(), 'http://shop.test')
  const titles = (query: string) => store.list({ query }).map((p) => p.title)

  it.each([
    // The topper is one of the shop's Sheets.
    ['grounding sheet', ['Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet', 'Grounding Sleep Starter Kit', 'Leather Mattress Topper']],
    ['mats', ['Earthing Therapy Starter Mat', 'Earthing Yoga Mat', 'Earthing Therapy Mat']],
    ['pillow', ['Grounding Sleep Starter Kit']],
  ])('“%s”', (query, expected) => {
    expect(titles(query).sort()).toEqual([...expected].sort())
  })

  it('“earthing mat” lists the mats first, then what only starts with “mat”', () => {
    const found = store.list({ query: 'earthing mat', sortKey: 'RELEVANCE' }).map((p) => p.title)
    expect(found.slice(0, 3).sort()).toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])
    expect(found.slice(3)).toEqual(['Leather Mattress Topper'])
  })

  it('finds nothing for a word the catalogue does not have', () => {
    expect(titles('unicorn')).toEqual([])
  })
})
