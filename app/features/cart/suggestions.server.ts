import type { AppLoadContext } from 'react-router'
import { summarize } from '~/features/catalog/card'
import { listingMembers } from '~/features/catalog/categories'
import { loadListing } from '~/features/catalog/listing.server'
import { getProductRecommendations } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { ProductSummary } from '~/lib/storefront/types'

/** How many products the cart suggests beside what it holds. */
export const CART_SUGGESTIONS = 3
/** How many best sellers are read to find ones priced near the gap (the shop sells a few dozen products). */
const BEST_SELLERS_READ = 50

/** A suggestion is added with one tap: a product with one variant for sale, not already in the cart. */
const addable = (held: ReadonlySet<string>) => (p: ProductSummary) => typeof p.action === 'object' && !held.has(p.id)

/**
 * Nearest to closing the gap first: those that close it, cheapest first, then the others, dearest
 * first. Without a gap (the cart already ships free) the store's order is kept.
 */
export function byGap(gap: number | null) {
  return (a: ProductSummary, b: ProductSummary) => {
    if (gap === null) return 0
    const rank = (p: ProductSummary) => {
      const price = Number(p.price.amount)
      return price >= gap ? price - gap : 1e9 + (gap - price)
    }
    return rank(a) - rank(b)
  }
}

/**
 * What goes with a cart (issue 34): the store's complementary products for the product added last
 * (`productRecommendations(intent: COMPLEMENTARY)`), then the store's best sellers priced nearest
 * to what the cart lacks for free shipping (`gap`), none already in the cart and each one a tap
 * adds. A failed load suggests nothing, never an error.
 */
export async function loadCartSuggestions(
  context: AppLoadContext,
  inCart: readonly string[],
  { gap = null, count = CART_SUGGESTIONS }: { gap?: number | null; count?: number } = {},
): Promise<ProductSummary[]> {
  const latest = inCart.at(-1)
  if (!latest) return []
  const fresh = addable(new Set(inCart))
  const complementary = await getProductRecommendations(context.storefront, latest, 'COMPLEMENTARY').catch((error: unknown) => {
    if (!(error instanceof StorefrontPaymentRequired)) console.error('[cart] could not load the store’s complementary products:', error)
    return null
  })
  const picked = (complementary ?? []).map(summarize).filter(fresh).slice(0, count)
  if (picked.length === count) return picked
  const bestSellers = await loadListing(context, {
    members: listingMembers.all,
    params: { sort: 'best-selling', cursor: null },
    size: BEST_SELLERS_READ,
    count: false,
  })
  const taken = new Set(picked.map((p) => p.id))
  const nearGap = bestSellers.products.filter((p) => fresh(p) && !taken.has(p.id)).sort(byGap(gap))
  return [...picked, ...nearGap].slice(0, count)
}
