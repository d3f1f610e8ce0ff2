import { describe, expect, it } from 'vitest'
import { filterOfInput, filterParams, MAX_FILTERS, parseFilterParams } from './filters'

const parse = (query: string, optionNames?: string[]) => parseFilterParams(new URLSearchParams(query), { optionNames })

describe("Shopify's filter URL convention", () => {
  it('reads availability, price, product type, vendor, tag and option values into ProductFilter inputs', () => {
    expect(
      parse(
        'filter.v.availability=1&filter.v.price.gte=20&filter.v.price.lte=150.50&filter.p.product_type=Mats&filter.p.vendor=Groundwell&filter.p.tag=sleep&filter.v.option.size=Queen',
        ['Size'],
      ),
    ).toEqual([
      { available: true },
      { productType: 'Mats' },
      { productVendor: 'Groundwell' },
      { tag: 'sleep' },
      { variantOption: { name: 'Size', value: 'Queen' } },
      { price: { min: 20, max: 150.5 } },
    ])
    expect(parse('filter.v.availability=0')).toEqual([{ available: false }])
  })

  it('keeps repeated values of one group, once each, and names an option by the store when it can', () => {
    expect(
      parse('filter.v.option.size=Queen&filter.v.option.size=King&filter.v.option.size=Queen&filter.v.option.sleeve-length=Long', ['Sleeve length']),
    ).toEqual([
      { variantOption: { name: 'size', value: 'Queen' } },
      { variantOption: { name: 'size', value: 'King' } },
      { variantOption: { name: 'Sleeve length', value: 'Long' } },
    ])
  })

  it('keeps one price bound alone, and a range given the wrong way round as meant', () => {
    expect(parse('filter.v.price.lte=50')).toEqual([{ price: { max: 50 } }])
    expect(parse('filter.v.price.gte=80&filter.v.price.lte=20')).toEqual([{ price: { min: 20, max: 80 } }])
  })

  it('ignores unknown and malformed entries and keeps the rest of the URL', () => {
    expect(
      parse(
        [
          'filter.v.availability=yes',
          'filter.v.price.gte=-5',
          'filter.v.price.lte=cheap',
          'filter.v.option.=Queen',
          'filter.v.option.size%20%3Cscript%3E=x',
          'filter.p.product_type=',
          'filter.p.m.custom.fabric=cotton',
          'filter.unknown=1',
          `filter.p.tag=${'x'.repeat(101)}`,
          'sort=price-asc',
          'q=sheet',
          'filter.p.product_type=Sheets',
        ].join('&'),
      ),
    ).toEqual([{ productType: 'Sheets' }])
  })

  it(`reads at most ${MAX_FILTERS} filters`, () => {
    const many = Array.from({ length: 100 }, (_, i) => `filter.p.tag=t${i}`).join('&')
    expect(parse(many)).toHaveLength(MAX_FILTERS)
  })

  it('writes filters back as the same URL, and reads a facet value input', () => {
    const query = 'filter.v.availability=1&filter.p.product_type=Mats&filter.v.option.size=Queen&filter.v.price.gte=20&filter.v.price.lte=100'
    const filters = parse(query, ['Size'])
    expect(new URLSearchParams(filterParams(filters)).toString()).toBe(query)
    expect(filterOfInput('{"variantOption":{"name":"Size","value":"Queen"}}')).toEqual({ variantOption: { name: 'Size', value: 'Queen' } })
    expect(filterOfInput('not json')).toBeNull()
    expect(filterOfInput('[1]')).toBeNull()
  })
})
