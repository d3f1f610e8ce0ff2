import type { AppLoadContext } from 'react-router'
import { summarize } from '~/features/catalog/card'
import { listingMembers } from '~/features/catalog/categories'
import { loadListing } from '~/features/catalog/listing.server'
import { getProductRecommendations } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { ProductSummary } from '~/lib/storefront/types'

/** How many products the cart suggests beside what it holds. */
export const CART_SUGGESTIONS = 2

/**
 * What goes with a cart: the store's complementary products for the product added last
 * (`productRecommendations(intent: COMPLEMENTARY)`), none already in the cart. When the store
 * pairs nothing with it, the best-selling accessories (SPEC's accessories rule) instead. A failed
 * load suggests nothing, never an error.
 */
export async function loadCartSuggestions(context: AppLoadContext, inCart: readonly string[], count = CART_SUGGESTIONS): Promise<ProductSummary[]> {
  const latest = inCart.at(-1)
  if (!latest) return []
  const held = new Set(inCart)
  const fresh = (list: ProductSummary[]) => list.filter((p) => !held.has(p.id)).slice(0, count)
  const complementary = await getProductRecommendations(context.storefront, latest, 'COMPLEMENTARY').catch((error: unknown) => {
    if (!(error instanceof StorefrontPaymentRequired)) console.error('[cart] could not load the store’s complementary products:', error)
    return null
  })
  const fromStore = fresh((complementary ?? []).map(summarize))
  if (fromStore.length) return fromStore
  const accessories = await loadListing(context, {
    members: listingMembers.accessories,
    params: { sort: 'best-selling', cursor: null },
    size: count + inCart.length,
    count: false,
  })
  return fresh(accessories.products)
}
