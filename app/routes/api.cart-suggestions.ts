import { data } from 'react-router'
import type { Route } from './+types/api.cart-suggestions'
import { loadCartSuggestions } from '~/features/cart/suggestions.server'
import type { ProductSummary } from '~/lib/storefront/types'

/** A cart holds at most this many distinct products worth reading; more are ignored. */
const MAX_PRODUCTS = 50
const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d{1,20}$/

/** Suggestions for the cart (`?product=<gid>`, repeated, the last added last): JSON, cacheable for a minute. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const products = new URL(request.url).searchParams
    .getAll('product')
    .filter((id) => PRODUCT_GID.test(id))
    .slice(-MAX_PRODUCTS)
  const suggestions = await loadCartSuggestions(context, products)
  return data<{ suggestions: ProductSummary[] }>({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
