import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '~/lib/storefront/types'
import { selectRelated } from './related'
import { categoryMembers } from './related.server'

const p = (id: string) => ({ id, title: id }) as ProductSummary
const ids = (list: ProductSummary[]) => list.map((x) => x.id)

describe('selectRelated', () => {
  it('fills four places with the category first, then the best sellers', () => {
    expect(ids(selectRelated('me', [p('a'), p('b')], [p('x'), p('y'), p('z')]))).toEqual(['a', 'b', 'x', 'y'])
  })

  it('leaves out the product itself and shows a product once when it is in both lists', () => {
    expect(ids(selectRelated('me', [p('me'), p('a'), p('x')], [p('x'), p('me'), p('y'), p('z')]))).toEqual(['a', 'x', 'y', 'z'])
  })

  it('shows fewer when the store has fewer', () => {
    expect(ids(selectRelated('me', [], [p('me'), p('a')]))).toEqual(['a'])
    expect(selectRelated('me', [], [])).toEqual([])
  })
})

describe('categoryMembers', () => {
  it('is the listing the product belongs to by the product’s title rules', () => {
    expect(categoryMembers({ title: 'Premium Earthing Flat Sheet', productType: 'Sheets' })?.accepts?.('Leather Mattress Topper')).toBe(true)
    expect(categoryMembers({ title: 'Earthing Yoga Mat', productType: 'Mats' })?.accepts?.('Earthing Therapy Mat')).toBe(true)
    expect(categoryMembers({ title: 'Conductivity Tester', productType: 'Accessories' })?.accepts?.('Earthing Cord with 100k Ohm Resistor')).toBe(true)
  })

  it('is the product type for a product in no listing, and nothing without one', () => {
    expect(categoryMembers({ title: 'Whole-Home Grounding Kit', productType: 'Kits' })).toEqual({ query: 'product_type:"Kits"' })
    expect(categoryMembers({ title: 'Odd "Thing"', productType: 'Home "Goods"' })).toEqual({ query: 'product_type:"Home Goods"' })
    expect(categoryMembers({ title: 'Linen Throw', productType: '' })).toBeNull()
  })
})
