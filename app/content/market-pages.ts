import type { Market } from '#shared/markets'
import { shipping } from '#shared/shop'
import { amountIn, isHome } from '~/content/market-shipping'
import { homeDescriptionLead, type PageCopy, pages } from '~/content/pages.server'

/**
 * A page's copy in a market (read on the server, as ./pages is): a description (or intro) that names Singapore's free-shipping
 * threshold names the market's own, in its currency, no longer than Singapore's; every other
 * page's copy, and all of Singapore's, as it is.
 */
export function pageCopyIn(copy: PageCopy, market: Market): PageCopy {
  if (isHome(market)) return copy
  const { freeOver } = market.shipping
  const free = freeOver === null ? null : amountIn(market, freeOver)
  switch (copy.path) {
    case pages.home.path:
      return { ...copy, description: `${homeDescriptionLead} ${free ? `Free shipping over ${free}.` : 'Shipped worldwide from Singapore.'}` }
    case pages.limitedOffers.path: {
      const range = 'Shop our whole grounding range: sheets, mats, kits and accessories'
      return {
        ...copy,
        description: free ? `${range}, with free shipping over ${free}.` : `${range}, shipped worldwide from Singapore.`,
        intro: free
          ? `Our whole range in one place, with free shipping on orders over ${free}.`
          : 'Our whole range in one place, shipped worldwide from Singapore.',
      }
    }
    case pages.shippingPolicy.path: {
      const abroad = free
        ? `Delivery to ${market.name} in ${shipping.internationalDelivery}, free over ${free}.`
        : `Worldwide delivery in ${shipping.internationalDelivery}, the cost shown at checkout.`
      return { ...copy, description: `${abroad} Singapore delivery in ${shipping.domesticDelivery}.` }
    }
    default:
      return copy
  }
}
