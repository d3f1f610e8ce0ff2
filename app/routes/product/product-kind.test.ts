import { describe, expect, it } from 'vitest'
import catalogue from '../../../services/storefront/catalogue.json'
import { productTypeOf, reviewKindOf } from './product-kind'

const of = (title: string, productType = '') => productTypeOf({ title, productType })

describe('productTypeOf', () => {
  it('gives every product of the embedded catalogue the type its store type names', () => {
    const expected = { Sheets: 'sheet', Mats: 'mat', Kits: 'kit', Accessories: 'accessory' } as const
    for (const p of catalogue.products) expect([p.title, of(p.title, p.productType)]).toEqual([p.title, expected[p.productType as keyof typeof expected]])
  })

  it('reads the title when the store gives no helpful product type', () => {
    expect(of('Grounding Sleep Starter Kit')).toBe('kit')
    expect(of('Earthing Yoga Mat', 'Wellness')).toBe('mat')
    expect(of('Leather Mattress Topper')).toBe('sheet')
    expect(of('Fitted Earthing Bed Sheet')).toBe('sheet')
  })

  it('never reads a mattress as a mat, and a kit with a sheet in it stays a kit', () => {
    expect(of('Mattress Protector', 'Bedding')).toBe('sheet')
    expect(of('Sheet and Pillow Set')).toBe('kit')
  })

  it('makes an accessory of the title words or the store’s type, whatever else the title says', () => {
    expect(of('Earthing Cord for Mats', 'Mats')).toBe('accessory')
    expect(of('Mat Clip', 'Accessories')).toBe('accessory')
  })

  it('calls anything else other', () => {
    expect(of('Bamboo Pillowcase No. 3', 'Comfort')).toBe('other')
    expect(of('Linen Throw', '')).toBe('other')
  })
})

describe('reviewKindOf', () => {
  it('maps sheets, mats and kits to their review kind, and the rest to every kind', () => {
    expect(reviewKindOf('sheet')).toBe('Sheet')
    expect(reviewKindOf('mat')).toBe('Mat')
    expect(reviewKindOf('kit')).toBe('Kit')
    expect(reviewKindOf('accessory')).toBeUndefined()
    expect(reviewKindOf('other')).toBeUndefined()
  })
})
