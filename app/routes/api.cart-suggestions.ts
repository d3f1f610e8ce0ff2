import { data } from 'react-router'
import type { Route } from './+types/api.cart-suggestions'
import { loadCartSuggestions } from '~/features/cart/suggestions.server'
import type { ProductSummary } from '~/lib/storefront/types'

/** A cart holds at most this many distinct products worth reading; more are ignored. */
const MAX_PRODUCTS = 50
const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d{1,20}$/

/** What the cart lacks for free shipping, in the cart's currency: a positive amount, or none. */
function gapOf(raw: string | null): number | null {
  const gap = raw === null ? NaN : Number(raw)
  return Number.isFinite(gap) && gap > 0 && gap < 1e9 ? gap : null
}

/**
 * Suggestions for the cart (`?product=<gid>`, repeated, the last added last; `gap`, what it lacks
 * for free shipping): JSON, cacheable for a minute.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const products = params
    .getAll('product')
    .filter((id) => PRODUCT_GID.test(id))
    .slice(-MAX_PRODUCTS)
  const suggestions = await loadCartSuggestions(context, products, { gap: gapOf(params.get('gap')) })
  return data<{ suggestions: ProductSummary[] }>({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
