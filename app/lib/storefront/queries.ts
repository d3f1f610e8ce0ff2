import { PRODUCT_DETAILS_FRAGMENT, PRODUCT_FRAGMENT, VARIANT_FRAGMENT, VARIANT_PRICE_FRAGMENT } from './fragments'

/** One page of a listing: `first` after a cursor, or `last` before one. */
export const PRODUCTS_QUERY = `#graphql
  query Products($first: Int, $last: Int, $after: String, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $images: Int!, $variants: Int!, $variantImages: Boolean!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
 * With their ids: asked in English, they tell which products of a page in another language the
 * rule keeps.
 */
export const PRODUCT_TITLES_QUERY = `#graphql
  query ProductTitles($query: String, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    products(first: 250, after: $after, query: $query) {
      nodes {
        id
        title
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const

/** A filter group with its values and their counts, as Shopify's Search & Discovery serves them. */
export const FILTER_FRAGMENT = `#graphql
  fragment FilterFields on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
` as const

/**
 * One page of a collection, narrowed by filters, with the facets of the whole collection; a null
 * `collection` when the store has none of that handle (the listing then uses its title rules).
 */
export const COLLECTION_PRODUCTS_QUERY = `#graphql
  query CollectionProducts(
    $handle: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $images: Int!
    $variants: Int!
    $variantImages: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      products(first: $first, last: $last, after: $after, before: $before, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        nodes {
          ...ProductFields
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        filters {
          ...FilterFields
        }
      }
    }
  }
  ${PRODUCT_FRAGMENT}
  ${FILTER_FRAGMENT}
` as const

/** The titles of a collection's products (as filtered), 250 at a time, to count them; with their ids, as above. */
export const COLLECTION_TITLES_QUERY = `#graphql
  query CollectionTitles($handle: String!, $filters: [ProductFilter!], $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: 250, after: $after, filters: $filters) {
        nodes {
          id
          title
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
` as const

/** A shopper's search: products only, typo-tolerant on Shopify, filtered, with the result's facets and total. */
export const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts(
    $query: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $filters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $images: Int!
    $variants: Int!
    $variantImages: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      types: [PRODUCT]
      first: $first
      last: $last
      after: $after
      before: $before
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
      unavailableProducts: LAST
    ) {
      totalCount
      nodes {
        ... on Product {
          ...ProductFields
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      productFilters {
        ...FilterFields
      }
    }
  }
  ${PRODUCT_FRAGMENT}
  ${FILTER_FRAGMENT}
` as const

/** "You may also like" (RELATED) and the cart's suggestion (COMPLEMENTARY), as the store recommends them. */
export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($productId: ID!, $intent: ProductRecommendationIntent, $images: Int!, $variants: Int!, $variantImages: Boolean!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId, intent: $intent) {
      ...ProductFields
    }
  }
  ${PRODUCT_FRAGMENT}
` as const

export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String!, $images: Int!, $variants: Int!, $details: [HasMetafieldsIdentifier!]!, $variantImages: Boolean!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductFields
      ...ProductDetailsFields
    }
  }
  ${PRODUCT_FRAGMENT}
  ${PRODUCT_DETAILS_FRAGMENT}
` as const

/**
 * A product's title and type alone, for the title rules to read in their own language (English)
 * when the page is in another one.
 */
export const PRODUCT_OWN_TITLE_QUERY = `#graphql
  query ProductOwnTitle($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      title
      productType
    }
  }
` as const

/** The variants after the first page, for a product with more than one page of them. */
export const PRODUCT_VARIANTS_QUERY = `#graphql
  query ProductVariants($handle: String!, $first: Int!, $after: String!, $variantImages: Boolean!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  query PredictiveSearch($query: String!, $limit: Int, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  query SitemapProducts($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
        appliedGiftCards {
          id
          lastCharacters
          presentmentAmountUsed {
            amount
            currencyCode
          }
          balance {
            amount
            currencyCode
          }
        }
        deliveryGroups(first: 1) {
          nodes {
            deliveryOptions {
              handle
              title
              description
              deliveryMethodType
              estimatedCost {
                amount
                currencyCode
              }
            }
          }
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

/** A gift card code for the store's cart (replacing its codes): what each card covers, what is left to pay, and the delivery rates. */
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = `#graphql
  mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {
      cart {
        id
        checkoutUrl
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
        appliedGiftCards {
          id
          lastCharacters
          presentmentAmountUsed {
            amount
            currencyCode
          }
          balance {
            amount
            currencyCode
          }
        }
        deliveryGroups(first: 1) {
          nodes {
            deliveryOptions {
              handle
              title
              description
              deliveryMethodType
              estimatedCost {
                amount
                currencyCode
              }
            }
          }
        }
      }
      userErrors {
        code
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

export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = `#graphql
  mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {
      cart {
        id
        checkoutUrl
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
        appliedGiftCards {
          id
          lastCharacters
          presentmentAmountUsed {
            amount
            currencyCode
          }
          balance {
            amount
            currencyCode
          }
        }
        deliveryGroups(first: 1) {
          nodes {
            deliveryOptions {
              handle
              title
              description
              deliveryMethodType
              estimatedCost {
                amount
                currencyCode
              }
            }
          }
        }
      }
      userErrors {
        code
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
  query CartStatus($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cart(id: $id) {
      id
    }
  }
` as const

export const VARIANTS_QUERY = `#graphql
  query Variants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
      }
    }
  }
` as const

/** The variants a cart link or Buy it now names, in the page's market: whether each is sold there, and its name. */
export const CART_LINK_VARIANTS_QUERY = `#graphql
  query CartLinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        product {
          title
          handle
        }
      }
    }
  }
` as const

/** The cart's variants in another market (`nodes(ids:)` in its context): their price there, or null where it sells none (decision 086 (091)). */
export const CART_LINE_PRICES_QUERY = `#graphql
  query CartLinePrices($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        ...VariantPriceFields
      }
    }
  }
  ${VARIANT_PRICE_FRAGMENT}
` as const

/** The shopper's country as the store sees it, and every country it sells to: the country selector's list. */
export const LOCALIZATION_QUERY = `#graphql
  query Localization($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    localization {
      country {
        isoCode
        name
        currency {
          isoCode
          symbol
        }
      }
      availableCountries {
        isoCode
        name
        currency {
          isoCode
          symbol
        }
      }
    }
  }
` as const

/** The shop's id, which Shopify's analytics carry in every event. */
export const SHOP_QUERY = `#graphql
  query Shop($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      id
    }
  }
` as const

/** Every operation the app sends; a test validates each against the real 2025-07 schema. */
export const operations = {
  PRODUCTS_QUERY,
  PRODUCT_TITLES_QUERY,
  COLLECTION_PRODUCTS_QUERY,
  COLLECTION_TITLES_QUERY,
  SEARCH_PRODUCTS_QUERY,
  PRODUCT_RECOMMENDATIONS_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_OWN_TITLE_QUERY,
  PRODUCT_VARIANTS_QUERY,
  PREDICTIVE_SEARCH_QUERY,
  SITEMAP_PRODUCTS_QUERY,
  CART_CREATE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_STATUS_QUERY,
  VARIANTS_QUERY,
  CART_LINK_VARIANTS_QUERY,
  CART_LINE_PRICES_QUERY,
  LOCALIZATION_QUERY,
  SHOP_QUERY,
}
