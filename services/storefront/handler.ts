import {
  buildSchema,
  defaultFieldResolver,
  type DocumentNode,
  execute,
  type ExecutionResult,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
} from 'graphql'
import type { CatalogueData } from './catalogue'
import {
  applyFilters,
  COLLECTIONS,
  type CollectionDefinition,
  collectionMembers,
  facets,
  type ProductFilter,
  recommend,
  type SearchArguments,
  searchProducts,
} from './discovery'
import {
  type CartRepository,
  cartDiscountCodes,
  type CartRecord,
  discountWarnings,
  type UserError,
  ATTRIBUTE_LIMITS,
  MAX_DISCOUNT_CODES,
  MAX_NOTE_LENGTH,
  mergeLines,
  newCartKey,
  newCartToken,
  parseCartGid,
  resolveCart,
  validateLines,
} from './carts'
import { appliedGiftCardId, giftCardRefusal } from './gift-cards'
import { normaliseGiftCardCode } from '../../shared/gift-card-code'
import { giftCardRules } from '../../shared/cart-rules'
import { cartCountry, cartLanguage, localization, marketContext, type MarketContext, priceInMarkets } from './markets'
import { SHOPIFY_UNIQUE_TOKEN_HEADER, SHOPIFY_VISIT_TOKEN_HEADER } from '@shopify/hydrogen-react'
import { trackingToken } from '../../shared/tracking'

/** What a request gives its resolvers: the market of its @inContext, and the visitor's tracking tokens. */
type StoreContext = MarketContext & { tracking: { unique: string | null; visit: string | null } }
import { limitRules, PREDICTIVE_LIMIT, QUERY_LIMITS, type QueryLimits, responseTooLarge, tooMuchWork } from './limits'
import { connection, createStore, descriptionHtml, descriptionText, type ProductNode, type SortKey, type Store } from './model'
import { onlineStoreRoot } from './online-store'
import { collectionTitleIn, searchableIn, translateInLanguages } from './translations'
import { typeDefs } from './schema'
import { hasUnstorableText, storable } from '../../shared/storable-text'

/** The version the embedded store's schema is (the shop's); it answers on any version's path, as Shopify does. */
export const STOREFRONT_API_VERSION = '2025-07'
export const STOREFRONT_API_PATH = `/api/${STOREFRONT_API_VERSION}/graphql.json`
/** Every versioned endpoint path (`/api/2026-04/graphql.json`, `/api/unstable/graphql.json`), for the server's route. */
export const STOREFRONT_API_ROUTE = '/api/:version{[0-9][0-9][0-9][0-9]-[0-9][0-9]|unstable}/graphql.json'
/** The headers that carry a Storefront access token (public, or private for server-side calls). */
const TOKEN_HEADERS = ['x-shopify-storefront-access-token', 'shopify-storefront-private-token']
const MAX_BODY_BYTES = 64 * 1024

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } })
const fail = (message: string, status: number, headers: Record<string, string> = {}) => json({ errors: [{ message }] }, status, headers)

type CartLineInput = { merchandiseId: string; quantity?: number | null }
type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null; reverse?: boolean | null }
type CollectionSortKey = 'BEST_SELLING' | 'COLLECTION_DEFAULT' | 'CREATED' | 'ID' | 'MANUAL' | 'PRICE' | 'RELEVANCE' | 'TITLE'

/** A collection's sort keys in the store's product order; its default (manual) order is the catalogue's. */
const collectionSorts: Record<CollectionSortKey, SortKey> = {
  BEST_SELLING: 'BEST_SELLING',
  COLLECTION_DEFAULT: 'ID',
  MANUAL: 'ID',
  RELEVANCE: 'ID',
  CREATED: 'CREATED_AT',
  ID: 'ID',
  PRICE: 'PRICE',
  TITLE: 'TITLE',
}

function collectionNode(store: Store, definition: CollectionDefinition, number: number, updatedAt: string) {
  return {
    __typename: 'Collection' as const,
    id: `gid://shopify/Collection/${number}`,
    handle: definition.handle,
    title: definition.title,
    description: ({ truncateAt }: { truncateAt?: number | null } = {}) => descriptionText(definition.description, truncateAt),
    descriptionHtml: descriptionHtml(definition.description),
    image: null,
    seo: { title: definition.title, description: definition.description },
    updatedAt,
    products: (args: PageArgs & { filters?: ProductFilter[] | null; sortKey?: CollectionSortKey | null }) => {
      const members = collectionMembers(definition, store.list({ sortKey: collectionSorts[args.sortKey ?? 'COLLECTION_DEFAULT'] }))
      const shown = applyFilters(members, args.filters)
      // Facets are worked out only when asked for.
      return { ...connection(shown, args), filters: () => facets(members, args.filters) }
    },
  }
}

function rootValue(store: Store, carts: CartRepository | null, assetBase: string, currency: string) {
  const updatedAt = store.products.reduce((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), '')
  const collections = COLLECTIONS.map((definition, i) => collectionNode(store, definition, 501 + i, updatedAt))
  const productOf = ({ id, handle }: { id?: string | null; handle?: string | null }) =>
    id ? store.productById(id) : handle ? store.productByHandle(handle) : null
  const requireCarts = () => {
    if (!carts) throw new GraphQLError('Carts are not available on this store', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })
    return carts
  }
  /**
   * Gift card codes as the cart takes them: each normalised, known and not spent, or a user error
   * (code INVALID, Shopify's words for the gift card's problem) naming it by its place in `field`.
   */
  const checkGiftCardCodes = async (entered: string[], field: string[]) => {
    const errors: UserError[] = []
    if (entered.length > giftCardRules.maxPerCart) {
      errors.push({ code: 'INVALID', field, message: `A cart can hold at most ${giftCardRules.maxPerCart} gift card codes.` })
      return { codes: [], errors }
    }
    const normalised = entered.map((raw) => normaliseGiftCardCode(raw))
    const codes = [...new Set(normalised.flatMap((c) => (c.ok ? [c.code] : [])))]
    const found = codes.length ? await requireCarts().findGiftCards(codes) : new Map()
    normalised.forEach((checked, i) => {
      const message = checked.ok ? giftCardRefusal(found.get(checked.code)) : giftCardRefusal(undefined)
      if (message) errors.push({ code: 'INVALID', field: [...field, String(i)], message })
    })
    return { codes, errors }
  }
  /** An open cart by its id, or null (unknown, wrong key, completed). */
  const openCart = async (id: string): Promise<CartRecord | null> => {
    const parsed = parseCartGid(id)
    if (!parsed) return null
    const record = await requireCarts().findByToken(parsed.token)
    return record && record.key === parsed.key && !record.completedAt ? record : null
  }
  const noCart = (field: string) => ({
    cart: null,
    userErrors: [{ code: 'INVALID', field: [field], message: 'The specified cart does not exist.' }],
    warnings: [],
  })
  return {
    cart: async ({ id }: { id: string }) => {
      const parsed = parseCartGid(id)
      if (!parsed) return null
      const record = await requireCarts().findByToken(parsed.token)
      // A completed cart is gone, as on Shopify: the shop then knows the order was placed.
      if (!record || record.key !== parsed.key || record.completedAt) return null
      return resolveCart(requireCarts(), record, store, assetBase, currency)
    },
    cartCreate: async (
      {
        input,
      }: {
        input?: {
          lines?: CartLineInput[] | null
          discountCodes?: string[] | null
          giftCardCodes?: string[] | null
          note?: string | null
          attributes?: { key: string; value: string }[] | null
          buyerIdentity?: { countryCode?: string | null } | null
        } | null
      },
      context: StoreContext,
    ) => {
      const lines = input?.lines ?? []
      const userErrors = validateLines(store, lines)
      const entered = input?.discountCodes ?? []
      if (entered.length > MAX_DISCOUNT_CODES) {
        userErrors.push({ code: 'INVALID', field: ['input', 'discountCodes'], message: `A cart can hold at most ${MAX_DISCOUNT_CODES} discount codes.` })
      }
      const giftCards = await checkGiftCardCodes(input?.giftCardCodes ?? [], ['input', 'giftCardCodes'])
      userErrors.push(...giftCards.errors)
      const note = input?.note ?? null
      // Shopify documents no limit; the embedded store keeps what the shop sends (decision 092) and no more.
      if (note !== null && note.length > MAX_NOTE_LENGTH) {
        userErrors.push({ code: 'INVALID', field: ['input', 'note'], message: `The note can be at most ${MAX_NOTE_LENGTH} characters.` })
      }
      const attributes = input?.attributes ?? []
      const { count, keyLength, valueLength } = ATTRIBUTE_LIMITS
      if (attributes.length > count || attributes.some((a) => !a.key || a.key.length > keyLength || a.value.length > valueLength)) {
        userErrors.push({
          code: 'INVALID',
          field: ['input', 'attributes'],
          message: `A cart keeps at most ${count} attributes, each with a key of 1 to ${keyLength} characters and a value of at most ${valueLength}.`,
        })
      }
      if (userErrors.length) return { cart: null, userErrors, warnings: [] }
      const countryCode = cartCountry(input?.buyerIdentity?.countryCode, context)
      const record = {
        token: newCartToken(),
        key: newCartKey(),
        lines: mergeLines(lines),
        discountCodes: cartDiscountCodes(entered),
        giftCardCodes: giftCards.codes,
        countryCode,
        language: cartLanguage(countryCode, context),
        note: note || null,
        attributes,
        tracking: context.tracking,
        createdAt: new Date().toISOString(),
        completedAt: null,
      }
      const carts = requireCarts()
      await carts.insert(record)
      const cart = await resolveCart(carts, record, store, assetBase, currency)
      return { cart, userErrors: [], warnings: discountWarnings(cart) }
    },
    // Replaces the cart's gift card codes; a code it cannot take leaves the cart as it was, as a user error.
    cartGiftCardCodesUpdate: async ({ cartId, giftCardCodes }: { cartId: string; giftCardCodes: string[] }) => {
      const record = await openCart(cartId)
      if (!record) return noCart('cartId')
      const checked = await checkGiftCardCodes(giftCardCodes, ['giftCardCodes'])
      const kept = checked.errors.length ? record : { ...record, giftCardCodes: checked.codes }
      if (!checked.errors.length) await requireCarts().setGiftCardCodes(record.token, checked.codes)
      const cart = await resolveCart(requireCarts(), kept, store, assetBase, currency)
      return { cart, userErrors: checked.errors, warnings: [] }
    },
    cartGiftCardCodesRemove: async ({ cartId, appliedGiftCardIds }: { cartId: string; appliedGiftCardIds: string[] }) => {
      const record = await openCart(cartId)
      if (!record) return noCart('cartId')
      const giftCardCodes = record.giftCardCodes.filter((code) => !appliedGiftCardIds.includes(appliedGiftCardId(code)))
      await requireCarts().setGiftCardCodes(record.token, giftCardCodes)
      const cart = await resolveCart(requireCarts(), { ...record, giftCardCodes }, store, assetBase, currency)
      return { cart, userErrors: [], warnings: [] }
    },
    localization,
    nodes: ({ ids }: { ids: string[] }) => ids.map((id) => store.productById(id) ?? store.variantById(id)),
    products: (args: { query?: string | null; sortKey?: SortKey | null; reverse?: boolean | null } & Record<string, unknown>, context: StoreContext) =>
      connection(store.list(args, inLanguage(context)), args),
    product: ({ handle, id }: { handle?: string | null; id?: string | null }) => {
      if (!handle && !id) throw new GraphQLError('Either id or handle must be provided', { extensions: { code: 'BAD_REQUEST' } })
      return id ? store.productById(id) : store.productByHandle(handle!)
    },
    productByHandle: ({ handle }: { handle: string }) => store.productByHandle(handle),
    node: ({ id }: { id: string }) => store.productById(id) ?? store.variantById(id) ?? collections.find((c) => c.id === id) ?? null,
    collection: ({ handle, id }: { handle?: string | null; id?: string | null }) => {
      if (!handle && !id) throw new GraphQLError('Either id or handle must be provided', { extensions: { code: 'BAD_REQUEST' } })
      return collections.find((c) => (id ? c.id === id : c.handle === handle)) ?? null
    },
    collectionByHandle: ({ handle }: { handle: string }) => collections.find((c) => c.handle === handle) ?? null,
    collections: (args: PageArgs & { query?: string | null; sortKey?: 'ID' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null }, context: StoreContext) => {
      const terms = args.query
        ?.trim()
        .toLowerCase()
        .replace(/^title:/, '')
      // A title in the operation's language matches as well as the store's own.
      const titled = (c: (typeof collections)[number]) => [c.title, collectionTitleIn(c, context.language)].some((t) => t.toLowerCase().includes(terms!))
      const found = collections.filter((c) => !terms || titled(c) || c.handle.includes(terms))
      if (args.sortKey === 'TITLE') found.sort((a, b) => a.title.localeCompare(b.title))
      return { ...connection(found, args), totalCount: String(found.length) }
    },
    search: (args: PageArgs & SearchArguments, context: StoreContext) => {
      // Articles and pages are not in this store: a search for only those finds nothing.
      const found: ProductNode[] = !args.types || args.types.includes('PRODUCT') ? searchProducts(store.products, args, inLanguage(context)) : []
      const shown = applyFilters(found, args.productFilters)
      return { ...connection(shown, args), totalCount: shown.length, productFilters: () => facets(found, args.productFilters) }
    },
    productRecommendations: ({
      productId,
      productHandle,
      intent,
    }: {
      productId?: string | null
      productHandle?: string | null
      intent?: 'RELATED' | 'COMPLEMENTARY' | null
    }) => {
      if (!productId && !productHandle) throw new GraphQLError('Either productId or productHandle must be provided', { extensions: { code: 'BAD_REQUEST' } })
      return recommend(store.products, productOf({ id: productId, handle: productHandle }), intent ?? 'RELATED')
    },
    predictiveSearch: ({ query, limit, types }: { query: string; limit?: number | null; types?: string[] | null }, context: StoreContext) => {
      const wantsProducts = !types || types.includes('PRODUCT')
      const max = Math.min(Math.max(limit ?? PREDICTIVE_LIMIT, 1), PREDICTIVE_LIMIT)
      const terms = query.trim()
      const products = wantsProducts && terms ? store.list({ query: terms, sortKey: 'RELEVANCE' }, inLanguage(context)).slice(0, max) : []
      return { products }
    },
  }
}

/** A product as the operation's search reads it: in its language (and English), as Shopify searches. */
const inLanguage = (context: StoreContext | undefined) => (product: ProductNode) => searchableIn(product, context?.language ?? 'EN')

/** Shopify's words for a failure of its own: nothing of the cause (a database's message, its SQL) reaches the caller. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error. Looks like something went wrong on our end.'

/**
 * The API's one error boundary: an error a resolver meant for the caller (a GraphQLError) goes out
 * as it is; any other (the database failing) is logged and answered as Shopify answers its own.
 */
function withoutInternals(error: GraphQLError): GraphQLError {
  if (!error.originalError || error.originalError instanceof GraphQLError) return error
  console.error(`[storefront] ${error.path?.join('.') ?? 'request'} failed:`, error.originalError)
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, { path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } })
}

/** Shopify-compatible Storefront API endpoint: `POST /api/2025-07/graphql.json`. */
export function createStorefrontHandler({
  catalogue,
  assetBase,
  carts = null,
  limits = QUERY_LIMITS,
}: {
  catalogue: CatalogueData
  assetBase: string
  carts?: CartRepository | null
  limits?: QueryLimits
}) {
  const schema: GraphQLSchema = translateInLanguages(priceInMarkets(buildSchema(typeDefs)))
  const store = createStore(catalogue, assetBase)
  const root = { ...rootValue(store, carts, assetBase, catalogue.currency), ...onlineStoreRoot(assetBase) }

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return fail('Use POST for Storefront API requests', 405, { Allow: 'POST' })
    const type = request.headers.get('content-type') ?? ''
    if (!type.includes('application/json') && !type.includes('application/graphql')) {
      return fail('Content-Type must be application/json', 415)
    }
    const text = await request.text()
    if (text.length > MAX_BODY_BYTES) return fail('Request body too large', 413)
    let body: { query?: unknown; variables?: unknown; operationName?: unknown }
    if (type.includes('application/graphql')) body = { query: text }
    else {
      try {
        body = JSON.parse(text)
      } catch {
        return fail('Invalid JSON in request body', 400)
      }
    }
    if (!body || typeof body !== 'object' || typeof body.query !== 'string') return fail('Parameter "query" is required', 400)
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined
    const tokenless = !TOKEN_HEADERS.some((name) => request.headers.get(name))
    // The visitor's tokens, as Shopify's cart takes them from Hydrogen (X-Shopify-UniqueToken, X-Shopify-VisitToken).
    const tracking = {
      unique: trackingToken(request.headers.get(SHOPIFY_UNIQUE_TOKEN_HEADER)),
      visit: trackingToken(request.headers.get(SHOPIFY_VISIT_TOKEN_HEADER)),
    }
    const answer = JSON.stringify(await run(body.query, variables, operationName, tokenless, tracking))
    // Measured as sent: the cost limit bounds the work, this bounds what one answer may hold.
    const bytes = Buffer.byteLength(answer)
    if (bytes > limits.maxResponseBytes) return json({ errors: [responseTooLarge(bytes, limits)] })
    return new Response(answer, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  }

  /**
   * Parse, check every limit, and only then execute: a refused query never reaches a resolver. A
   * tokenless request is held to Shopify's cost limit before it runs; one with a token, as on
   * Shopify, is not, and is bounded instead by the fields it actually resolves (and the answer's size).
   */
  async function run(
    source: string,
    variableValues?: Record<string, unknown>,
    operationName?: string,
    tokenless = true,
    tracking: StoreContext['tracking'] = { unique: null, visit: null },
  ): Promise<ExecutionResult> {
    let document: DocumentNode
    try {
      document = parse(source, { maxTokens: limits.maxTokens })
    } catch (error) {
      return { errors: [error as GraphQLError] }
    }
    const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits, { variables: variableValues, operationName, tokenless })])
    if (errors.length) return { errors }
    const contextValue: StoreContext = { ...marketContext(schema, document, variableValues, operationName), tracking }
    let resolved = 0
    const counted: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
      // Past the limit every further field fails at once, so the rest of the answer costs nothing.
      if (++resolved > limits.maxResolvedFields) throw tooMuchWork(limits)
      // Every string argument, from a variable or written in the query, as the database can keep it.
      return defaultFieldResolver(source, hasUnstorableText(args) ? storable(args) : args, context, info)
    }
    const result = await execute({ schema, document, rootValue: root, contextValue, variableValues, operationName, fieldResolver: counted })
    if (resolved > limits.maxResolvedFields) return { errors: [tooMuchWork(limits)] }
    return result.errors ? { ...result, errors: result.errors.map(withoutInternals) } : result
  }

  return { handle, store }
}

export type StorefrontHandler = ReturnType<typeof createStorefrontHandler>
