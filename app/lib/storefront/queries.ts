import { PRODUCT_DETAILS_FRAGMENT, PRODUCT_FRAGMENT, VARIANT_FRAGMENT } from './fragments'

/** One page of a listing: `first` after a cursor, or `last` before one. */
export const PRODUCTS_QUERY = `#graphql
  query Products($first: Int, $last: Int, $after: String, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $images: Int!, $variants: Int!, $variantImages: Boolean!) {
    products(first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse) {
      nodes {
        ...ProductFields
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
  ${PRODUCT_FRAGMENT}
` as const

/**
 * The titles of every product a listing's query matches, 250 at a time: the Storefront API has
 * no total count, so a listing counts its members from these (the listing's rule reads titles).
 */
export const PRODUCT_TITLES_QUERY = `#graphql
  query ProductTitles($query: String, $after: String) {
    products(first: 250, after: $after, query: $query) {
      nodes {
        title
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const

export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String!, $images: Int!, $variants: Int!, $variantImages: Boolean!, $details: [HasMetafieldsIdentifier!]!) {
    product(handle: $handle) {
      ...ProductFields
      ...ProductDetailsFields
    }
  }
  ${PRODUCT_FRAGMENT}
  ${PRODUCT_DETAILS_FRAGMENT}
` as const

/** The variants after the first page, for a product with more than one page of them. */
export const PRODUCT_VARIANTS_QUERY = `#graphql
  query ProductVariants($handle: String!, $first: Int!, $after: String!, $variantImages: Boolean!) {
    product(handle: $handle) {
      variants(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...VariantFields
        }
      }
    }
  }
  ${VARIANT_FRAGMENT}
` as const

export const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch($query: String!, $limit: Int) {
    predictiveSearch(query: $query, limit: $limit, types: [PRODUCT]) {
      products {
        id
        title
        handle
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        featuredImage {
          url
          altText
          width
          height
        }
      }
    }
  }
` as const

export const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        handle
        updatedAt
      }
    }
  }
` as const

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        totalQuantity
        cost {
          subtotalAmount {
            amount
            currencyCode
          }
          totalAmount {
            amount
            currencyCode
          }
        }
        discountCodes {
          code
          applicable
        }
        lines(first: 100) {
          nodes {
            id
            quantity
            merchandise {
              ... on ProductVariant {
                id
                title
                product {
                  title
                  handle
                }
              }
            }
          }
        }
      }
      userErrors {
        field
        message
      }
      warnings {
        code
        message
      }
    }
  }
` as const

export const CART_STATUS_QUERY = `#graphql
  query CartStatus($id: ID!) {
    cart(id: $id) {
      id
    }
  }
` as const

export const VARIANTS_QUERY = `#graphql
  query Variants($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
      }
    }
  }
` as const

/** Every operation the app sends; a test validates each against the real 2025-07 schema. */
export const operations = {
  PRODUCTS_QUERY,
  PRODUCT_TITLES_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_VARIANTS_QUERY,
  PREDICTIVE_SEARCH_QUERY,
  SITEMAP_PRODUCTS_QUERY,
  CART_CREATE_MUTATION,
  CART_STATUS_QUERY,
  VARIANTS_QUERY,
}
