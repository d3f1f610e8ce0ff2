/** A variant's price and sale (compare-at) price: what a product shows, and what a cart asks again in another market. */
export const VARIANT_PRICE_FRAGMENT = `#graphql
  fragment VariantPriceFields on ProductVariant {
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
  }
` as const

/** A variant with its options, its prices and, for the product page (`$variantImages`), its own image. */
export const VARIANT_FRAGMENT = `#graphql
  fragment VariantFields on ProductVariant {
    id
    title
    availableForSale
    ...VariantPriceFields
    selectedOptions {
      name
      value
    }
    # The product page's alone: a listing's page of cards would go past the query cost limit.
    image @include(if: $variantImages) {
      url
      altText
      width
      height
    }
  }
  ${VARIANT_PRICE_FRAGMENT}
` as const

/**
 * The product fields, shared by every product query. The operation sets how many
 * images and variants come with it (`$images`, `$variants`): a listing needs a few variants, the
 * product page every one.
 */
export const PRODUCT_FRAGMENT = `#graphql
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
    images(first: $images) {
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
` as const

/** The product page's details (./metafields, `$details`): one list entry per identifier, null where the store has none. */
export const PRODUCT_DETAILS_FRAGMENT = `#graphql
  fragment ProductDetailsFields on Product {
    metafields(identifiers: $details) {
      namespace
      key
      value
    }
  }
` as const
