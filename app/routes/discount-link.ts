import { redirect } from 'react-router'
import type { Route } from './+types/discount-link'
import { discountLinkCookie, linkedCode } from '#shared/discount-code'
import { localizedPath, marketFromPath } from '#shared/markets'
import { storable } from '#shared/storable-text'
import { sameSitePath } from '~/lib/same-site-path'

/**
 * Shopify's discount links, `/discount/<code>?redirect=<path>`, as newsletters and the shop's own
 * mails link them: the code is kept for the shopper's cart (a cookie the page moves into the cart,
 * where the store says whether it applies) and the shopper goes on to the page named, on this
 * shop only (anything else: the market's home).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { market } = marketFromPath(url.pathname)
  const asked = sameSitePath(url.searchParams.get('redirect'))
  // A path without a market's prefix is the link's market's page.
  const target = asked ? (marketFromPath(asked).market.pathPrefix ? asked : localizedPath(market, asked)) : localizedPath(market, '/')
  const code = linkedCode(storable(params.code))
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (code) headers.append('Set-Cookie', discountLinkCookie(code, new URL(context.siteUrl).protocol === 'https:'))
  return redirect(target, { headers })
}
