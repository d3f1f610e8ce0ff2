/**
 * The catalogue reads: listings a page at a time, counts, a product with every variant, search
 * suggestions and the sitemap's handles. Each answers plain objects (`reshape.ts`). A store that
 * needs payment throws `StorefrontPaymentRequired` from here; the page that asked decides what
 * to show.
 */
import { catalogue } from '#shared/shop'
import type { StorefrontClient } from './client'
import {
  PREDICTIVE_SEARCH_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_TITLES_QUERY,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_QUERY,
  SITEMAP_PRODUCTS_QUERY,
} from './queries'
import { type PageInfo, reshapeProduct, reshapeSearchHit, reshapeVariant, type VariantConnection } from './reshape'
import { detailIdentifiers, productDetails, type ProductDetails } from './metafields'
import type { ProductSortKeys, ProductTitlesQuery, SitemapProductsQuery } from './storefront-api.generated'
import type { Product, SearchHit } from './types'

/** Where a page starts (after a cursor) or ends (before one); null for the first page. */
export type PageCursor = { after: string } | { before: string } | null
export type ProductSortKey = ProductSortKeys
export type ProductOrder = { sortKey: ProductSortKey; reverse: boolean }

export type ProductPage = { products: Product[]; pageInfo: PageInfo }

/** One page of products (page size 20) matching a store query, in the given order, from a cursor. */
export async function getProductPage(
  client: StorefrontClient,
  { query, sort, cursor = null, size = catalogue.pageSize }: { query?: string; sort: ProductOrder; cursor?: PageCursor; size?: number },
): Promise<ProductPage> {
  const window = cursor && 'before' in cursor ? { last: size, before: cursor.before } : { first: size, after: cursor?.after ?? null }
  const data = await client.request(PRODUCTS_QUERY, {
    ...window,
    query: query || null,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
    images: catalogue.imagesPerProduct,
    variants: catalogue.variantsPerProduct,
    variantImages: false,
  })
  return { products: data.products.nodes.map(reshapeProduct), pageInfo: data.products.pageInfo }
}

/** At most this many pages of 250 titles are read to count a listing: past 10,000 it says "10,000+". */
const COUNT_PAGES = 40

/** How many products a store query matches (those `accepts` keeps), and whether the count stopped short. */
export async function countProducts(
  client: StorefrontClient,
  { query, accepts }: { query?: string; accepts?: (title: string) => boolean },
): Promise<{ count: number; more: boolean }> {
  let count = 0
  let after: string | null | undefined = null
  for (let page = 0; page < COUNT_PAGES; page++) {
    const data: ProductTitlesQuery = await client.request(PRODUCT_TITLES_QUERY, { query: query || null, after })
    count += accepts ? data.products.nodes.filter((p) => accepts(p.title)).length : data.products.nodes.length
    if (!data.products.pageInfo.hasNextPage) return { count, more: false }
    after = data.products.pageInfo.endCursor
  }
  return { count, more: true }
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
    variants.push(...data.product.variants.nodes.map(reshapeVariant))
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
    all.push(...data.products.nodes)
    if (!data.products.pageInfo.hasNextPage) break
    after = data.products.pageInfo.endCursor
  }
  return all
}
