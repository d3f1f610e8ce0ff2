import { brand } from '../../shared/identity'

/**
 * The shop's own details as Shopify serves them to any storefront (`shop`, `menu`, `page`): what a
 * storefront built on Shopify's conventions, such as Hydrogen's skeleton, asks for on every page.
 * This store has no menus or content pages: a menu or page is null, as Shopify answers a handle
 * it does not have, and such a storefront falls back on its own.
 */
export const onlineStoreTypeDefs = /* GraphQL */ `
  type Domain {
    host: String!
    sslEnabled: Boolean!
    url: URL!
  }

  type MediaImage implements Media & Node {
    alt: String
    id: ID!
    image: Image
    previewImage: Image
  }

  type Brand {
    logo: MediaImage
    shortDescription: String
    slogan: String
  }

  type Shop implements Node {
    brand: Brand
    description: String
    id: ID!
    name: String!
    primaryDomain: Domain!
  }

  enum MenuItemType {
    ARTICLE
    BLOG
    CATALOG
    COLLECTION
    COLLECTIONS
    CUSTOMER_ACCOUNT_PAGE
    FRONTPAGE
    HTTP
    METAOBJECT
    PAGE
    PRODUCT
    SEARCH
    SHOP_POLICY
  }

  type MenuItem implements Node {
    id: ID!
    items: [MenuItem!]!
    resourceId: ID
    tags: [String!]!
    title: String!
    type: MenuItemType!
    url: URL
  }

  type Menu implements Node {
    handle: String!
    id: ID!
    items: [MenuItem!]!
    itemsCount: Int!
    title: String!
  }

  type Page implements Node {
    body: HTML!
    bodySummary: String!
    createdAt: DateTime!
    handle: String!
    id: ID!
    onlineStoreUrl: URL
    seo: SEO
    title: String!
    updatedAt: DateTime!
  }

  extend type QueryRoot {
    menu(handle: String!): Menu
    page(handle: String, id: ID): Page
    pageByHandle(handle: String!): Page @deprecated(reason: "Use \`page\` instead.")
    shop: Shop!
  }
`

/** The root fields: the shop on the site's URL (where its storefront lives), no menus, no pages. */
export function onlineStoreRoot(siteUrl: string) {
  const url = new URL(siteUrl)
  const shop = {
    id: 'gid://shopify/Shop/1',
    name: brand.name,
    description: brand.description,
    brand: { logo: null, shortDescription: brand.tagline, slogan: null },
    primaryDomain: { host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin },
  }
  return {
    shop: () => shop,
    menu: () => null,
    page: () => null,
    pageByHandle: () => null,
  }
}
