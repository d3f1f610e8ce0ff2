/**
 * The catalogue reads: listings a page at a time, counts, a product with every variant, search
 * suggestions and the sitemap's handles. Each answers plain objects (`reshape.ts`). A store that
 * needs payment throws `StorefrontPaymentRequired` from here; the page that asked decides what
 * to show.
 */
import { flattenConnection } from '@shopify/hydrogen-react'
import { catalogue } from '#shared/shop'
import type { StorefrontClient } from './client'
import {
  COLLECTION_PRODUCTS_QUERY,
  COLLECTION_TITLES_QUERY,
  PREDICTIVE_SEARCH_QUERY,
  PRODUCT_RECOMMENDATIONS_QUERY,
  SEARCH_PRODUCTS_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_OWN_TITLE_QUERY,
  PRODUCT_TITLES_QUERY,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_QUERY,
  SITEMAP_PRODUCTS_QUERY,
} from './queries'
import { type PageInfo, reshapeProduct, reshapeSearchHit, reshapeVariant, type VariantConnection } from './reshape'
import { detailIdentifiers, productDetails, type ProductDetails } from './metafields'
import type {
  CollectionTitlesQuery,
  FilterFieldsFragment,
  LanguageCode,
  ProductCollectionSortKeys,
  ProductFilter,
  ProductRecommendationIntent,
  ProductSortKeys,
  ProductTitlesQuery,
  SearchSortKeys,
  SitemapProductsQuery,
} from './storefront-api.generated'
import type { Product, SearchHit } from './types'

/** Where a page starts (after a cursor) or ends (before one); null for the first page. */
/** What a card reads of a product, in every listing, search and recommendation: no variant images (the product page's alone). */
const cardFields = { images: catalogue.imagesPerProduct, variants: catalogue.variantsPerProduct, variantImages: false } as const

export type PageCursor = { after: string } | { before: string } | null
export type ProductSortKey = ProductSortKeys
export type ProductSort = { sortKey: ProductSortKey; reverse: boolean }

export type ProductPage = { products: Product[]; pageInfo: PageInfo }

/** One page of products (page size 20) matching a store query, in the given sort, from a cursor. */
export async function getProductPage(
  client: StorefrontClient,
  { query, sort, cursor = null, size = catalogue.pageSize }: { query?: string; sort: ProductSort; cursor?: PageCursor; size?: number },
): Promise<ProductPage> {
  const data = await client.request(PRODUCTS_QUERY, {
    ...pageWindow(cursor, size),
    query: query || null,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
    ...cardFields,
  })
  return { products: flattenConnection(data.products).map(reshapeProduct), pageInfo: data.products.pageInfo }
}

/** A filter group and its values with their counts, as the store's facets give them (`input` is the filter, as JSON text). */
export type Facet = FilterFieldsFragment

/** A collection's sort, in its own sort keys (`COLLECTION_DEFAULT` is the owner's arrangement). */
export type CollectionSort = { sortKey: ProductCollectionSortKeys; reverse: boolean }
/** The listings' sorts in a collection's sort keys; `RELEVANCE` there means the owner's order. */
export function collectionSort({ sortKey, reverse }: ProductSort): CollectionSort {
  const keys: Partial<Record<ProductSortKey, ProductCollectionSortKeys>> = {
    BEST_SELLING: 'BEST_SELLING',
    CREATED_AT: 'CREATED',
    ID: 'ID',
    PRICE: 'PRICE',
    TITLE: 'TITLE',
  }
  return { sortKey: keys[sortKey] ?? 'COLLECTION_DEFAULT', reverse }
}

export type FilteredPage = ProductPage & { facets: Facet[] }

const pageWindow = (cursor: PageCursor, size: number) =>
  cursor && 'before' in cursor ? { last: size, before: cursor.before } : { first: size, after: cursor?.after ?? null }

/**
 * One page of a collection, narrowed by `filters`, in `sort` order, with the facets of the
 * collection as filtered; null when the store has no collection of that handle.
 */
export async function getCollectionPage(
  client: StorefrontClient,
  {
    handle,
    sort,
    filters = [],
    cursor = null,
    size = catalogue.pageSize,
  }: { handle: string; sort: CollectionSort; filters?: ProductFilter[]; cursor?: PageCursor; size?: number },
): Promise<FilteredPage | null> {
  const data = await client.request(COLLECTION_PRODUCTS_QUERY, {
    handle,
    ...pageWindow(cursor, size),
    filters: filters.length ? filters : null,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
    ...cardFields,
  })
  if (!data.collection) return null
  const { products } = data.collection
  return { products: flattenConnection(products).map(reshapeProduct), pageInfo: products.pageInfo, facets: products.filters }
}

/**
 * A listing's count: the ids of the products it holds (those `accepts` keeps; their number is the
 * count), and whether the count stopped short.
 */
export type ListingCount = { ids: ReadonlySet<string>; more: boolean }

/**
 * What counting a listing reads: the titles `accepts` is applied to are in `language` when it is
 * given (a title rule's own), else in the client's.
 */
type CountOptions = { accepts?: (title: string) => boolean; language?: LanguageCode }

/** The products of one page of titles that `accepts` keeps, added to `ids`. */
function addCounted(ids: Set<string>, nodes: readonly { id: string; title: string }[], accepts: CountOptions['accepts']) {
  for (const node of nodes) if (!accepts || accepts(node.title)) ids.add(node.id)
}

/** How many products a collection holds under `filters` (null: no such collection), and whether the count stopped short. */
export async function countCollectionProducts(
  client: StorefrontClient,
  { handle, filters = [], accepts, language }: { handle: string; filters?: ProductFilter[] } & CountOptions,
): Promise<ListingCount | null> {
  const ids = new Set<string>()
  let after: string | null | undefined = null
  for (let page = 0; page < COUNT_PAGES; page++) {
    const data: CollectionTitlesQuery = await client.request(COLLECTION_TITLES_QUERY, {
      handle,
      filters: filters.length ? filters : null,
      after,
      ...(language && { language }),
    })
    if (!data.collection) return null
    addCounted(ids, flattenConnection(data.collection.products), accepts)
    if (!data.collection.products.pageInfo.hasNextPage) return { ids, more: false }
    after = data.collection.products.pageInfo.endCursor
  }
  return { ids, more: true }
}

export type SearchSort = { sortKey: SearchSortKeys; reverse: boolean }
/** A search is sorted by relevance or price only; the listings' other sorts read as relevance. */
export const searchSort = ({ sortKey, reverse }: ProductSort): SearchSort =>
  sortKey === 'PRICE' ? { sortKey: 'PRICE', reverse } : { sortKey: 'RELEVANCE', reverse: false }

/**
 * One page of a shopper's search (`search()`: typo-tolerant, unavailable products last), narrowed
 * by `filters`, with the result's facets and its total.
 */
export async function searchProductPage(
  client: StorefrontClient,
  {
    query,
    sort = { sortKey: 'RELEVANCE', reverse: false },
    filters = [],
    cursor = null,
    size = catalogue.pageSize,
  }: { query: string; sort?: SearchSort; filters?: ProductFilter[]; cursor?: PageCursor; size?: number },
): Promise<FilteredPage & { total: number }> {
  const data = await client.request(SEARCH_PRODUCTS_QUERY, {
    query,
    ...pageWindow(cursor, size),
    filters: filters.length ? filters : null,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
    ...cardFields,
  })
  const { search } = data
  // Only products are asked for; an article or page a store answered anyway is left out.
  const products = flattenConnection(search).flatMap((node) => ('id' in node && 'variants' in node ? [reshapeProduct(node)] : []))
  return { products, pageInfo: search.pageInfo, facets: search.productFilters, total: search.totalCount }
}

/** How many products a shopper's search finds, as the search page counts them. */
export const searchResultCount = (client: StorefrontClient, query: string) => searchProductPage(client, { query, size: 1 }).then((page) => page.total)

/** The store's recommendations for a product (RELATED: "You may also like"; COMPLEMENTARY: goes with it); null when it has none for it. */
export async function getProductRecommendations(
  client: StorefrontClient,
  productId: string,
  intent: ProductRecommendationIntent = 'RELATED',
): Promise<Product[] | null> {
  const data = await client.request(PRODUCT_RECOMMENDATIONS_QUERY, {
    productId,
    intent,
    ...cardFields,
  })
  return data.productRecommendations?.map(reshapeProduct) ?? null
}

/** At most this many pages of 250 titles are read to count a listing: past 10,000 it says "10,000+". */
const COUNT_PAGES = 40

/** How many products a store query matches (those `accepts` keeps), and whether the count stopped short. */
export async function countProducts(client: StorefrontClient, { query, accepts, language }: { query?: string } & CountOptions): Promise<ListingCount> {
  const ids = new Set<string>()
  let after: string | null | undefined = null
  for (let page = 0; page < COUNT_PAGES; page++) {
    const data: ProductTitlesQuery = await client.request(PRODUCT_TITLES_QUERY, { query: query || null, after, ...(language && { language }) })
    addCounted(ids, flattenConnection(data.products), accepts)
    if (!data.products.pageInfo.hasNextPage) return { ids, more: false }
    after = data.products.pageInfo.endCursor
  }
  return { ids, more: true }
}

/** Shopify's most variants per product: the product page stops paging there, whatever the store answers. */
const MAX_VARIANT_PAGES = Math.ceil(2048 / catalogue.variantsPerPage)

/** The variants after the first page, page by page, until the store has no more. */
async function remainingVariants(client: StorefrontClient, handle: string, first: VariantConnection) {
  const variants: Product['variants'] = []
  let pageInfo = first.pageInfo
  for (let page = 1; page < MAX_VARIANT_PAGES && pageInfo.hasNextPage && pageInfo.endCursor; page++) {
    const data = await client.request(PRODUCT_VARIANTS_QUERY, {
      handle,
      first: catalogue.variantsPerPage,
      after: pageInfo.endCursor,
      variantImages: true,
    })
    if (!data.product) break
    variants.push(...flattenConnection(data.product.variants).map(reshapeVariant))
    pageInfo = data.product.variants.pageInfo
  }
  return variants
}

/** One product with every one of its variants; null when the store has no such product. */
export type ProductWithDetails = Product & { details: ProductDetails }

/** One product with every one of its variants and its details (metafields). */
export async function getProductByHandle(client: StorefrontClient, handle: string): Promise<ProductWithDetails | null> {
  // product(handle:), not the deprecated productByHandle.
  const data = await client.request(PRODUCT_BY_HANDLE_QUERY, {
    handle,
    images: catalogue.imagesPerProduct,
    variants: catalogue.variantsPerPage,
    variantImages: true,
    details: detailIdentifiers,
  })
  if (!data.product) return null
  const { metafields, ...raw } = data.product
  const product = { ...reshapeProduct(raw), details: productDetails(metafields) }
  const more = await remainingVariants(client, handle, data.product.variants)
  return more.length ? { ...product, variants: [...product.variants, ...more] } : product
}

/** A product's title and product type in `language` (the title rules' own); null when the store has no such product. */
export async function getProductTitleIn(
  client: StorefrontClient,
  handle: string,
  language: LanguageCode,
): Promise<Pick<Product, 'title' | 'productType'> | null> {
  return (await client.request(PRODUCT_OWN_TITLE_QUERY, { handle, language })).product ?? null
}

/** The header's search suggestions. */
export async function predictiveSearch(client: StorefrontClient, query: string, limit = 6): Promise<SearchHit[]> {
  const data = await client.request(PREDICTIVE_SEARCH_QUERY, { query, limit })
  return (data.predictiveSearch?.products ?? []).map(reshapeSearchHit)
}

export type SitemapProduct = { handle: string; updatedAt: string }

/** Every product handle, page by page, for the sitemap. */
export async function getSitemapProducts(client: StorefrontClient): Promise<SitemapProduct[]> {
  const all: SitemapProduct[] = []
  let after: string | null | undefined = null
  for (let page = 0; page < 40; page++) {
    const data: SitemapProductsQuery = await client.request(SITEMAP_PRODUCTS_QUERY, { first: 250, after })
    all.push(...flattenConnection(data.products))
    if (!data.products.pageInfo.hasNextPage) break
    after = data.products.pageInfo.endCursor
  }
  return all
}
