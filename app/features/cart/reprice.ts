import type { Market } from '#shared/markets'
import { toast } from '~/lib/toast'
import type { MarketPrices } from '~/lib/storefront/types'
import type { CartStatusResponse } from './api-types'
import { cartWords } from './words'
import { type CartItem, useCartStore, wanted } from './store'

/**
 * The repricing of a cart moving to another market (decision 086 (091)), loaded only when one has
 * to move: `followMarket` in ./store decides when.
 */

/**
 * The lines priced in another market: each takes the price there, or, where the store does not
 * sell it, keeps its last price and is flagged. Lines the answer does not name (added meanwhile,
 * on a page of the new market) are left as they are.
 */
export function repriceLines(items: readonly CartItem[], prices: MarketPrices): { items: CartItem[]; flagged: number } {
  const byVariant = new Map(prices.lines.map((line) => [line.variantId, line]))
  let flagged = 0
  const next = items.map((item): CartItem => {
    const line = byVariant.get(item.variantId)
    if (!line) return item
    const { unavailableIn: _old, ...rest } = item
    if (!line.price) {
      flagged += 1
      return { ...rest, unavailableIn: prices.country }
    }
    return { ...rest, price: line.price, compareAtPrice: line.compareAtPrice }
  })
  return { items: next, flagged }
}

/** Asks the store for the cart's lines in `market` and moves the cart there, telling the shopper. */
export async function repriceCart(market: Market, fetchPrices: (query: string) => Promise<CartStatusResponse>) {
  const params = new URLSearchParams({ country: market.country })
  for (const item of useCartStore.getState().items) params.append('variant', item.variantId)
  const status = await fetchPrices(params.toString()).catch(() => null)
  // Unanswered, or the page moved on meanwhile: the cart stays as it is, in its own market.
  if (!status?.prices || status.prices.country !== market.country || wanted.country !== market.country) return
  const current = useCartStore.getState()
  if (current.country === market.country) return
  // Gone from the store altogether: removed, as a restored cart's are.
  const missing = new Set(status.missing)
  const { items, flagged } = repriceLines(
    current.items.filter((i) => !missing.has(i.variantId)),
    status.prices,
  )
  // The store's cart was made in the old market: the next checkout makes one in this one.
  useCartStore.setState({ items, country: market.country, cartId: null, checkoutUrl: null })
  const { cartCopy } = cartWords()
  const country = market.name
  toast.message(cartCopy.repriced({ currency: market.currency, country }), flagged ? { description: cartCopy.repricedUnavailable({ country }) } : undefined)
  if (missing.size) toast.message(cartCopy.removedUnavailable)
}
