import { createStorefrontApiClient } from '@shopify/storefront-api-client'
import {
  STORE_PROVIDER,
  STOREFRONT_API_VERSION,
  type StorefrontAnswer,
  type StorefrontClient,
  StorefrontError,
  type StorefrontFetch,
  StorefrontPaymentRequired,
  type StorefrontRequestOptions,
  type StorefrontVariables,
} from './client'

/**
 * The store's Storefront API through Shopify's own client (`@shopify/storefront-api-client`), its
 * answers' errors thrown as the shop's: StorefrontPaymentRequired on HTTP 402, StorefrontError on
 * any other failure. The fetch is given: the global one for a real Shopify store, the embedded
 * store's in-process one otherwise. Server-only: the browser never talks to the store.
 */
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
  const url = new URL(endpoint)
  const client = createStorefrontApiClient({
    storeDomain: url.origin,
    apiVersion: /\/api\/([^/]+)\//.exec(url.pathname)?.[1] ?? STOREFRONT_API_VERSION,
    publicAccessToken: token,
    // Quiet: the shop's pinned version is checked against the real schemas (operations.test.ts), not the client's list.
    logger: () => {},
    // To the endpoint as given: the client makes every origin https, and the embedded store or a test's fake is http.
    customFetchApi: (_url, init) => fetch(endpoint, init as RequestInit),
  })
  const failed = (message: string) => new StorefrontError(`Error calling ${STORE_PROVIDER}: ${message}`)

  return {
    async request<Query extends string, T>(
      query: Query,
      variables?: StorefrontVariables<Query>,
      options?: StorefrontRequestOptions,
    ): Promise<StorefrontAnswer<Query, T>> {
      const signal = AbortSignal.timeout(timeoutMs)
      const { data, errors } = await client.request<StorefrontAnswer<Query, T>>(query, {
        variables: (variables ?? {}) as Record<string, unknown>,
        headers: options?.headers,
        signal,
      })
      if (!errors) {
        if (!data) throw failed('the response had no data')
        return data
      }
      const status = errors.networkStatusCode
      if (status === 402) throw new StorefrontPaymentRequired()
      if (status !== undefined && (status < 200 || status >= 300)) throw new StorefrontError(`HTTP error! status: ${status}`, status)
      if (errors.graphQLErrors?.length) throw failed(errors.graphQLErrors.map((e) => e.message).join(', '))
      // No status: the store never answered.
      if (status === undefined) {
        throw failed(signal.aborted ? `no answer within ${timeoutMs} ms` : (errors.message ?? '').replace(/^GraphQL Client: /, ''))
      }
      // An answer that is not JSON (or says it is and is not), or one with neither data nor errors.
      throw failed(data === undefined && /Content-Type|JSON/i.test(errors.message ?? '') ? 'the response was not valid JSON' : 'the response had no data')
    },
  }
}
