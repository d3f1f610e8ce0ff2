import { LISTING_PARAMS } from '../app/features/catalog/listing-params'
import { filterParams } from '../app/features/reviews/filters'
import { filterParams as productFilterParams, parseFilterParams } from '../app/lib/storefront/filters'
import { marketFromPath } from '../shared/markets'

/**
 * The query parameters each page reads, and so the only ones that may change it: the page cache
 * keys on these alone. Anything else in a URL (utm_*, fbclid, gclid, a parameter nobody
 * knows) is the same page, served from the same copy. A page that starts reading a parameter
 * must list it here; tests/e2e/page-params.spec.ts checks each page against this table.
 */
export const PAGE_PARAMS: readonly { page: string; path: RegExp; params: readonly string[]; filters?: true }[] = [
  { page: '/shop-all', path: /^\/shop-all$/, params: ['q', ...LISTING_PARAMS], filters: true },
  { page: '/faq', path: /^\/faq$/, params: ['q'] },
  { page: '/accessories', path: /^\/accessories$/, params: ['category', ...LISTING_PARAMS], filters: true },
  { page: '/sleep-products', path: /^\/sleep-products$/, params: LISTING_PARAMS, filters: true },
  { page: '/mats-products', path: /^\/mats-products$/, params: LISTING_PARAMS, filters: true },
  { page: '/limited-offers', path: /^\/limited-offers$/, params: LISTING_PARAMS, filters: true },
  { page: '/testimonials', path: /^\/testimonials$/, params: filterParams },
  { page: '/product/:handle', path: /^\/product\/[^/]+$/, params: ['variant'] },
]

/** The table's entry for `pathname`, in any market (`/en-my/faq`). */
const entryOf = (pathname: string) => {
  const { path } = marketFromPath(pathname)
  return PAGE_PARAMS.find((entry) => entry.path.test(path))
}

/** The parameters `pathname` reads (none for a page not in the table), in any market. */
export const paramsOf = (pathname: string): readonly string[] => entryOf(pathname)?.params ?? []

/**
 * The URL as far as the page can tell: its path and the parameters it reads, in the table's
 * order, each as the page reads it (the first value; `URLSearchParams.get`), then, on a listing,
 * its filters (`filter.*`, Shopify's convention) as the listing reads them: every value, those it
 * cannot read left out.
 */
export function pagePath(url: URL): string {
  const kept = new URLSearchParams()
  const entry = entryOf(url.pathname)
  for (const name of entry?.params ?? []) {
    const value = url.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  if (entry?.filters) for (const [name, value] of productFilterParams(parseFilterParams(url.searchParams))) kept.append(name, value)
  const search = kept.toString()
  return search ? `${url.pathname}?${search}` : url.pathname
}
