import { describe, expect, it } from 'vitest'
import { adjacent, encodeCombinations, encodedVariants, selectedOrFirstAvailable } from './variant-options'

const options = [
  { name: 'Size', values: ['Single', 'Queen', 'King'] },
  { name: 'Colour', values: ['Grey', 'White'] },
]
const variant = (size: string, colour: string, availableForSale = true) => ({
  availableForSale,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Colour', value: colour },
  ],
})
const variants = [variant('Single', 'Grey', false), variant('Single', 'White'), variant('Queen', 'Grey'), variant('King', 'White')]

describe('variant options as Shopify encodes and selects them', () => {
  it('writes the combinations as the v1 trie hydrogen-react decodes', () => {
    expect(encodeCombinations([[0], [1], [2]])).toBe('v1_0 1 2')
    expect(
      encodeCombinations([
        [0, 0],
        [0, 1],
        [1, 0],
      ]),
    ).toBe('v1_0:0 1,1:0,')
    expect(
      encodeCombinations([
        [0, 0, 0],
        [0, 0, 1],
      ]),
    ).toBe('v1_0:0:0 1,,')
    expect(encodeCombinations([])).toBe('')
    expect(encodedVariants(options, variants)).toBe('v1_0:0 1,1:0,2:1,')
    expect(encodedVariants(options, variants, (v) => v.availableForSale)).toBe('v1_0:1,1:0,2:1,')
  })

  it('gives the selected variant, else the first available', () => {
    expect(selectedOrFirstAvailable(options, variants, { selectedOptions: [{ name: 'Size', value: 'Queen' }] })).toBe(variants[2])
    expect(selectedOrFirstAvailable(options, variants, {})).toBe(variants[1])
    expect(selectedOrFirstAvailable(options, variants, { selectedOptions: [{ name: 'size', value: 'king' }], caseInsensitiveMatch: true })).toBe(variants[3])
    expect(
      selectedOrFirstAvailable(options, variants, {
        selectedOptions: [
          { name: 'Size', value: 'King' },
          { name: 'utm', value: 'x' },
        ],
        ignoreUnknownOptions: true,
      }),
    ).toBe(variants[3])
  })

  it('lists the variants one option away', () => {
    expect(
      adjacent(options, variants, {
        selectedOptions: [
          { name: 'Size', value: 'Single' },
          { name: 'Colour', value: 'White' },
        ],
      }),
    ).toEqual([variants[0], variants[3]])
  })
})
