import { describe, expect, it } from 'vitest'
import { matchesStoreQuery, parseBoolean } from './query-syntax'
import type { Searchable } from './search'

const product = (title: string, productType = 'Sheets', tags: string[] = []): Searchable => ({
  title,
  productType,
  tags,
  vendor: 'Groundwell',
  variantTitles: [],
  skus: [],
  availableForSale: true,
})
const topper = product('Leather Mattress Topper', 'Sheets', ['sleep'])
const pen = product('Conductivity Tester Pen', 'Accessories', ['tester'])
const mat = product('Earthing Yoga Mat', 'Mats', ['mat'])

describe("the embedded store's boolean query syntax", () => {
  it('reads OR, parentheses, AND and negation, keeping fields and quotes in each term', () => {
    expect(parseBoolean('(title:"Leather Mattress Topper" OR title:mat*) -title:tester')).toEqual({
      kind: 'and',
      nodes: [
        {
          kind: 'or',
          nodes: [
            { kind: 'term', text: 'title:"Leather Mattress Topper"' },
            { kind: 'term', text: 'title:mat*' },
          ],
        },
        { kind: 'not', node: { kind: 'term', text: 'title:tester' } },
      ],
    })
    expect(parseBoolean('a AND NOT b')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'term', text: 'a' },
        { kind: 'not', node: { kind: 'term', text: 'b' } },
      ],
    })
  })

  it('matches a listing query: one of several titles, no accessory', () => {
    const sleep = '(title:"Leather Mattress Topper" OR title:"Premium Earthing Flat Sheet") -title:tester*'
    expect(matchesStoreQuery(topper, sleep)).toBe(true)
    expect(matchesStoreQuery(mat, sleep)).toBe(false)
    expect(matchesStoreQuery(pen, 'title:tester* OR title:cord*')).toBe(true)
    expect(matchesStoreQuery(pen, 'product_type:Mats OR tag:sleep')).toBe(false)
    expect(matchesStoreQuery(topper, 'product_type:Mats OR tag:sleep')).toBe(true)
  })

  it('hands a query without OR or parentheses to the search matcher whole', () => {
    expect(matchesStoreQuery(topper, 'leather topper')).toBe(true)
    expect(matchesStoreQuery(topper, 'leather yoga')).toBe(false)
    expect(matchesStoreQuery(topper, '')).toBe(true)
  })

  it('never fails on a malformed query', () => {
    for (const query of ['(', ')', 'OR', '((title:a', 'a OR', ') OR (', 'NOT', '-', '"unclosed', 'a ) b']) {
      expect(() => matchesStoreQuery(topper, query), query).not.toThrow()
    }
    expect(matchesStoreQuery(topper, '(title:leather OR title:nothing')).toBe(true)
    expect(matchesStoreQuery(topper, 'leather ) topper')).toBe(true)
  })
})
