import { defaultMarket, type Market } from '#shared/markets'
import { groupThousands } from '#shared/numbers'

/**
 * What the shop says about delivery in each market, from the market table's shipping rule
 * (shared/markets.ts): the banner, the home page's perk and the product page's benefit. Every
 * amount names its currency ("SGD 50"), since a "$" alone reads as the shopper's own dollar.
 */

/** A whole amount of a market's currency as copy quotes a rate or threshold: `SGD 50`, `IDR 1,900,000`. */
export const amountIn = (market: Pick<Market, 'currency'>, amount: number) => `${market.currency} ${groupThousands(amount)}`

export const isHome = (market: Market) => market.country === defaultMarket.country

/** The promo banner's first line; short enough for one line at 320 px beside the rating. A function of its own: every page's script takes it. */
export function shippingBanner(market: Market): string {
  const { freeOver } = market.shipping
  if (freeOver === null) return 'Worldwide Shipping from Singapore'
  return isHome(market) ? `Free Domestic Shipping Over ${amountIn(market, freeOver)}` : `Free Shipping Over ${amountIn(market, freeOver)}`
}

/** The home page's perk and the product page's benefit, sent as route data. */
export const marketShippingCopy = {
  /** The home page's shipping perk. */
  perk(market: Market): string {
    const { freeOver } = market.shipping
    if (freeOver === null) return 'Worldwide shipping, cost shown at checkout'
    return isHome(market)
      ? `Free shipping on orders of ${amountIn(market, freeOver)} and over`
      : `Free shipping to ${market.name} on orders of ${amountIn(market, freeOver)} and over`
  },
  /** The product page's shipping benefit. */
  benefit(market: Market): { title: string; body: string } {
    const { freeOver } = market.shipping
    if (freeOver === null) return { title: 'Ships worldwide', body: 'From Singapore to your door; checkout shows the cost for your address.' }
    if (isHome(market)) return { title: 'Free domestic shipping', body: `On Singapore orders of ${amountIn(market, freeOver)} and over.` }
    return { title: `Free shipping to ${market.name}`, body: `On orders of ${amountIn(market, freeOver)} and over.` }
  },
}
