import { redirect } from 'react-router'
import type { Route } from './+types/market'
import { defaultMarket, isMarketCountry, marketForCountry, marketFromPath } from '#shared/markets'
import { inMarketAddress, marketCookie } from '~/lib/market-path'

/** A page of this shop named by the form (`/faq?q=x`), or its home: never another site. */
function ownAddress(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/'
  const url = new URL(path, 'http://shop.invalid')
  return url.origin === 'http://shop.invalid' ? `${url.pathname}${url.search}` : '/'
}

/**
 * The page's query, when the form came without it: the server's copy of a page carries none (it
 * is every shopper's), so a form sent before hydration or without JavaScript names the path only,
 * and the browser's Referer, on this same page, has the rest.
 */
function withQuery(path: string, referer: string | null): string {
  if (path.includes('?') || !referer) return path
  try {
    const from = new URL(referer)
    return marketFromPath(from.pathname).path === path ? `${path}${from.search}` : path
  } catch {
    return path
  }
}

/**
 * The country selector's action: the same page in the chosen market (its path re-prefixed, its
 * query kept), the choice remembered in a cookie. A form post, so it works without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const country = String(form.get('country') ?? '')
  const market = isMarketCountry(country) ? marketForCountry(country) : defaultMarket
  return redirect(inMarketAddress(market, withQuery(ownAddress(form.get('path')), request.headers.get('Referer'))), {
    status: 303,
    headers: { 'Set-Cookie': marketCookie(market.country), 'Cache-Control': 'no-store' },
  })
}

/** Asked for as a page, it is the home page. */
export function loader() {
  return redirect('/', 303)
}
