import { describe, expect, it } from 'vitest'
import { deliveryRates, deliveryTime } from './delivery'
import { marketForCountry } from './markets'

describe("the store's delivery rates by market", () => {
  it('Singapore: the flat rate below SGD 50, free from it, in 1-3 business days', () => {
    const sg = marketForCountry('SG')
    expect(deliveryRates(sg, 49.99)).toEqual([{ handle: 'standard-shipping', title: 'Standard Shipping', description: '1-3 business days', cost: 5 }])
    expect(deliveryRates(sg, 50)).toEqual([{ handle: 'free-shipping', title: 'Free Shipping', description: '1-3 business days', cost: 0 }])
  })

  it("abroad: free from the market's threshold; below it, no rate before the address is known", () => {
    const my = marketForCountry('MY')
    expect(deliveryRates(my, 479)).toEqual([])
    expect(deliveryRates(my, 480)).toEqual([
      { handle: 'free-international-shipping', title: 'Free International Shipping', description: '3-5 business days', cost: 0 },
    ])
    expect(deliveryRates(marketForCountry('US'), 10_000)).toEqual([])
  })

  it("quotes each market's delivery time from the shipping policy", () => {
    expect(deliveryTime(marketForCountry('AU'))).toBe('5-8 business days')
    expect(deliveryTime(marketForCountry('FR'))).toBe('7-12 business days')
  })
})
