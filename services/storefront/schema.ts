import { marketTypeDefs } from './markets'
import { onlineStoreTypeDefs } from './online-store'

/**
 * The embedded store's GraphQL schema: a strict subset of Shopify's Storefront API 2025-07.
 * Every type, field and argument here exists in the real schema with the same type
 * (checked against storefront.schema.json by schema.test.ts), so the app cannot come to
 * depend on anything the real store lacks. Deprecated fields Shopify still serves are served
 * too, so any client's query answers here as there; the shop itself sends none of them.
 */
export const typeDefs = /* GraphQL */ `
  scalar Decimal
  scalar URL
  scalar HTML
  scalar DateTime
  scalar JSON
  scalar UnsignedInt64

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

  scalar Color

  interface Media {
    alt: String
    id: ID!
    previewImage: Image
  }

  type ProductOptionValueSwatch {
    color: Color
    image: Media
  }

  type ProductOptionValue implements Node {
    firstSelectableVariant: ProductVariant
    id: ID!
    name: String!
    swatch: ProductOptionValueSwatch
  }

  input SelectedOptionInput {
    name: String!
    value: String!
  }

  type ProductOption implements Node {
    id: ID!
    name: String!
    optionValues: [ProductOptionValue!]!
    values: [String!]! @deprecated(reason: "Use \`optionValues\` instead.")
  }

  type Image {
    altText: String
    height: Int
    id: ID
    originalSrc: URL! @deprecated(reason: "Use \`url\` instead.")
    src: URL! @deprecated(reason: "Use \`url\` instead.")
    transformedSrc(crop: CropRegion, maxHeight: Int, maxWidth: Int, preferredContentType: ImageContentType, scale: Int): URL!
      @deprecated(reason: "Use \`url(transform:)\` instead")
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
    compareAtPriceV2: MoneyV2 @deprecated(reason: "Use \`compareAtPrice\` instead.")
    id: ID!
    image: Image
    price: MoneyV2!
    priceV2: MoneyV2! @deprecated(reason: "Use \`price\` instead.")
    product: Product!
    quantityAvailable: Int
    selectedOptions: [SelectedOption!]!
    sku: String
    title: String!
    unitPrice: MoneyV2
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
    adjacentVariants(caseInsensitiveMatch: Boolean = false, ignoreUnknownOptions: Boolean = false, selectedOptions: [SelectedOptionInput!]): [ProductVariant!]!
    availableForSale: Boolean!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    encodedVariantAvailability: String
    encodedVariantExistence: String
    featuredImage: Image
    handle: String!
    id: ID!
    images(first: Int, after: String, last: Int, before: String, reverse: Boolean): ImageConnection!
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
    options(first: Int): [ProductOption!]!
    priceRange: ProductPriceRange!
    productType: String!
    selectedOrFirstAvailableVariant(
      caseInsensitiveMatch: Boolean = false
      ignoreUnknownOptions: Boolean = false
      selectedOptions: [SelectedOptionInput!]
    ): ProductVariant
    seo: SEO!
    tags: [String!]!
    title: String!
    updatedAt: DateTime!
    variantBySelectedOptions(
      caseInsensitiveMatch: Boolean = false
      ignoreUnknownOptions: Boolean = false
      selectedOptions: [SelectedOptionInput!]!
    ): ProductVariant
    variants(first: Int, after: String, last: Int, before: String, reverse: Boolean): ProductVariantConnection!
    vendor: String!
  }

  type ProductEdge {
    cursor: String!
    node: Product!
  }

  type ProductConnection {
    edges: [ProductEdge!]!
    filters: [Filter!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
  }

  enum FilterType {
    BOOLEAN
    LIST
    PRICE_RANGE
  }

  enum FilterPresentation {
    IMAGE
    SWATCH
    TEXT
  }

  type FilterValue {
    count: Int!
    id: String!
    input: JSON!
    label: String!
  }

  type Filter {
    id: String!
    label: String!
    presentation: FilterPresentation
    type: FilterType!
    values: [FilterValue!]!
  }

  input PriceRangeFilter {
    max: Float
    min: Float = 0
  }

  input VariantOptionFilter {
    name: String!
    value: String!
  }

  input ProductFilter {
    available: Boolean
    price: PriceRangeFilter
    productType: String
    productVendor: String
    tag: String
    variantOption: VariantOptionFilter
  }

  enum ProductCollectionSortKeys {
    BEST_SELLING
    COLLECTION_DEFAULT
    CREATED
    ID
    MANUAL
    PRICE
    RELEVANCE
    TITLE
  }

  enum CollectionSortKeys {
    ID
    RELEVANCE
    TITLE
    UPDATED_AT
  }

  type Collection implements Node {
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    handle: String!
    id: ID!
    image: Image
    products(
      after: String
      before: String
      filters: [ProductFilter!]
      first: Int
      last: Int
      reverse: Boolean = false
      sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT
    ): ProductConnection!
    seo: SEO!
    title: String!
    updatedAt: DateTime!
  }

  type CollectionEdge {
    cursor: String!
    node: Collection!
  }

  type CollectionConnection {
    edges: [CollectionEdge!]!
    nodes: [Collection!]!
    pageInfo: PageInfo!
    totalCount: UnsignedInt64!
  }

  union SearchResultItem = Product

  type SearchResultItemEdge {
    cursor: String!
    node: SearchResultItem!
  }

  type SearchResultItemConnection {
    edges: [SearchResultItemEdge!]!
    nodes: [SearchResultItem!]!
    pageInfo: PageInfo!
    productFilters: [Filter!]!
    totalCount: Int!
  }

  enum SearchType {
    ARTICLE
    PAGE
    PRODUCT
  }

  enum SearchSortKeys {
    PRICE
    RELEVANCE
  }

  enum SearchPrefixQueryType {
    LAST
    NONE
  }

  enum SearchUnavailableProductsType {
    HIDE
    LAST
    SHOW
  }

  enum ProductRecommendationIntent {
    COMPLEMENTARY
    RELATED
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

  input AttributeInput {
    key: String!
    value: String!
  }

  type Attribute {
    key: String!
    value: String
  }

  input CartInput {
    attributes: [AttributeInput!]
    discountCodes: [String!]
    giftCardCodes: [String!]
    lines: [CartLineInput!]
    note: String
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

  type CartLineEstimatedCost {
    amount: MoneyV2!
    compareAtAmount: MoneyV2
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  type CartEstimatedCost {
    checkoutChargeAmount: MoneyV2!
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
    totalDutyAmount: MoneyV2
    totalTaxAmount: MoneyV2
  }

  type CartLine implements BaseCartLine & Node {
    cost: CartLineCost!
    estimatedCost: CartLineEstimatedCost! @deprecated(reason: "Use \`cost\` instead.")
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
    totalDutyAmount: MoneyV2 @deprecated(reason: "Tax and duty amounts are no longer available.")
    totalDutyAmountEstimated: Boolean! @deprecated(reason: "Tax and duty amounts are no longer available.")
    totalTaxAmount: MoneyV2 @deprecated(reason: "Tax and duty amounts are no longer available.")
    totalTaxAmountEstimated: Boolean! @deprecated(reason: "Tax and duty amounts are no longer available.")
  }

  type AppliedGiftCard implements Node {
    amountUsed: MoneyV2!
    amountUsedV2: MoneyV2! @deprecated(reason: "Use \`amountUsed\` instead.")
    balance: MoneyV2!
    balanceV2: MoneyV2! @deprecated(reason: "Use \`balance\` instead.")
    id: ID!
    lastCharacters: String!
    presentmentAmountUsed: MoneyV2!
  }

  enum DeliveryMethodType {
    LOCAL
    NONE
    PICKUP_POINT
    PICK_UP
    RETAIL
    SHIPPING
  }

  enum CartDeliveryGroupType {
    ONE_TIME_PURCHASE
    SUBSCRIPTION
  }

  type CartDeliveryOption {
    code: String
    deliveryMethodType: DeliveryMethodType!
    description: String
    estimatedCost: MoneyV2!
    handle: String!
    title: String
  }

  type CartDeliveryGroup {
    cartLines(first: Int, after: String, last: Int, before: String, reverse: Boolean): BaseCartLineConnection!
    deliveryOptions: [CartDeliveryOption!]!
    groupType: CartDeliveryGroupType!
    id: ID!
    selectedDeliveryOption: CartDeliveryOption
  }

  type CartDeliveryGroupEdge {
    cursor: String!
    node: CartDeliveryGroup!
  }

  type CartDeliveryGroupConnection {
    edges: [CartDeliveryGroupEdge!]!
    nodes: [CartDeliveryGroup!]!
    pageInfo: PageInfo!
  }

  type Cart implements Node {
    appliedGiftCards: [AppliedGiftCard!]!
    attributes: [Attribute!]!
    checkoutUrl: URL!
    cost: CartCost!
    createdAt: DateTime!
    deliveryGroups(first: Int, after: String, last: Int, before: String, reverse: Boolean, withCarrierRates: Boolean): CartDeliveryGroupConnection!
    discountCodes: [CartDiscountCode!]!
    estimatedCost: CartEstimatedCost! @deprecated(reason: "Use \`cost\` instead.")
    id: ID!
    lines(first: Int, after: String, last: Int, before: String, reverse: Boolean): BaseCartLineConnection!
    note: String
    totalQuantity: Int!
    updatedAt: DateTime!
  }

  type CartCreatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartGiftCardCodesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartGiftCardCodesRemovePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
    cartGiftCardCodesRemove(appliedGiftCardIds: [ID!]!, cartId: ID!): CartGiftCardCodesRemovePayload
    cartGiftCardCodesUpdate(cartId: ID!, giftCardCodes: [String!]!): CartGiftCardCodesUpdatePayload
  }

  type PredictiveSearchResult {
    products: [Product!]!
  }

  type QueryRoot {
    cart(id: ID!): Cart
    collection(handle: String, id: ID): Collection
    collectionByHandle(handle: String!): Collection @deprecated(reason: "Use \`collection\` instead.")
    collections(
      after: String
      before: String
      first: Int
      last: Int
      query: String
      reverse: Boolean = false
      sortKey: CollectionSortKeys = ID
    ): CollectionConnection!
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    predictiveSearch(limit: Int, query: String!, types: [PredictiveSearchType!]): PredictiveSearchResult
    product(handle: String, id: ID): Product
    productByHandle(handle: String!): Product @deprecated(reason: "Use \`product\` instead.")
    productRecommendations(intent: ProductRecommendationIntent = RELATED, productHandle: String, productId: ID): [Product!]
    products(first: Int, after: String, last: Int, before: String, query: String, reverse: Boolean, sortKey: ProductSortKeys): ProductConnection!
    search(
      after: String
      before: String
      first: Int
      last: Int
      prefix: SearchPrefixQueryType
      productFilters: [ProductFilter!]
      query: String!
      reverse: Boolean = false
      sortKey: SearchSortKeys = RELEVANCE
      types: [SearchType!]
      unavailableProducts: SearchUnavailableProductsType
    ): SearchResultItemConnection!
  }

  schema {
    query: QueryRoot
    mutation: Mutation
  }

  ${marketTypeDefs}
  ${onlineStoreTypeDefs}
`
