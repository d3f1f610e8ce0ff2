/**
 * The store's answers as plain objects: connections become arrays (hydrogen-react's
 * `flattenConnection`) and option values become strings, so nothing past this module reads the
 * API's shapes. The shapes come from the queries themselves (`storefront-api.generated.d.ts`).
 */
import { flattenConnection } from '@shopify/hydrogen-react'
import type { PredictiveSearchQuery, ProductFieldsFragment, ProductsQuery } from './storefront-api.generated'
import type { Product, ProductImage, SearchHit } from './types'

export type PageInfo = ProductsQuery['products']['pageInfo']
export type VariantConnection = ProductFieldsFragment['variants']

export function reshapeProduct({ images, variants, options, ...product }: ProductFieldsFragment): Product {
  return {
    ...product,
    images: flattenConnection(images).map(reshapeImage),
    variants: flattenConnection(variants).map(reshapeVariant),
    options: options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
  }
}

type ImageFields = ProductFieldsFragment['images']['nodes'][number]

/** The API may leave out an image's alt text and size; the shop reads them as null. */
function reshapeImage({ url, altText, width, height }: ImageFields): ProductImage {
  return { url, altText: altText ?? null, width: width ?? null, height: height ?? null }
}

/** The API leaves out a compare-at price or an image it does not have; the shop reads them as null. */
export function reshapeVariant({ compareAtPrice, image, ...variant }: VariantConnection['nodes'][number]): Product['variants'][number] {
  return { ...variant, compareAtPrice: compareAtPrice ?? null, image: image ? reshapeImage(image) : null }
}

/** A product as `PREDICTIVE_SEARCH_QUERY` reads it. */
export type SearchHitFields = NonNullable<PredictiveSearchQuery['predictiveSearch']>['products'][number]

export function reshapeSearchHit(hit: SearchHitFields): SearchHit {
  return {
    id: hit.id,
    title: hit.title,
    handle: hit.handle,
    price: hit.priceRange.minVariantPrice,
    image: hit.featuredImage ? reshapeImage(hit.featuredImage) : null,
  }
}
