import type { AppLoadContext } from 'react-router'
import { PAYMENT_REQUIRED } from '~/lib/storefront/client'
import { getProducts } from './api.server'
import { filterProducts, type ListingFilter } from './rules'
import type { Product } from '~/lib/storefront/types'

export type ListingResult = { products: Product[]; notice: 'payment-required' | null }

/**
 * A listing's products, filtered by the listing's rule. A load error is logged and the list
 * comes back empty (SPEC §8: the list then shows 'No products found').
 */
export async function loadListing(
  context: AppLoadContext,
  { filter = {}, query, refine, limit }: { filter?: ListingFilter; query?: string; refine?: (products: Product[]) => Product[]; limit?: number } = {},
): Promise<ListingResult> {
  try {
    const result = await getProducts(context.storefront, { query })
    if (result === PAYMENT_REQUIRED) return { products: [], notice: 'payment-required' }
    const filtered = filterProducts(result, filter)
    const refined = refine ? refine(filtered) : filtered
    return { products: limit === undefined ? refined : refined.slice(0, limit), notice: null }
  } catch (error) {
    console.error('[catalog] could not load the product list:', error)
    return { products: [], notice: null }
  }
}
