import { catalogue } from '#shared/shop'
import { PAYMENT_REQUIRED, type PaymentRequired, type StorefrontClient } from '~/lib/storefront/client'
import { PREDICTIVE_SEARCH_QUERY, PRODUCT_BY_HANDLE_QUERY, PRODUCTS_QUERY, SITEMAP_PRODUCTS_QUERY } from '~/lib/storefront/queries'
import { isAccessory } from './rules'
import type { Money, Product, ProductImage, SearchHit } from '~/lib/storefront/types'

type Edges<T> = { edges: { node: T }[] }
type RawProduct = Omit<Product, 'images' | 'variants' | 'isAccessory'> & {
  images: Edges<ProductImage>
  variants: Edges<Product['variants'][number]>
}

export function normalizeProduct(raw: RawProduct): Product {
  return {
    ...raw,
    images: raw.images.edges.map((e) => e.node),
    variants: raw.variants.edges.map((e) => e.node),
    isAccessory: isAccessory(raw.title),
  }
}

/** The product list (page size 20), best sellers first; `null` when the store needs payment. */
export async function getProducts(
  client: StorefrontClient,
  { query, first = catalogue.pageSize }: { query?: string; first?: number } = {},
): Promise<Product[] | PaymentRequired> {
  const data = await client.request<{ products: Edges<RawProduct> }>(PRODUCTS_QUERY, {
    first,
    query: query || null,
    sortKey: query ? 'RELEVANCE' : 'BEST_SELLING',
  })
  if (data === PAYMENT_REQUIRED) return data
  return data.products.edges.map((e) => normalizeProduct(e.node))
}

export async function getProductByHandle(client: StorefrontClient, handle: string): Promise<Product | null | PaymentRequired> {
  const data = await client.request<{ productByHandle: RawProduct | null }>(PRODUCT_BY_HANDLE_QUERY, { handle })
  if (data === PAYMENT_REQUIRED) return data
  return data.productByHandle ? normalizeProduct(data.productByHandle) : null
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
