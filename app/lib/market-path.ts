import { readCookie } from '#shared/cookies'
import { localizations, localizedPath, type Market, marketFromPath } from '#shared/markets'

/**
 * URLs inside a market (decision 086 (090)): Singapore keeps the unprefixed paths, every
 * other market lives under its prefix (`/en-my/faq`). Pure, so the server, the links and the
 * tests read one rule.
 */

/** The market a request's URL belongs to, loader data (`/en-my.data`, `/en-my/faq.data`) included. */
export function marketOfPath(pathname: string): Market {
  return marketFromPath(pathname.replace(/(\/_)?\.data$/, '')).market
}

/** Whether a first path segment is a market's prefix (`en-my`, `id-id`, any case); Singapore's English has none. */
export const isMarketPrefix = (segment: string | undefined): boolean =>
  !!segment && localizations.some((m) => m.pathPrefix && m.pathPrefix === `/${segment.toLowerCase()}`)

/**
 * An internal URL (`/faq?q=x#y`) in `market`: its path re-prefixed, its query and fragment
 * kept. A URL already inside a market is first taken out of it, so switching market moves
 * a page across. Anything else (`#top`, `mailto:`, `https://…`, `//host`) is left as it is.
 */
export function inMarketPath(market: Market, to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to
  const cut = to.search(/[?#]/)
  const pathname = cut === -1 ? to : to.slice(0, cut)
  const rest = cut === -1 ? '' : to.slice(cut)
  return localizedPath(market, marketFromPath(pathname).path) + rest
}

/** The URL of the page at `pathname` + `search` as Singapore spells it: the page itself, whatever its market. */
export const unlocalizedPath = (pathname: string, search = ''): string => marketFromPath(pathname).path + search

/**
 * The cookie that remembers a shopper's chosen market (`market=MY`): read in the browser only, to
 * stop offering another market, so no page depends on it and the page cache may ignore it.
 */
export const MARKET_COOKIE = 'market'

/** Whether a `Cookie` header carries nothing but the market choice (or nothing at all). */
export const onlyMarketCookie = (header: string): boolean =>
  header
    .split(';')
    .map((part) => part.trim())
    .every((part) => !part || part.startsWith(`${MARKET_COOKIE}=`))

/** A shopper's remembered market in a `Cookie` header (or `document.cookie`), if any. */
export function chosenCountry(cookies: string): string | null {
  const value = readCookie(cookies, MARKET_COOKIE)
  return value && /^[A-Z]{2}$/.test(value) ? value : null
}

/** The cookie remembering `country` for a year, on the whole shop. */
export const marketCookie = (country: string): string => `${MARKET_COOKIE}=${country}; Path=/; Max-Age=31536000; SameSite=Lax`

/**
 * An internal URL in the market of the page the browser shows, for code outside React (the
 * cart's calls to `/api/*`), so the store answers in that market. On the server: unchanged.
 */
export function inPageMarket(to: string): string {
  if (typeof window === 'undefined') return to
  return inMarketPath(marketFromPath(window.location.pathname).market, to)
}
