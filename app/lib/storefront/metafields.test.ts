import { describe, expect, it } from 'vitest'
import { detailIdentifiers, productDetails } from './metafields'

const field = (key: string, value: string, namespace = 'custom') => ({ namespace, key, value })

describe('productDetails', () => {
  it('reads each detail as its lines, trimmed, without blank ones', () => {
    expect(
      productDetails([field('in_the_box', '1 sheet\r\n\n  1 cord  \n'), field('size_and_fit', 'Queen: 152 x 203 cm.'), field('care', 'Wash cold.\nLine dry.')]),
    ).toEqual({
      inTheBox: ['1 sheet', '1 cord'],
      sizeAndFit: ['Queen: 152 x 203 cm.'],
      care: ['Wash cold.', 'Line dry.'],
    })
  })

  it('leaves a detail out when the store answers null for it, or only blank text', () => {
    expect(productDetails([null, field('size_and_fit', ' \n '), field('care', 'Wipe clean.')])).toEqual({
      inTheBox: null,
      sizeAndFit: null,
      care: ['Wipe clean.'],
    })
  })

  it('ignores other namespaces and a missing list', () => {
    expect(productDetails([field('care', 'Not ours', 'reviews')])).toEqual({ inTheBox: null, sizeAndFit: null, care: null })
    expect(productDetails(undefined)).toEqual({ inTheBox: null, sizeAndFit: null, care: null })
  })

  it('asks for the three details in the custom namespace', () => {
    expect(detailIdentifiers).toEqual([
      { namespace: 'custom', key: 'in_the_box' },
      { namespace: 'custom', key: 'size_and_fit' },
      { namespace: 'custom', key: 'care' },
    ])
  })
})
