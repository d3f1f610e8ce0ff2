import { type Market, type MarketCountry, shippingQuote } from './markets'
import { shipping } from './shop'

/**
 * The store's shipping rates a cart is offered in its market, as a Shopify merchant sets them up
 * from the shipping policy: one rate below the free threshold and one from it, each with its
 * delivery time. Below the threshold abroad the cost depends on the address (the carrier's rate),
 * so there is no rate to offer before checkout. The embedded store's `Cart.deliveryGroups` and its
 * demo checkout read them here; the cart shows what the store answers.
 */
export type DeliveryRate = { handle: string; title: string; description: string; cost: number }

/** Where each market's parcels go, as the policy's regional estimates name it (Singapore: domestic). */
const region: Record<MarketCountry, string> = {
  SG: 'Singapore',
  MY: 'Malaysia',
  ID: 'Asia-Pacific',
  HK: 'Asia-Pacific',
  AU: 'Asia-Pacific',
  US: 'North America',
}

/** How long delivery takes in a market, in the policy's words. */
export function deliveryTime(market: Market): string {
  if (market.country === 'SG') return shipping.domesticDelivery
  const days = shipping.regionalEstimates.find((e) => e.region === region[market.country])?.days
  return days ? `${days} business days` : shipping.internationalDelivery
}

/** The rates an order of `subtotal` (in the market's currency) is offered. */
export function deliveryRates(market: Market, subtotal: number): DeliveryRate[] {
  const quote = shippingQuote(market, subtotal)
  const description = deliveryTime(market)
  const home = market.country === 'SG'
  if (quote.kind === 'free')
    return [
      { handle: home ? 'free-shipping' : 'free-international-shipping', title: home ? 'Free Shipping' : 'Free International Shipping', description, cost: 0 },
    ]
  if (quote.kind === 'flat') return [{ handle: 'standard-shipping', title: 'Standard Shipping', description, cost: quote.amount }]
  return []
}
