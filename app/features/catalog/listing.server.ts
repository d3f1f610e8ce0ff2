import type { AppLoadContext } from 'react-router'
import { catalogue } from '#shared/shop'
import {
  collectionSort,
  countCollectionProducts,
  countProducts,
  type Facet,
  type FilteredPage,
  getCollectionPage,
  getProductPage,
  type ListingCount,
  type ProductPage,
  searchSort,
  searchProductPage,
} from '~/lib/storefront/catalogue'
import { filterOfInput, filterParams, parseFilterParams, type ProductFilter } from '~/lib/storefront/filters'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import { marketOf } from '~/lib/storefront/market'
import { summarize } from './card'
import type { Product, ProductSummary } from '~/lib/storefront/types'
import { RULES_LANGUAGE } from './rules'
import type { ListingMembers } from './categories'
import { type Cursor, DEFAULT_SORT, type ListingParams, readListingParams, type SortId, sortOption } from './listing-params'

export type ListingResult = {
  products: ProductSummary[]
  notice: 'payment-required' | null
  /** The sort shown: the one asked for, or the default when the URL could not be used. */
  sort: SortId
  /** Where the neighbouring pages start or end; null at either end of the listing. */
  pages: { previous: Cursor; next: Cursor }
  /** How many products the whole listing has; null when not counted or the count failed. */
  total: { count: number; more: boolean } | null
  /** The store's filters for the listing with their counts; empty when it is not read from a collection or a search. */
  facets: Facet[]
  /** The sorts the listing can be shown in, when not every one (a search sorts by relevance or price only). */
  sorts?: readonly SortId[]
}

const FIRST_PAGE: ListingParams = { sort: DEFAULT_SORT, cursor: null }
const empty = (notice: ListingResult['notice'] = null): ListingResult => ({
  products: [],
  notice,
  sort: DEFAULT_SORT,
  pages: { previous: null, next: null },
  total: null,
  facets: [],
})

const pagesOf = ({ pageInfo }: ProductPage): ListingResult['pages'] => ({
  previous: pageInfo.hasPreviousPage && pageInfo.startCursor ? { before: pageInfo.startCursor } : null,
  next: pageInfo.hasNextPage && pageInfo.endCursor ? { after: pageInfo.endCursor } : null,
})

const logCountError = (error: unknown) => {
  // A store that needs payment is reported once, by the page itself.
  if (!(error instanceof StorefrontPaymentRequired)) console.error('[catalog] could not count the listing:', error)
  return null
}

/**
 * A listing's count (`read`, the store's titles of its members), and which products of its page its
 * title rule (`accepts`) keeps. The rules read English titles: a page in English is narrowed by its
 * own titles; a page in another language shows the store's translated ones, so it keeps, by id, the
 * products whose English titles the count read and the rule accepted. A count by a title rule is
 * read in English in every language, so a counted page asks the store no more than in English; an
 * uncounted one in another language reads the titles all the same. Should they fail to load, that
 * page fails with them; past the count's 10,000 products, it keeps those counted.
 */
function countAndKeep(
  context: AppLoadContext,
  { count, accepts, read }: { count: boolean; accepts?: (title: string) => boolean; read: (language?: typeof RULES_LANGUAGE) => Promise<ListingCount | null> },
) {
  const byId = accepts !== undefined && marketOf(context.storefront).language !== RULES_LANGUAGE
  const counting = count || byId ? read(accepts && RULES_LANGUAGE) : null
  // Handled here whichever way it goes: a page that fails first never waits for it.
  counting?.catch(() => {})
  const total: Promise<ListingResult['total']> | null =
    count && counting ? counting.then((counted) => counted && { count: counted.ids.size, more: counted.more }).catch(logCountError) : null
  const keep = async (products: Product[]): Promise<Product[]> => {
    if (!accepts) return products
    if (!byId) return products.filter((p) => accepts(p.title))
    const counted = await counting
    return counted ? products.filter((p) => counted.ids.has(p.id)) : []
  }
  return { total, keep }
}

/**
 * A listing read from the store's collection `handle`, narrowed by `filters`; null when the store
 * has no such collection (the caller then uses the listing's title rules). A URL the store
 * refuses gives the first page in the default sort, as below.
 */
async function loadCollectionListing(
  context: AppLoadContext,
  {
    handle,
    filters,
    params,
    size,
    count,
    accepts,
  }: { handle: string; filters: ProductFilter[]; params: ListingParams; size: number; count: boolean; accepts?: (title: string) => boolean },
): Promise<ListingResult | null> {
  // Narrowed by title, a page of the collection would show only the few it accepts: the whole of
  // it at once (Shopify's largest page), so a narrowed listing is one page unless it is very large.
  const pageSize = accepts ? MAX_PAGE : size
  const fetchPage = (p: ListingParams) =>
    getCollectionPage(context.storefront, { handle, filters, sort: collectionSort(sortOption(p.sort)), cursor: p.cursor, size: pageSize })
  const { total, keep } = countAndKeep(context, {
    count,
    accepts,
    read: (language) => countCollectionProducts(context.storefront, { handle, filters, accepts, language }),
  })
  try {
    let shown = params
    let page: FilteredPage | null
    try {
      page = await fetchPage(params)
      if (page && page.products.length === 0 && params.cursor) throw new Error('no products after this cursor')
    } catch (error) {
      if (error instanceof StorefrontPaymentRequired || (params.sort === DEFAULT_SORT && !params.cursor)) throw error
      console.warn(`[catalog] the listing's URL could not be used (${(error as Error).message}); showing its first page`)
      shown = FIRST_PAGE
      page = await fetchPage(FIRST_PAGE)
    }
    if (!page) {
      await total
      return null
    }
    return {
      products: sortByShownPrice((await keep(page.products)).map(summarize), shown.sort),
      notice: null,
      sort: shown.sort,
      pages: pagesOf(page),
      total: await total,
      facets: accepts ? await narrowedFacets(context, { handle, filters, facets: page.facets, accepts }) : page.facets,
    }
  } catch (error) {
    await total
    if (error instanceof StorefrontPaymentRequired) return empty('payment-required')
    console.error('[catalog] could not load the product list:', error)
    return empty()
  }
}

/** Shopify's largest page of a connection. */
const MAX_PAGE = 250

/** A filter's group: values of one group are either-or, and a value's count ignores its own group's. */
const groupOf = (filter: ProductFilter) => (filter.price ? 'price' : (filterParams([filter])[0]?.[0] ?? JSON.stringify(filter)))

/**
 * The collection's facets counted over the products `accepts` keeps (an accessories category):
 * each value's count asked of the store as Shopify counts it (the filters of the other groups on,
 * its own), then narrowed by title. A count that fails reads as the store's own.
 */
async function narrowedFacets(
  context: AppLoadContext,
  { handle, filters, facets, accepts }: { handle: string; filters: ProductFilter[]; facets: Facet[]; accepts: (title: string) => boolean },
): Promise<Facet[]> {
  const recount = async (value: Facet['values'][number]) => {
    const filter = filterOfInput(value.input)
    if (!filter) return value
    const others = filters.filter((f) => groupOf(f) !== groupOf(filter))
    // Counted by the titles in the rules' language, as the listing is.
    const counted = await countCollectionProducts(context.storefront, { handle, filters: [...others, filter], accepts, language: RULES_LANGUAGE }).catch(
      logCountError,
    )
    return counted ? { ...value, count: counted.ids.size } : value
  }
  return Promise.all(facets.map(async (facet) => (facet.type === 'PRICE_RANGE' ? facet : { ...facet, values: await Promise.all(facet.values.map(recount)) })))
}

/**
 * One page of a listing, its members asked of the store and checked by the listing's rule, with
 * the listing's size. A cursor the store refuses, or one past the end (a stale URL), gives
 * the first page in the default sort. A load error is logged and the list comes back empty
 * (the list then shows 'No products found', docs/product.md#listings).
 */
/** What a listing's URL asks for: its page and sort, and the store's filters (Shopify's `filter.*`). */
export const readListingQuery = (search: URLSearchParams) => ({ params: readListingParams(search), filters: parseFilterParams(search) })

export async function loadListing(
  context: AppLoadContext,
  {
    members = {},
    params = FIRST_PAGE,
    size = catalogue.pageSize,
    count = true,
    collection,
    filters = [],
    narrow,
  }: {
    members?: ListingMembers
    params?: ListingParams
    size?: number
    count?: boolean
    /** The store's collection of this listing (a handle): read when the store has it, `members` otherwise. */
    collection?: string
    /** Filters (Shopify's `ProductFilter`), applied to a collection; a listing by title rules has none. */
    filters?: ProductFilter[]
    /** With `collection`: read it narrowed to these titles (an accessories category), its facets counted for them. */
    narrow?: (title: string) => boolean
  } = {},
): Promise<ListingResult> {
  if (collection) {
    const listing = await loadCollectionListing(context, { handle: collection, filters, params, size, count, accepts: narrow })
    if (listing) return listing
  }
  const { query, accepts } = members
  const fetchPage = (p: ListingParams) => getProductPage(context.storefront, { query, sort: sortOption(p.sort), cursor: p.cursor, size })
  const { total, keep } = countAndKeep(context, { count, accepts, read: (language) => countProducts(context.storefront, { query, accepts, language }) })
  try {
    let shown = params
    let page: ProductPage
    try {
      page = await fetchPage(params)
      if (page.products.length === 0 && params.cursor) throw new Error('no products after this cursor')
    } catch (error) {
      if (error instanceof StorefrontPaymentRequired || params === FIRST_PAGE || (params.sort === DEFAULT_SORT && !params.cursor)) throw error
      console.warn(`[catalog] the listing's URL could not be used (${(error as Error).message}); showing its first page`)
      shown = FIRST_PAGE
      page = await fetchPage(FIRST_PAGE)
    }
    return {
      products: sortByShownPrice((await keep(page.products)).map(summarize), shown.sort),
      notice: null,
      sort: shown.sort,
      pages: pagesOf(page),
      total: await total,
      facets: [],
    }
  } catch (error) {
    await total
    if (error instanceof StorefrontPaymentRequired) return empty('payment-required')
    console.error('[catalog] could not load the product list:', error)
    return empty()
  }
}

/**
 * The store sorts by the lowest price of any variant, sold out or not; a card shows the lowest one
 * can buy at. A page sorted by price is put in the order of the prices it shows (stable, so equal
 * prices keep the store's order); across pages the store's sort stands.
 */
function sortByShownPrice(products: ProductSummary[], sort: SortId): ProductSummary[] {
  if (sort !== 'price-asc' && sort !== 'price-desc') return products
  const direction = sort === 'price-asc' ? 1 : -1
  return products.toSorted((a, b) => direction * (Number(a.price.amount) - Number(b.price.amount)))
}

/** A search's sorts: the store's `search()` sorts by relevance (the listings' featured sort) or price only. */
export const SEARCH_SORTS = ['featured', 'price-asc', 'price-desc'] as const satisfies readonly SortId[]

/**
 * One page of a shopper's search through the store's `search()` (typo-tolerant, unavailable
 * products last), narrowed by `filters`, with its facets and total. A sort a search cannot
 * take, or a cursor the store refuses, gives the first page by relevance, as a listing does.
 */
export async function loadSearch(
  context: AppLoadContext,
  { query, params = FIRST_PAGE, filters = [], size = catalogue.pageSize }: { query: string; params?: ListingParams; filters?: ProductFilter[]; size?: number },
): Promise<ListingResult> {
  const asked: ListingParams = (SEARCH_SORTS as readonly SortId[]).includes(params.sort) ? params : { ...params, sort: DEFAULT_SORT }
  const fetchPage = (p: ListingParams) =>
    searchProductPage(context.storefront, { query, filters, sort: searchSort(sortOption(p.sort)), cursor: p.cursor, size })
  try {
    let shown = asked
    let page: Awaited<ReturnType<typeof fetchPage>>
    try {
      page = await fetchPage(asked)
      if (page.products.length === 0 && asked.cursor) throw new Error('no products after this cursor')
    } catch (error) {
      if (error instanceof StorefrontPaymentRequired || (asked.sort === DEFAULT_SORT && !asked.cursor)) throw error
      console.warn(`[catalog] the search's URL could not be used (${(error as Error).message}); showing its first page`)
      shown = FIRST_PAGE
      page = await fetchPage(FIRST_PAGE)
    }
    return {
      products: sortByShownPrice(page.products.map(summarize), shown.sort),
      notice: null,
      sort: shown.sort,
      pages: pagesOf(page),
      total: { count: page.total, more: false },
      facets: page.facets,
      sorts: SEARCH_SORTS,
    }
  } catch (error) {
    if (error instanceof StorefrontPaymentRequired) return { ...empty('payment-required'), sorts: SEARCH_SORTS }
    console.error('[catalog] could not search the store:', error)
    return { ...empty(), sorts: SEARCH_SORTS }
  }
}

/** How many best sellers a page with nothing to show suggests. */
export const SUGGESTED_BEST_SELLERS = 4

/** The store's best sellers, the first `count` of them (offered where a shopper found nothing). */
export function loadBestSellers(context: AppLoadContext, count: number): Promise<ListingResult> {
  return loadListing(context, { params: { sort: 'best-selling', cursor: null }, size: count, count: false })
}
