import { describe, expect, it } from 'vitest'
import { accessoryCategories, listingTitles } from '~/content/catalogue'
import { filterProducts, inAccessoryCategory, isAccessory } from './rules'

const titles = [
  'Premium Earthing Flat Sheet',
  'Fitted Earthing Bed Sheet',
  'Leather Mattress Topper',
  'Earthing Therapy Starter Mat',
  'Earthing Yoga Mat',
  'Earthing Therapy Mat',
  'Grounding Sleep Starter Kit',
  'Earthing Cord with 100k Ohm Resistor',
  'Grounding Extension Cord',
  'Universal Grounding Plug Adapter',
  'Conductivity Tester Pen',
  'Conductivity Tester',
  'Continuity Tester',
]
const products = titles.map((title) => ({ title }))
const names = (list: { title: string }[]) => list.map((p) => p.title)

describe('accessory detection', () => {
  it('recognises tester, cord, plug, continuity and conductivity in any case', () => {
    expect(isAccessory('Earthing Cord with 100k Ohm Resistor')).toBe(true)
    expect(isAccessory('UNIVERSAL GROUNDING PLUG ADAPTER')).toBe(true)
    expect(isAccessory('Continuity Tester')).toBe(true)
    expect(isAccessory('Premium Earthing Flat Sheet')).toBe(false)
    expect(isAccessory('Earthing Yoga Mat')).toBe(false)
  })
})

describe('filterProducts', () => {
  it('sleep listing: the three sleep titles, accessories excluded', () => {
    expect(names(filterProducts(products, { titles: listingTitles.sleep, accessories: 'exclude' }))).toEqual([
      'Premium Earthing Flat Sheet',
      'Fitted Earthing Bed Sheet',
      'Leather Mattress Topper',
    ])
  })

  it('mats listing: the three mat titles', () => {
    expect(names(filterProducts(products, { titles: listingTitles.mats }))).toEqual([
      'Earthing Therapy Starter Mat',
      'Earthing Yoga Mat',
      'Earthing Therapy Mat',
    ])
  })

  it('title match is a case-insensitive substring by default, or exact on request', () => {
    expect(names(filterProducts(products, { titles: ['conductivity tester'] }))).toEqual(['Conductivity Tester Pen', 'Conductivity Tester'])
    expect(names(filterProducts(products, { titles: ['Conductivity Tester'], exactTitles: true }))).toEqual(['Conductivity Tester'])
  })

  it('shows only accessories, or excludes them, and caps the count', () => {
    expect(filterProducts(products, { accessories: 'only' }).every((p) => isAccessory(p.title))).toBe(true)
    expect(filterProducts(products, { accessories: 'only' })).toHaveLength(6)
    expect(filterProducts(products, { accessories: 'exclude' }).some((p) => isAccessory(p.title))).toBe(false)
    expect(filterProducts(products, { limit: 3 })).toHaveLength(3)
    expect(filterProducts(products, { limit: 0 })).toHaveLength(0)
  })
})

describe('accessory category cards', () => {
  const [cords, outletTesters, other] = accessoryCategories
  const within = (category: (typeof accessoryCategories)[number]) => titles.filter((t) => isAccessory(t) && inAccessoryCategory(t, category))

  it('Cords & Adapters match the keywords partially', () => {
    expect(within(cords!)).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Grounding Extension Cord', 'Universal Grounding Plug Adapter'])
  })

  it('Outlet Testers and Other Accessories match one exact title each', () => {
    expect(within(outletTesters!)).toEqual(['Conductivity Tester Pen'])
    expect(within(other!)).toEqual(['Conductivity Tester'])
  })
})
