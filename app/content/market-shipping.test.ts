import { describe, expect, it } from 'vitest'
import { marketForCountry, markets } from '#shared/markets'
import { amountIn, marketShippingCopy, shippingBanner } from './market-shipping'

describe('what the shop says about shipping in each market', () => {
  it('names the currency of every amount, from the market table', () => {
    expect(markets.map((m) => shippingBanner(m))).toEqual([
      'Free Domestic Shipping Over SGD 50',
      'Free Shipping Over MYR 480',
      'Free Shipping Over IDR 1,900,000',
      'Free Shipping Over HKD 900',
      'Free Shipping Over AUD 180',
      'Worldwide Shipping from Singapore',
    ])
    for (const market of markets) expect(shippingBanner(market)).not.toMatch(/\$/)
  })

  it('keeps the banner short enough for one line on a 320 px phone', () => {
    // Singapore's, one word longer than a bare "$50", is the measure.
    const longest = Math.max(...markets.map((m) => shippingBanner(m).length))
    expect(longest).toBeLessThanOrEqual(shippingBanner(markets[0]).length)
  })

  it('words the home perk and the product benefit for the market', () => {
    expect(marketShippingCopy.perk(marketForCountry('SG'))).toBe('Free shipping on orders of SGD 50 and over')
    expect(marketShippingCopy.perk(marketForCountry('MY'))).toBe('Free shipping to Malaysia on orders of MYR 480 and over')
    expect(marketShippingCopy.benefit(marketForCountry('AU'))).toEqual({ title: 'Free shipping to Australia', body: 'On orders of AUD 180 and over.' })
    expect(marketShippingCopy.benefit(marketForCountry('US')).title).toBe('Ships worldwide')
    expect(amountIn(marketForCountry('ID'), 1_900_000)).toBe('IDR 1,900,000')
  })
})
