import { catalogue } from '#shared/shop'

/** The product fields of SPEC §3, shared by every product query. */
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
      edges {
        node {
          url
          altText
          width
          height
        }
      }
    }
    variants(first: ${catalogue.variantsPerProduct}) {
      edges {
        node {
          id
          title
          availableForSale
          price {
            amount
            currencyCode
          }
          selectedOptions {
            name
            value
          }
        }
      }
    }
    options {
      name
      values
    }
  }
`
