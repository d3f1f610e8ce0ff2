import { marketTypeDefs } from './markets'

/**
 * The embedded store's GraphQL schema: a strict subset of Shopify's Storefront API 2025-07.
 * Every type, field and argument here exists in the real schema with the same type
 * (checked against storefront.schema.json by schema.test.ts), so the app cannot come to
 * depend on anything the real store lacks.
 */
export const typeDefs = /* GraphQL */ `
  scalar Decimal
  scalar URL
  scalar HTML
  scalar DateTime

  enum CurrencyCode {
    SGD
    USD
  }

  enum ProductSortKeys {
    BEST_SELLING
    CREATED_AT
    ID
    PRICE
    PRODUCT_TYPE
    RELEVANCE
    TITLE
    UPDATED_AT
    VENDOR
  }

  enum CropRegion {
    BOTTOM
    CENTER
    LEFT
    RIGHT
    TOP
  }

  enum ImageContentType {
    JPG
    PNG
    WEBP
  }

  enum PredictiveSearchType {
    ARTICLE
    COLLECTION
    PAGE
    PRODUCT
    QUERY
  }

  input ImageTransformInput {
    crop: CropRegion
    maxHeight: Int
    maxWidth: Int
    preferredContentType: ImageContentType
    scale: Int
  }

  interface Node {
    id: ID!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }

  type ProductPriceRange {
    maxVariantPrice: MoneyV2!
    minVariantPrice: MoneyV2!
  }

  type SelectedOption {
    name: String!
    value: String!
  }

  type ProductOptionValue implements Node {
    firstSelectableVariant: ProductVariant
    id: ID!
    name: String!
  }

  type ProductOption implements Node {
    id: ID!
    name: String!
    optionValues: [ProductOptionValue!]!
  }

  type Image {
    altText: String
    height: Int
    id: ID
    url(transform: ImageTransformInput): URL!
    width: Int
  }

  type PageInfo {
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
  }

  type ImageEdge {
    cursor: String!
    node: Image!
  }

  type ImageConnection {
    edges: [ImageEdge!]!
    nodes: [Image!]!
    pageInfo: PageInfo!
  }

  type ProductVariant implements Node {
    availableForSale: Boolean!
    compareAtPrice: MoneyV2
    id: ID!
    image: Image
    price: MoneyV2!
    product: Product!
    quantityAvailable: Int
    selectedOptions: [SelectedOption!]!
    sku: String
    title: String!
  }

  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }

  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  input HasMetafieldsIdentifier {
    key: String!
    namespace: String
  }

  type Metafield implements Node {
    id: ID!
    key: String!
    namespace: String!
    type: String!
    value: String!
  }

  type SEO {
    description: String
    title: String
  }

  type Product implements Node {
    availableForSale: Boolean!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    featuredImage: Image
    handle: String!
    id: ID!
    images(first: Int, after: String, last: Int, before: String, reverse: Boolean): ImageConnection!
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
    options(first: Int): [ProductOption!]!
    priceRange: ProductPriceRange!
    productType: String!
    seo: SEO!
    tags: [String!]!
    title: String!
    updatedAt: DateTime!
    variants(first: Int, after: String, last: Int, before: String, reverse: Boolean): ProductVariantConnection!
    vendor: String!
  }

  type ProductEdge {
    cursor: String!
    node: Product!
  }

  type ProductConnection {
    edges: [ProductEdge!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
  }

  enum CartErrorCode {
    INVALID
    INVALID_MERCHANDISE_LINE
    LESS_THAN
    MAXIMUM_EXCEEDED
  }

  input CartLineInput {
    merchandiseId: ID!
    quantity: Int
  }

  input CartInput {
    discountCodes: [String!]
    lines: [CartLineInput!]
  }

  type CartDiscountCode {
    applicable: Boolean!
    code: String!
  }

  enum CartWarningCode {
    DISCOUNT_CODE_NOT_HONOURED
    DISCOUNT_CURRENTLY_INACTIVE
    DISCOUNT_NOT_FOUND
    DISCOUNT_USAGE_LIMIT_REACHED
  }

  type CartWarning {
    code: CartWarningCode!
    message: String!
    target: ID!
  }

  type CartUserError {
    code: CartErrorCode
    field: [String!]
    message: String!
  }

  union Merchandise = ProductVariant

  type CartLineCost {
    amountPerQuantity: MoneyV2!
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  interface BaseCartLine implements Node {
    cost: CartLineCost!
    id: ID!
    merchandise: Merchandise!
    quantity: Int!
  }

  type CartLine implements BaseCartLine & Node {
    cost: CartLineCost!
    id: ID!
    merchandise: Merchandise!
    quantity: Int!
  }

  type BaseCartLineEdge {
    cursor: String!
    node: BaseCartLine!
  }

  type BaseCartLineConnection {
    edges: [BaseCartLineEdge!]!
    nodes: [BaseCartLine!]!
    pageInfo: PageInfo!
  }

  type CartCost {
    checkoutChargeAmount: MoneyV2!
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  type Cart implements Node {
    checkoutUrl: URL!
    cost: CartCost!
    createdAt: DateTime!
    discountCodes: [CartDiscountCode!]!
    id: ID!
    lines(first: Int, after: String, last: Int, before: String, reverse: Boolean): BaseCartLineConnection!
    totalQuantity: Int!
    updatedAt: DateTime!
  }

  type CartCreatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
  }

  type PredictiveSearchResult {
    products: [Product!]!
  }

  type QueryRoot {
    cart(id: ID!): Cart
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    predictiveSearch(limit: Int, query: String!, types: [PredictiveSearchType!]): PredictiveSearchResult
    product(handle: String, id: ID): Product
    products(first: Int, after: String, last: Int, before: String, query: String, reverse: Boolean, sortKey: ProductSortKeys): ProductConnection!
  }

  schema {
    query: QueryRoot
    mutation: Mutation
  }

  ${marketTypeDefs}
`
