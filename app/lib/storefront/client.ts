/**
 * The one way the app talks to the store, its types and errors (docs/product.md#errors-and-not-found);
 * the client itself is `client.server.ts`, Shopify's Storefront API client.
 */
import { catalogue } from '#shared/shop'

/** The shop's Storefront API version, the default of `PUBLIC_STOREFRONT_API_VERSION`. */
export const STOREFRONT_API_VERSION = catalogue.storefrontApiVersion
export const STORE_PROVIDER = 'Shopify'

export type StorefrontFetch = (input: string, init: RequestInit) => Promise<Response>

export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'StorefrontError'
  }
}

/** Marks a payment-required error by a registered symbol, the same in every copy of this module. */
const PAYMENT_REQUIRED = Symbol.for('storefront.payment-required')

/**
 * The store answered 402: API access needs an active billing plan. Thrown by the
 * client; the page that catches it shows the "Payment required" notice instead of an error.
 * `instanceof` holds across copies of this module (the server and the app's build each hold one),
 * so it reads the mark rather than the prototype.
 */
export class StorefrontPaymentRequired extends StorefrontError {
  readonly [PAYMENT_REQUIRED] = true

  constructor() {
    super(`${STORE_PROVIDER}: Payment required`, 402)
    this.name = 'StorefrontPaymentRequired'
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && PAYMENT_REQUIRED in value
  }
}

/**
 * Every operation the app sends, by its text: its answer and its variables. Empty here, filled in
 * by `storefront-api.generated.d.ts` (`npm run codegen`), so a query's answer is typed from the
 * query itself, as in Hydrogen.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StorefrontQueries {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StorefrontMutations {}
type StorefrontOperations = StorefrontQueries & StorefrontMutations

/** The answer to a generated operation; `T` (unknown unless given) for any other text. */
export type StorefrontAnswer<Query extends string, T = unknown> = Query extends keyof StorefrontOperations ? StorefrontOperations[Query]['return'] : T
export type StorefrontVariables<Query extends string> = Query extends keyof StorefrontOperations
  ? StorefrontOperations[Query]['variables']
  : Record<string, unknown>

/** A request's own headers: the visitor's tracking tokens on a cart's mutation, so the store attributes its order. */
export type StorefrontRequestOptions = { headers?: Record<string, string> }

export type StorefrontClient = {
  /** The answer's `data`; throws StorefrontPaymentRequired on HTTP 402 and StorefrontError on any other failure. */
  request<Query extends string, T = unknown>(
    query: Query,
    variables?: StorefrontVariables<Query>,
    options?: StorefrontRequestOptions,
  ): Promise<StorefrontAnswer<Query, T>>
}

/** `my-shop.myshopify.com` is reached over HTTPS; an origin with a scheme is used as given. */
export function storefrontEndpoint(storeDomain: string, version: string = STOREFRONT_API_VERSION) {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`
  return `${origin}/api/${version}/graphql.json`
}
