import { data } from 'react-router'
import type { Route } from './+types/api.cart-status'
import type { CartStatusResponse } from '~/features/cart/api-types'
import { isMarketCountry, marketForCountry } from '#shared/markets'
import { cartStatus } from '~/lib/storefront/cart'

/**
 * Whether the stored cart still exists at the store, and which stored variants are gone; with
 * `country` (a market's), the variants' prices in that market, for a cart moving there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const cartId = params.get('cart')?.slice(0, 300) || null
  const variants = params
    .getAll('variant')
    .slice(0, 100)
    .map((v) => v.slice(0, 200))
  const country = params.get('country')?.toUpperCase() ?? ''
  const market = isMarketCountry(country) ? marketForCountry(country) : undefined
  const headers = { 'Cache-Control': 'no-store' }
  try {
    return data<CartStatusResponse>(await cartStatus(context.storefront, cartId, variants, market), { headers })
  } catch (error) {
    console.error('[cart] could not check the stored cart:', error)
    return data<CartStatusResponse>({ cart: 'unknown', missing: [] }, { headers })
  }
}
