import type { Ref } from 'react'
import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps, type To, useLocation } from 'react-router'
import { type Market, marketFromPath } from '#shared/markets'
import { inMarketPath } from '~/lib/market-path'

/**
 * The shop's internal links: React Router's, kept inside the shopper's market (decision 086 (090)).
 * A link written as Singapore's URL (`/faq`) points at `/en-my/faq` on a Malaysian page. Use
 * these instead of React Router's `Link` and `NavLink` for every link to a page of the shop.
 */

/** The market of the page being shown, from its URL (the same on the server and in the browser). */
export function useMarket(): Market {
  return marketFromPath(useLocation().pathname).market
}

/** `to` in a market: a string or a `{ pathname, search, hash }` object. */
export function localizeTo(market: Market, to: To): To {
  if (typeof to === 'string') return inMarketPath(market, to)
  if (!to.pathname) return to
  return { ...to, pathname: inMarketPath(market, to.pathname) }
}

/** A function giving internal URLs (form actions, fetchers, `navigate`) in the current market. */
export function useLocalizedPath(): (to: string) => string {
  const market = useMarket()
  return (to) => inMarketPath(market, to)
}

export function Link({ to, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink to={localizeTo(useMarket(), to)} {...rest} />
}

export function NavLink({ to, ...rest }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterNavLink to={localizeTo(useMarket(), to)} {...rest} />
}
