import { catalogue } from '#shared/shop'
import { detailIdentifiers } from './metafields'

/** A variant with its options and its sale (compare-at) price. */
export const VARIANT_FRAGMENT = /* GraphQL */ `
  fragment VariantFields on ProductVariant {
    id
    title
    availableForSale
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    selectedOptions {
      name
      value
    }
  }
`

/**
 * The product fields of SPEC §3, shared by every product query. The operation sets how many
 * variants come with it (`$variants`): a listing needs a few, the product page every one.
 */
export const PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment ProductFields on Product {
    id
    title
    description
    handle
    productType
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    images(first: ${catalogue.imagesPerProduct}) {
      nodes {
        url
        altText
        width
        height
      }
    }
    variants(first: $variants) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...VariantFields
      }
    }
    options {
      name
      optionValues {
        name
      }
    }
  }
  ${VARIANT_FRAGMENT}
`

/** The product page's details (./metafields): one list entry per identifier, null where the store has none. */
export const PRODUCT_DETAILS_FRAGMENT = /* GraphQL */ `
  fragment ProductDetailsFields on Product {
    metafields(identifiers: ${detailIdentifiers}) {
      namespace
      key
      value
    }
  }
`
