import { describe, expect, it, vi } from 'vitest'
import { StorefrontError, StorefrontPaymentRequired, storefrontEndpoint, type StorefrontFetch } from './client'
import { createStorefrontClient } from './client.server'

/** As Shopify answers: JSON's content type, whatever the body (Shopify's client refuses any other). */
const respond = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function clientWith(fetch: StorefrontFetch) {
  return createStorefrontClient({ endpoint: storefrontEndpoint('my-shop.myshopify.com'), token: 'secret-token', fetch })
}

describe('storefront client', () => {
  it('POSTs {query, variables} to the versioned GraphQL path with the access token header', async () => {
    const fetch = vi.fn<StorefrontFetch>(async () => respond({ data: { ok: true } }))
    const data = await clientWith(fetch).request('query Q { ok }', { first: 20 })
    expect(data).toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://my-shop.myshopify.com/api/2025-07/graphql.json')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['X-Shopify-Storefront-Access-Token']).toBe('secret-token')
    expect(JSON.parse(String(init.body))).toEqual({ query: 'query Q { ok }', variables: { first: 20 } })
  })

  it("adds a request's own headers (a visitor's tracking tokens) to the store's", async () => {
    const fetch = vi.fn<StorefrontFetch>(async () => respond({ data: { ok: true } }))
    await clientWith(fetch).request('mutation M { ok }', {}, { headers: { 'X-Shopify-VisitToken': 'visit-5678' } })
    const headers = fetch.mock.calls[0]![1].headers as Record<string, string>
    expect(headers['X-Shopify-VisitToken']).toBe('visit-5678')
    expect(headers['X-Shopify-Storefront-Access-Token']).toBe('secret-token')
  })

  it('throws StorefrontPaymentRequired on HTTP 402, a StorefrontError of status 402', async () => {
    const error = await clientWith(async () => respond('Payment Required', 402))
      .request('{ ok }')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorefrontPaymentRequired)
    expect(error).toBeInstanceOf(StorefrontError)
    expect((error as StorefrontError).status).toBe(402)
  })

  it('recognises a payment-required error thrown by another copy of the module', async () => {
    vi.resetModules()
    const copy = await import('./client')
    expect(copy.StorefrontPaymentRequired).not.toBe(StorefrontPaymentRequired)
    expect(new copy.StorefrontPaymentRequired()).toBeInstanceOf(StorefrontPaymentRequired)
    expect(new copy.StorefrontError('HTTP error! status: 500', 500)).not.toBeInstanceOf(StorefrontPaymentRequired)
    expect(new Error('Payment required')).not.toBeInstanceOf(StorefrontPaymentRequired)
  })

  it("throws 'HTTP error! status: {code}' on any other non-OK status", async () => {
    await expect(clientWith(async () => respond('nope', 500)).request('{ ok }')).rejects.toThrow('HTTP error! status: 500')
    await expect(clientWith(async () => respond('nope', 401)).request('{ ok }')).rejects.toThrow('HTTP error! status: 401')
  })

  it("throws 'Error calling Shopify: {messages joined}' when the response has errors", async () => {
    const fetch = async () => respond({ errors: [{ message: 'Field x missing' }, { message: 'Throttled' }] })
    await expect(clientWith(fetch).request('{ ok }')).rejects.toThrow('Error calling Shopify: Field x missing, Throttled')
  })

  it('reports malformed JSON and transport failures as store errors', async () => {
    await expect(clientWith(async () => respond('<html>oops')).request('{ ok }')).rejects.toThrow(/^Error calling Shopify: the response was not valid JSON$/)
    await expect(
      clientWith(async () => {
        throw new TypeError('fetch failed')
      }).request('{ ok }'),
    ).rejects.toThrow('Error calling Shopify: fetch failed')
  })

  it('gives up on a store that does not answer in time', async () => {
    const slow: StorefrontFetch = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const client = createStorefrontClient({ endpoint: 'https://x/api', token: 't', fetch: slow, timeoutMs: 30 })
    await expect(client.request('{ ok }')).rejects.toThrow('no answer within 30 ms')
  })
})
