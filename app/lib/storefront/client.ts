/**
 * The one way the app talks to the store: a Storefront API GraphQL call over `fetch`, with the
 * error catalogue of SPEC §8. The fetch is given: the global one for a real Shopify store, the
 * embedded store's in-process one otherwise.
 */
export const STOREFRONT_API_VERSION = '2025-07'
export const STORE_PROVIDER = 'Shopify'

export type StorefrontFetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * The store answered 402: API access needs an active billing plan. The call returns nothing.
 * A registered symbol, because the server and the app's build each hold a copy of this module.
 */
export const PAYMENT_REQUIRED: unique symbol = Symbol.for('storefront.payment-required') as never
export type PaymentRequired = typeof PAYMENT_REQUIRED

export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'StorefrontError'
  }
}

export type StorefrontClient = {
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T | PaymentRequired>
}

/** `my-shop.myshopify.com` is reached over HTTPS; an origin with a scheme is used as given. */
export function storefrontEndpoint(storeDomain: string) {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`
  return `${origin}/api/${STOREFRONT_API_VERSION}/graphql.json`
}

export function createStorefrontClient({
  endpoint,
  token,
  fetch,
  timeoutMs = 10_000,
}: {
  endpoint: string
  token: string
  fetch: StorefrontFetch
  timeoutMs?: number
}): StorefrontClient {
  return {
    async request<T>(query: string, variables: Record<string, unknown> = {}) {
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-Shopify-Storefront-Access-Token': token,
          },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') {
          throw new StorefrontError(`Error calling ${STORE_PROVIDER}: no answer within ${timeoutMs} ms`)
        }
        throw new StorefrontError(`Error calling ${STORE_PROVIDER}: ${(error as Error).message}`)
      }
      if (response.status === 402) return PAYMENT_REQUIRED
      if (!response.ok) throw new StorefrontError(`HTTP error! status: ${response.status}`, response.status)
      let body: { data?: T; errors?: { message: string }[] }
      try {
        body = await response.json()
      } catch {
        throw new StorefrontError(`Error calling ${STORE_PROVIDER}: the response was not valid JSON`)
      }
      if (Array.isArray(body.errors) && body.errors.length > 0) {
        throw new StorefrontError(`Error calling ${STORE_PROVIDER}: ${body.errors.map((e) => e.message).join(', ')}`)
      }
      if (!body.data) throw new StorefrontError(`Error calling ${STORE_PROVIDER}: the response had no data`)
      return body.data
    },
  }
}
