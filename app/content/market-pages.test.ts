import { describe, expect, it } from 'vitest'
import { marketForCountry, markets } from '#shared/markets'
import { pageCopyIn } from './market-pages'
import { pages } from './pages.server'

describe("a page's copy in a market", () => {
  it("keeps Singapore's copy as it is", () => {
    for (const copy of Object.values(pages)) expect(pageCopyIn(copy, marketForCountry('SG'))).toBe(copy)
  })

  it("names the market's own free-shipping threshold where Singapore's names its own", () => {
    const my = marketForCountry('MY')
    expect(pageCopyIn(pages.home, my).description).toMatch(/ Free shipping over MYR 480\.$/)
    expect(pageCopyIn(pages.limitedOffers, my)).toMatchObject({
      description: 'Shop our whole grounding range: sheets, mats, kits and accessories, with free shipping over MYR 480.',
      intro: 'Our whole range in one place, with free shipping on orders over MYR 480.',
    })
    expect(pageCopyIn(pages.shippingPolicy, marketForCountry('AU')).description).toBe(
      'Delivery to Australia in 5-14 business days, free over AUD 180. Singapore delivery in 1-3 business days.',
    )
    // The rest of the world never ships free: no threshold is claimed.
    for (const copy of [pages.home, pages.limitedOffers, pages.shippingPolicy])
      expect(pageCopyIn(copy, marketForCountry('US')).description).not.toMatch(/free|\$|SGD|USD/i)
  })

  it('leaves pages whose copy names no amount unchanged, and no description longer than Singapore’s', () => {
    for (const market of markets) {
      expect(pageCopyIn(pages.faq, market)).toBe(pages.faq)
      expect(pageCopyIn(pages.shopAll, market)).toBe(pages.shopAll)
      for (const copy of [pages.home, pages.limitedOffers, pages.shippingPolicy]) {
        const own = pageCopyIn(copy, market)
        expect(own.description.length, `${market.country} ${copy.path}`).toBeLessThanOrEqual(Math.max(copy.description.length, 160))
        if (market.country !== 'SG') expect(own.description, `${market.country} ${copy.path}`).not.toMatch(/\$|SGD/)
      }
    }
  })
})
