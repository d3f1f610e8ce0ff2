import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultVariant, optionGroups, selectVariant, showsPicker } from './variants'

type V = { id: string; availableForSale: boolean; selectedOptions: { name: string; value: string }[] }

const sizes = ['S', 'M', 'L']
const colours = ['Red', 'Blue', 'Green', 'Black', 'White']
const options = [
  { name: 'Size', values: sizes },
  { name: 'Colour', values: colours },
]
let n = 0
const variant = (size: string, colour: string, availableForSale = true): V => ({
  id: `gid://shopify/ProductVariant/${++n}`,
  availableForSale,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Colour', value: colour },
  ],
})

/** 14 variants, Size × Colour; M/Blue sold out, L/White not made, Black sold out in every size. */
const grid: V[] = sizes.flatMap((size) =>
  colours
    .filter((colour) => !(size === 'L' && colour === 'White'))
    .map((colour) => variant(size, colour, !(size === 'M' && colour === 'Blue') && colour !== 'Black')),
)
const find = (size: string, colour: string) => grid.find((v) => v.selectedOptions[0]!.value === size && v.selectedOptions[1]!.value === colour)!
const group = (selected: V, name: string) => optionGroups(options, grid, selected).find((g) => g.name === name)!
const choice = (selected: V, name: string, value: string) => group(selected, name).values.find((c) => c.value === value)!

describe('the default variant', () => {
  it('is the first when it can be bought, otherwise the first that can', () => {
    const soldOut = variant('S', 'Red', false)
    const second = variant('M', 'Red', true)
    expect(defaultVariant([find('S', 'Red'), soldOut])).toBe(find('S', 'Red'))
    expect(defaultVariant([soldOut, second])).toBe(second)
    expect(defaultVariant([soldOut])).toBe(soldOut)
    expect(defaultVariant([])).toBeUndefined()
  })

  it('is chosen unless ?variant= names one of the product’s variants by its numeric id', () => {
    const soldOut = variant('S', 'Red', false)
    const list = [soldOut, find('M', 'Red'), find('L', 'Red')]
    expect(selectVariant(list, null)).toBe(find('M', 'Red'))
    expect(selectVariant(list, soldOut.id.split('/').pop()!)).toBe(soldOut)
    expect(selectVariant(list, find('L', 'Red').id.split('/').pop()!)).toBe(find('L', 'Red'))
    expect(selectVariant(list, '999999')).toBe(find('M', 'Red'))
  })

  it('can always be bought when any variant can (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (flags) => {
        const list = flags.map((available) => variant('S', 'Red', available))
        const chosen = defaultVariant(list)
        expect(chosen?.availableForSale ?? false).toBe(flags.some(Boolean))
        if (chosen?.availableForSale) expect(list.indexOf(chosen)).toBe(flags.indexOf(true))
      }),
    )
  })
})

describe('the option groups', () => {
  it('has one group per option with every value, the selected one marked', () => {
    const groups = optionGroups(options, grid, find('M', 'Red'))
    expect(groups.map((g) => [g.name, g.selectedValue, g.values.map((c) => c.value)])).toEqual([
      ['Size', 'M', sizes],
      ['Colour', 'Red', colours],
    ])
    expect(groups.map((g) => g.values.filter((c) => c.selected).map((c) => c.value))).toEqual([['M'], ['Red']])
  })

  it('leads each value to the variant with it and the other selected values', () => {
    expect(choice(find('M', 'Red'), 'Size', 'L').target).toBe(find('L', 'Red'))
    expect(choice(find('M', 'Red'), 'Colour', 'Green').target).toBe(find('M', 'Green'))
  })

  it('marks unavailable a value sold out with the other selected values, and still leads to it', () => {
    const blue = choice(find('M', 'Red'), 'Colour', 'Blue')
    expect(blue).toMatchObject({ available: false, exists: true, target: find('M', 'Blue') })
    expect(choice(find('S', 'Red'), 'Colour', 'Blue').available).toBe(true)
    expect(choice(find('S', 'Blue'), 'Size', 'M').available).toBe(false)
  })

  it('leads a value whose combination is not made to the first variant with it that can be bought', () => {
    const white = choice(find('L', 'Red'), 'Colour', 'White')
    expect(white).toMatchObject({ available: false, exists: false, target: find('S', 'White') })
  })

  it('disables a value no variant can be bought with, unless it is the one selected', () => {
    expect(choice(find('S', 'Red'), 'Colour', 'Black').target).toBeNull()
    expect(choice(find('S', 'Black'), 'Colour', 'Black')).toMatchObject({ selected: true, available: false, target: find('S', 'Black') })
  })

  it('marks a value available exactly when a variant with it and the other selected values can be bought (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...grid), fc.constantFrom(...options), fc.nat(), (selected, option, pick) => {
        const value = option.values[pick % option.values.length]!
        const c = choice(selected, option.name, value)
        const other = options.find((o) => o.name !== option.name)!
        const otherValue = selected.selectedOptions.find((o) => o.name === other.name)!.value
        const buyable = grid.some(
          (v) =>
            v.availableForSale &&
            v.selectedOptions.some((o) => o.name === option.name && o.value === value) &&
            v.selectedOptions.some((o) => o.name === other.name && o.value === otherValue),
        )
        expect(c.available).toBe(buyable)
        const made = grid.some(
          (v) =>
            v.selectedOptions.some((o) => o.name === option.name && o.value === value) &&
            v.selectedOptions.some((o) => o.name === other.name && o.value === otherValue),
        )
        expect(c.exists).toBe(made)
        if (c.target) expect(c.target.selectedOptions.find((o) => o.name === option.name)!.value).toBe(value)
      }),
    )
  })
})

describe('the picker', () => {
  it('shows for more than one variant only: not for a Default Title product', () => {
    expect(showsPicker({ variants: [{ ...find('S', 'Red'), selectedOptions: [{ name: 'Title', value: 'Default Title' }] }] as never })).toBe(false)
    expect(showsPicker({ variants: grid as never })).toBe(true)
  })
})
