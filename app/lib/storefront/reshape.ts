/**
 * The store's answers as plain objects: connections become arrays and option values become
 * strings, so nothing past this module reads the API's shapes.
 */
import type { Money, Product, ProductImage, ProductVariant, SearchHit } from './types'

export type Connection<T> = { nodes: T[] }
export type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
export type VariantConnection = Connection<ProductVariant> & { pageInfo: Pick<PageInfo, 'hasNextPage' | 'endCursor'> }

/** A product as `PRODUCT_FRAGMENT` reads it. */
export type ProductFields = Omit<Product, 'images' | 'variants' | 'options'> & {
  images: Connection<ProductImage>
  variants: VariantConnection
  options: { name: string; optionValues: { name: string }[] }[]
}

export function reshapeProduct({ images, variants, options, ...product }: ProductFields): Product {
  return {
    ...product,
    images: images.nodes,
    variants: variants.nodes,
    options: options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
  }
}

/** A product as `PREDICTIVE_SEARCH_QUERY` reads it. */
export type SearchHitFields = { id: string; title: string; handle: string; priceRange: { minVariantPrice: Money }; featuredImage: ProductImage | null }

export function reshapeSearchHit(hit: SearchHitFields): SearchHit {
  return { id: hit.id, title: hit.title, handle: hit.handle, price: hit.priceRange.minVariantPrice, image: hit.featuredImage }
}
