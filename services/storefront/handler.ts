import { buildSchema, type DocumentNode, execute, type ExecutionResult, GraphQLError, type GraphQLSchema, parse, specifiedRules, validate } from 'graphql'
import type { CatalogueData } from './catalogue'
import {
  type CartRepository,
  cartDiscountCodes,
  discountWarnings,
  MAX_DISCOUNT_CODES,
  mergeLines,
  newCartKey,
  newCartToken,
  parseCartGid,
  resolveCart,
  validateLines,
} from './carts'
import { cartCountry, localization, marketContext, type MarketContext, priceInMarkets } from './markets'
import { limitRules, PREDICTIVE_LIMIT, QUERY_LIMITS, type QueryLimits, responseTooLarge } from './limits'
import { connection, createStore, type SortKey, type Store } from './model'
import { typeDefs } from './schema'

export const STOREFRONT_API_VERSION = '2025-07'
export const STOREFRONT_API_PATH = `/api/${STOREFRONT_API_VERSION}/graphql.json`
const MAX_BODY_BYTES = 64 * 1024

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
const fail = (message: string, status: number) => json({ errors: [{ message }] }, status)

type CartLineInput = { merchandiseId: string; quantity?: number | null }

function rootValue(store: Store, carts: CartRepository | null, assetBase: string, currency: string) {
  const requireCarts = () => {
    if (!carts) throw new GraphQLError('Carts are not available on this store', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })
    return carts
  }
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
      { input }: { input?: { lines?: CartLineInput[] | null; discountCodes?: string[] | null; buyerIdentity?: { countryCode?: string | null } | null } | null },
      context: MarketContext,
    ) => {
      const lines = input?.lines ?? []
      const userErrors = validateLines(store, lines)
      const entered = input?.discountCodes ?? []
      if (entered.length > MAX_DISCOUNT_CODES) {
        userErrors.push({ code: 'INVALID', field: ['input', 'discountCodes'], message: `A cart can hold at most ${MAX_DISCOUNT_CODES} discount codes.` })
      }
      if (userErrors.length) return { cart: null, userErrors, warnings: [] }
      const record = {
        token: newCartToken(),
        key: newCartKey(),
        lines: mergeLines(lines),
        discountCodes: cartDiscountCodes(entered),
        countryCode: cartCountry(input?.buyerIdentity?.countryCode, context),
        createdAt: new Date().toISOString(),
        completedAt: null,
      }
      const carts = requireCarts()
      await carts.insert(record)
      const cart = await resolveCart(carts, record, store, assetBase, currency)
      return { cart, userErrors: [], warnings: discountWarnings(cart) }
    },
    localization,
    nodes: ({ ids }: { ids: string[] }) => ids.map((id) => store.productById(id) ?? store.variantById(id)),
    products: (args: { query?: string | null; sortKey?: SortKey | null; reverse?: boolean | null } & Record<string, unknown>) => connectionOf(store, args),
    product: ({ handle, id }: { handle?: string | null; id?: string | null }) => {
      if (!handle && !id) throw new GraphQLError('Either id or handle must be provided', { extensions: { code: 'BAD_REQUEST' } })
      return id ? store.productById(id) : store.productByHandle(handle!)
    },
    node: ({ id }: { id: string }) => store.productById(id) ?? store.variantById(id),
    predictiveSearch: ({ query, limit, types }: { query: string; limit?: number | null; types?: string[] | null }) => {
      const wantsProducts = !types || types.includes('PRODUCT')
      const max = Math.min(Math.max(limit ?? PREDICTIVE_LIMIT, 1), PREDICTIVE_LIMIT)
      const terms = query.trim()
      const products = wantsProducts && terms ? store.list({ query: terms, sortKey: 'RELEVANCE' }).slice(0, max) : []
      return { products }
    },
  }
}

/** The list comes sorted; the connection reverses it when asked, once. */
function connectionOf(store: Store, args: Parameters<Store['list']>[0] & Parameters<typeof connection>[1]) {
  return connection(store.list(args), args)
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
  const schema: GraphQLSchema = priceInMarkets(buildSchema(typeDefs))
  const store = createStore(catalogue, assetBase)
  const root = rootValue(store, carts, assetBase, catalogue.currency)

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return fail('Use POST for Storefront API requests', 405)
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
    const answer = JSON.stringify(await run(body.query, variables, operationName))
    // Measured as sent: the cost limit bounds the work, this bounds what one answer may hold.
    const bytes = Buffer.byteLength(answer)
    if (bytes > limits.maxResponseBytes) return json({ errors: [responseTooLarge(bytes, limits)] })
    return new Response(answer, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  }

  /** Parse, check every limit, and only then execute: a refused query never reaches a resolver. */
  async function run(source: string, variableValues?: Record<string, unknown>, operationName?: string): Promise<ExecutionResult> {
    let document: DocumentNode
    try {
      document = parse(source, { maxTokens: limits.maxTokens })
    } catch (error) {
      return { errors: [error as GraphQLError] }
    }
    const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits, { variables: variableValues, operationName })])
    if (errors.length) return { errors }
    const contextValue = marketContext(schema, document, variableValues, operationName)
    return execute({ schema, document, rootValue: root, contextValue, variableValues, operationName })
  }

  return { handle, store }
}

export type StorefrontHandler = ReturnType<typeof createStorefrontHandler>
