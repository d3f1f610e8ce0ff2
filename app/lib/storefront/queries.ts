import { PRODUCT_FRAGMENT } from './fragments'

export const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($first: Int!, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, query: $query, sortKey: $sortKey, reverse: $reverse) {
      edges {
        node {
          ...ProductFields
        }
      }
    }
  }
  ${PRODUCT_FRAGMENT}
`

export const PRODUCT_BY_HANDLE_QUERY = /* GraphQL */ `
  query ProductByHandle($handle: String!) {
    productByHandle(handle: $handle) {
      ...ProductFields
    }
  }
  ${PRODUCT_FRAGMENT}
`

export const PREDICTIVE_SEARCH_QUERY = /* GraphQL */ `
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
`

export const SITEMAP_PRODUCTS_QUERY = /* GraphQL */ `
  query SitemapProducts($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          handle
          updatedAt
        }
      }
    }
  }
`

export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        totalQuantity
        cost {
          totalAmount {
            amount
            currencyCode
          }
        }
        lines(first: 100) {
          edges {
            node {
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
      }
      userErrors {
        field
        message
      }
    }
  }
`

export const CART_STATUS_QUERY = /* GraphQL */ `
  query CartStatus($id: ID!) {
    cart(id: $id) {
      id
    }
  }
`

export const VARIANTS_QUERY = /* GraphQL */ `
  query Variants($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
      }
    }
  }
`

/** Every operation the app sends; a test validates each against the real 2025-07 schema. */
export const operations = {
  PRODUCTS_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PREDICTIVE_SEARCH_QUERY,
  SITEMAP_PRODUCTS_QUERY,
  CART_CREATE_MUTATION,
  CART_STATUS_QUERY,
  VARIANTS_QUERY,
}
