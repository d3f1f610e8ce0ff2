import { describe, expect, it } from 'vitest'
import { matchesQuery, parseQuery, type Searchable } from './search'

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
