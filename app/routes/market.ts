import { redirect } from 'react-router'
import type { Route } from './+types/market'
import { defaultMarket, isMarketCountry, localizationFor, localizations, localizedPath, marketFromPath, type MarketLanguage } from '#shared/markets'
import { readForm } from '~/lib/form-body'
import { inMarketPath, marketCookie } from '~/lib/market-path'
import { sameSitePath, withRefererQuery } from '~/lib/same-site-path'

/**
 * The country selector's action: the same page in the chosen market (its path re-prefixed, its
 * query kept), in the page's language where that market is sold in it and in English where it is
 * not, the choice remembered in a cookie. A form post, so it works without JavaScript.
 * The URL comes from the form and the Referer: only a path of this shop (sameSitePath), else
 * the market's home.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const country = String(form.get('country') ?? '')
  const language = String(form.get('language') ?? 'EN')
  const known = localizations.some((l) => l.language === language)
  const market = isMarketCountry(country) ? localizationFor(country, known ? (language as MarketLanguage) : 'EN') : defaultMarket
  const path = sameSitePath(form.get('path')) ?? '/'
  const target =
    sameSitePath(
      inMarketPath(
        market,
        withRefererQuery(path, request.headers.get('Referer'), (page) => marketFromPath(page).path === path),
      ),
    ) ?? localizedPath(market, '/')
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': marketCookie(market.country), 'Cache-Control': 'no-store' },
  })
}

/** Asked for as a page, it is the home page. */
export function loader() {
  return redirect('/', 303)
}
