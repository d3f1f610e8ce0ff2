import { catalogue } from '#shared/shop'
import { PAYMENT_REQUIRED, type PaymentRequired, type StorefrontClient } from '~/lib/storefront/client'
import { PREDICTIVE_SEARCH_QUERY, PRODUCT_BY_HANDLE_QUERY, PRODUCT_TITLES_QUERY, PRODUCT_VARIANTS_QUERY, PRODUCTS_QUERY, SITEMAP_PRODUCTS_QUERY } from '~/lib/storefront/queries'
import type { Cursor, SortOption } from './listing-params'
import { isAccessory } from './rules'
import { productDetails, type ProductDetails, type RawMetafield } from '~/lib/storefront/metafields'
import type { Money, Product, ProductImage, SearchHit } from '~/lib/storefront/types'

type Edges<T> = { edges: { node: T }[] }
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
type VariantPage = Edges<Product['variants'][number]> & { pageInfo: Pick<PageInfo, 'hasNextPage' | 'endCursor'> }
type RawProduct = Omit<Product, 'images' | 'variants' | 'options' | 'isAccessory'> & {
  images: Edges<ProductImage>
  variants: VariantPage
  options: { name: string; optionValues: { name: string }[] }[]
}

export function normalizeProduct(raw: RawProduct): Product {
  return {
    ...raw,
    images: raw.images.edges.map((e) => e.node),
    variants: raw.variants.edges.map((e) => e.node),
    options: raw.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
    isAccessory: isAccessory(raw.title),
  }
}

/** Shopify's most variants per product: the product page stops paging there, whatever the store answers. */
const MAX_VARIANT_PAGES = Math.ceil(2048 / catalogue.variantsPerPage)

/** The variants after the first page, page by page, until the store has no more. */
async function remainingVariants(client: StorefrontClient, handle: string, first: VariantPage) {
  const variants: Product['variants'] = []
  let pageInfo = first.pageInfo
  for (let page = 1; page < MAX_VARIANT_PAGES && pageInfo.hasNextPage && pageInfo.endCursor; page++) {
    const data = await client.request<{ product: { variants: VariantPage } | null }>(PRODUCT_VARIANTS_QUERY, {
      handle,
      first: catalogue.variantsPerPage,
      after: pageInfo.endCursor,
    })
    if (data === PAYMENT_REQUIRED || !data.product) break
    variants.push(...data.product.variants.edges.map((e) => e.node))
    pageInfo = data.product.variants.pageInfo
  }
  return variants
}

export type ProductPage = { products: Product[]; pageInfo: PageInfo }

/** One page of products (page size 20) matching a store query, in the given order, from a cursor. */
export async function getProductPage(
  client: StorefrontClient,
  { query, sort, cursor = null, size = catalogue.pageSize }: { query?: string; sort: Pick<SortOption, 'sortKey' | 'reverse'>; cursor?: Cursor; size?: number },
): Promise<ProductPage | PaymentRequired> {
  const window = cursor && 'before' in cursor ? { last: size, before: cursor.before } : { first: size, after: cursor?.after ?? null }
  const data = await client.request<{ products: { nodes: RawProduct[]; pageInfo: PageInfo } }>(PRODUCTS_QUERY, {
    ...window,
    query: query || null,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
    variants: catalogue.variantsPerProduct,
  })
  if (data === PAYMENT_REQUIRED) return data
  return { products: data.products.nodes.map(normalizeProduct), pageInfo: data.products.pageInfo }
}

/** At most this many pages of 250 titles are read to count a listing: past 10,000 it says "10,000+". */
const COUNT_PAGES = 40

/** How many products a store query matches (those `accepts` keeps), and whether the count stopped short. */
export async function countProducts(
  client: StorefrontClient,
  { query, accepts }: { query?: string; accepts?: (title: string) => boolean },
): Promise<{ count: number; more: boolean } | PaymentRequired> {
  let count = 0
  let after: string | null = null
  for (let page = 0; page < COUNT_PAGES; page++) {
    type Titles = { products: { nodes: { title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }
    const data: Titles | PaymentRequired = await client.request<Titles>(PRODUCT_TITLES_QUERY, { query: query || null, after })
    if (data === PAYMENT_REQUIRED) return data
    count += accepts ? data.products.nodes.filter((p) => accepts(p.title)).length : data.products.nodes.length
    if (!data.products.pageInfo.hasNextPage) return { count, more: false }
    after = data.products.pageInfo.endCursor
  }
  return { count, more: true }
}

export type ProductWithDetails = Product & { details: ProductDetails }

/** One product with every one of its variants and its details. */
export async function getProductByHandle(client: StorefrontClient, handle: string): Promise<ProductWithDetails | null | PaymentRequired> {
  // product(handle:), not the deprecated productByHandle.
  const data = await client.request<{ product: (RawProduct & { metafields: RawMetafield[] }) | null }>(PRODUCT_BY_HANDLE_QUERY, {
    handle,
    variants: catalogue.variantsPerPage,
  })
  if (data === PAYMENT_REQUIRED) return data
  if (!data.product) return null
  const { metafields, ...raw } = data.product
  const product = { ...normalizeProduct(raw), details: productDetails(metafields) }
  const more = await remainingVariants(client, handle, data.product.variants)
  return more.length ? { ...product, variants: [...product.variants, ...more] } : product
}

type RawHit = { id: string; title: string; handle: string; priceRange: { minVariantPrice: Money }; featuredImage: ProductImage | null }

export async function predictiveSearch(client: StorefrontClient, query: string, limit = 6): Promise<SearchHit[] | PaymentRequired> {
  const data = await client.request<{ predictiveSearch: { products: RawHit[] } | null }>(PREDICTIVE_SEARCH_QUERY, { query, limit })
  if (data === PAYMENT_REQUIRED) return data
  return (data.predictiveSearch?.products ?? []).map((p) => ({
    id: p.id,
    title: p.title,
    handle: p.handle,
    price: p.priceRange.minVariantPrice,
    image: p.featuredImage,
  }))
}

/** Every product handle, page by page, for the sitemap. */
export async function getSitemapProducts(client: StorefrontClient): Promise<{ handle: string; updatedAt: string }[]> {
  const all: { handle: string; updatedAt: string }[] = []
  let after: string | null = null
  for (let page = 0; page < 40; page++) {
    type Page = { products: Edges<{ handle: string; updatedAt: string }> & { pageInfo: { hasNextPage: boolean; endCursor: string | null } } }
    const data: Page | PaymentRequired = await client.request<Page>(SITEMAP_PRODUCTS_QUERY, { first: 250, after })
    if (data === PAYMENT_REQUIRED) break
    all.push(...data.products.edges.map((e) => e.node))
    if (!data.products.pageInfo.hasNextPage) break
    after = data.products.pageInfo.endCursor
  }
  return all
}
