import { searchQuery } from '#shared/search-query'
/**
 * What a listing's URL says: its sort (`sort`) and where its page starts (`after`) or ends
 * (`before`), a Storefront API cursor. Anything unknown or malformed reads as the default: the
 * first page in the featured sort. Shared by the loaders and the listing's links and form.
 */
import type { PageCursor, ProductSort } from '~/lib/storefront/catalogue'
import { filterParams, parseFilterParams } from '~/lib/storefront/filters'

export const sortOptions = [
  // The store's own sort: relevance without a query, the most relevant first for a search.
  { id: 'featured', sortKey: 'RELEVANCE', reverse: false },
  { id: 'best-selling', sortKey: 'BEST_SELLING', reverse: false },
  { id: 'price-asc', sortKey: 'PRICE', reverse: false },
  { id: 'price-desc', sortKey: 'PRICE', reverse: true },
  { id: 'newest', sortKey: 'CREATED_AT', reverse: true },
] as const satisfies readonly (ProductSort & { id: string })[]

export type SortOption = (typeof sortOptions)[number]
export type SortId = SortOption['id']
export const DEFAULT_SORT: SortId = 'featured'

export type Cursor = PageCursor

export type ListingParams = { sort: SortId; cursor: Cursor }

export const LISTING_PARAMS = ['sort', 'after', 'before'] as const
/** The listings' other parameters, kept when the sort or the page changes; nothing else is (tracking). */
const KEPT_PARAMS = ['q', 'category'] as const

/**
 * The search, category and filters a listing's other pages and sorts keep, as the listing read
 * them (a search at most `searchQueryMax` characters; filters it could not read left out).
 */
export const keptParams = (search: URLSearchParams): [name: string, value: string][] => [
  ...KEPT_PARAMS.flatMap((name): [string, string][] => (search.has(name) ? [[name, searchQuery(search, name)]] : [])),
  ...filterParams(parseFilterParams(search)),
]

/** Shopify's cursors are base64 (plain or URL-safe) of a few dozen bytes; anything else is not one. */
const CURSOR = /^[A-Za-z0-9+/_=-]{1,512}$/

export function sortOption(id: SortId): SortOption {
  return sortOptions.find((o) => o.id === id)!
}

export function readListingParams(search: URLSearchParams): ListingParams {
  const sort = sortOptions.find((o) => o.id === search.get('sort'))?.id ?? DEFAULT_SORT
  const after = search.get('after')
  const before = search.get('before')
  const cursor = after && CURSOR.test(after) ? { after } : before && CURSOR.test(before) ? { before } : null
  return { sort, cursor }
}

/** The URL of another page or sort of the same listing; its search or category is kept. */
export function listingHref(pathname: string, search: URLSearchParams, change: { sort?: SortId; cursor?: Cursor }): string {
  const next = new URLSearchParams(keptParams(search))
  const sort = change.sort ?? readListingParams(search).sort
  if (sort !== DEFAULT_SORT) next.set('sort', sort)
  if (change.cursor && 'after' in change.cursor) next.set('after', change.cursor.after)
  if (change.cursor && 'before' in change.cursor) next.set('before', change.cursor.before)
  const query = next.toString()
  return query ? `${pathname}?${query}` : pathname
}
