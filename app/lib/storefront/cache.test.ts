import { describe, expect, it } from 'vitest'
import { createCachedStorefrontClient, operationOf } from './cache'
import { StorefrontError, StorefrontPaymentRequired, type StorefrontClient } from './client'
import { CART_CREATE_MUTATION, CART_STATUS_QUERY, PRODUCT_BY_HANDLE_QUERY as PRODUCT_BY_HANDLE, PRODUCTS_QUERY as PRODUCTS, VARIANTS_QUERY } from './queries'

// The cache keys by an operation's text and variables, whatever they are: these tests send partial variables.
const PRODUCTS_QUERY: string = PRODUCTS
const PRODUCT_BY_HANDLE_QUERY: string = PRODUCT_BY_HANDLE

/** A store whose answers the test controls: each call is recorded and waits until released. */
function fakeStore() {
  const calls: { query: string; variables: Record<string, unknown> | undefined; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = []
  const client: StorefrontClient = {
    request<T>(query: string, variables?: Record<string, unknown>) {
      return new Promise<T>((resolve, reject) => {
        calls.push({ query, variables, resolve: resolve as (v: unknown) => void, reject })
      })
    },
  }
  return { client, calls }
}

/** A store that answers at once with a counter, so each answer tells which call made it. */
function countingStore() {
  let count = 0
  const calls: string[] = []
  const client: StorefrontClient = {
    async request<T>(query: string) {
      calls.push(operationOf(query).name)
      count += 1
      return { n: count } as T
    },
  }
  return { client, calls }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

/** lru-cache reads a start time of 0 as "no expiry", so the test clock starts later. */
const START = 1_000_000

describe('cached storefront client', () => {
  it('answers a second identical query from memory, without calling the store', async () => {
    const store = countingStore()
    const cached = createCachedStorefrontClient(store.client)
    const first = await cached.request(PRODUCTS_QUERY, { first: 20, sortKey: 'BEST_SELLING' })
    const second = await cached.request(PRODUCTS_QUERY, { sortKey: 'BEST_SELLING', first: 20 })
    expect(first).toEqual({ n: 1 })
    expect(second).toBe(first)
    expect(store.calls).toEqual(['Products'])
  })

  it('keys by query and variables: another handle or another query asks the store', async () => {
    const store = countingStore()
    const cached = createCachedStorefrontClient(store.client)
    await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'a' })
    await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'b' })
    await cached.request(PRODUCTS_QUERY, { handle: 'a' })
    expect(await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'b' })).toEqual({ n: 2 })
    expect(store.calls).toHaveLength(3)
  })

  it('serves a stale answer at once while exactly one refresh runs, then serves the refreshed one', async () => {
    let clock = START
    const store = fakeStore()
    const cached = createCachedStorefrontClient(store.client, { ttlMs: 1_000, staleMs: 10_000, now: () => clock })
    const first = cached.request(PRODUCTS_QUERY, { first: 20 })
    store.calls[0]!.resolve({ version: 1 })
    expect(await first).toEqual({ version: 1 })

    clock += 5_000 // stale, within the stale window
    expect(await cached.request(PRODUCTS_QUERY, { first: 20 })).toEqual({ version: 1 })
    expect(await cached.request(PRODUCTS_QUERY, { first: 20 })).toEqual({ version: 1 })
    expect(store.calls).toHaveLength(2) // one refresh, not one per stale read

    store.calls[1]!.resolve({ version: 2 })
    await flush()
    expect(await cached.request(PRODUCTS_QUERY, { first: 20 })).toEqual({ version: 2 })
    expect(store.calls).toHaveLength(2)
  })

  it('waits for the store once an answer is older than the stale window', async () => {
    let clock = START
    const store = countingStore()
    const cached = createCachedStorefrontClient(store.client, { ttlMs: 1_000, staleMs: 1_000, now: () => clock })
    await cached.request(PRODUCTS_QUERY)
    clock += 2_500
    expect(await cached.request(PRODUCTS_QUERY)).toEqual({ n: 2 })
  })

  it('shares one store request between concurrent identical calls', async () => {
    const store = fakeStore()
    const cached = createCachedStorefrontClient(store.client)
    const calls = Array.from({ length: 5 }, () => cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'sheet' }))
    expect(store.calls).toHaveLength(1)
    store.calls[0]!.resolve({ product: { handle: 'sheet' } })
    const answers = await Promise.all(calls)
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toEqual({ product: { handle: 'sheet' } })
  })

  it('does not cache errors: every waiting caller gets the error, and the next call asks again', async () => {
    const store = fakeStore()
    const cached = createCachedStorefrontClient(store.client)
    const a = cached.request(PRODUCTS_QUERY)
    const b = cached.request(PRODUCTS_QUERY)
    store.calls[0]!.reject(new StorefrontError('HTTP error! status: 500', 500))
    await expect(a).rejects.toThrow('HTTP error! status: 500')
    await expect(b).rejects.toThrow('HTTP error! status: 500')

    const c = cached.request(PRODUCTS_QUERY)
    expect(store.calls).toHaveLength(2)
    store.calls[1]!.resolve({ products: [] })
    expect(await c).toEqual({ products: [] })
    expect(cached.size).toBe(1)
  })

  it('keeps the stale answer when its refresh fails, and tries again on the next read', async () => {
    let clock = START
    const failures: unknown[] = []
    const store = fakeStore()
    const cached = createCachedStorefrontClient(store.client, { ttlMs: 1_000, staleMs: 10_000, now: () => clock, onRefreshError: (e) => failures.push(e) })
    const first = cached.request(PRODUCTS_QUERY)
    store.calls[0]!.resolve({ version: 1 })
    await first
    clock += 2_000
    expect(await cached.request(PRODUCTS_QUERY)).toEqual({ version: 1 })
    store.calls[1]!.reject(new StorefrontError('down'))
    await flush()
    expect(failures).toHaveLength(1)
    expect(await cached.request(PRODUCTS_QUERY)).toEqual({ version: 1 })
    expect(store.calls).toHaveLength(3)
  })

  it("does not cache the store's payment-required answer", async () => {
    const calls: string[] = []
    const cached = createCachedStorefrontClient({
      async request() {
        calls.push('x')
        throw new StorefrontPaymentRequired()
      },
    })
    await expect(cached.request(PRODUCTS_QUERY)).rejects.toBeInstanceOf(StorefrontPaymentRequired)
    await expect(cached.request(PRODUCTS_QUERY)).rejects.toBeInstanceOf(StorefrontPaymentRequired)
    expect(calls).toHaveLength(2)
  })

  it('never caches mutations or the cart status checks', async () => {
    const store = countingStore()
    const cached = createCachedStorefrontClient(store.client)
    for (let i = 0; i < 2; i++) {
      await cached.request(CART_CREATE_MUTATION, { input: { lines: [] } })
      await cached.request(CART_STATUS_QUERY, { id: 'gid://shopify/Cart/1' })
      await cached.request(VARIANTS_QUERY, { ids: ['gid://shopify/ProductVariant/1'] })
    }
    expect(store.calls).toEqual(['CartCreate', 'CartStatus', 'Variants', 'CartCreate', 'CartStatus', 'Variants'])
    expect(cached.size).toBe(0)
  })

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const store = countingStore()
    const cached = createCachedStorefrontClient(store.client, { maxEntries: 2 })
    for (const handle of ['a', 'b', 'c']) await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle })
    expect(cached.size).toBe(2)
    await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'c' })
    await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'a' })
    expect(store.calls).toHaveLength(4)
  })

  it('keeps at most maxBytes of answers, and does not keep an answer larger than that', async () => {
    const store = countingStore()
    let padding = 'x'.repeat(90)
    const sized: StorefrontClient = { request: async (query, variables) => ({ ...(await store.client.request(query, variables)), padding }) }
    const cached = createCachedStorefrontClient(sized, { maxEntries: 100, maxBytes: 500 })
    // Each answer is about 110 bytes of JSON: four fit, the fifth pushes out the least recently used.
    for (const handle of ['a', 'b', 'c', 'd', 'e']) await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle })
    expect(cached.size).toBe(4)
    expect(cached.bytes).toBeLessThanOrEqual(500)
    await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'a' })
    expect(store.calls).toHaveLength(6)

    padding = 'x'.repeat(600)
    const large = await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'large' })
    expect(large).toMatchObject({ padding })
    await cached.request(PRODUCT_BY_HANDLE_QUERY, { handle: 'large' })
    expect(store.calls).toHaveLength(8)
    expect(cached.bytes).toBeLessThanOrEqual(500)
  })

  it('reads the operation type and name of a document', () => {
    expect(operationOf(PRODUCTS_QUERY)).toEqual({ type: 'query', name: 'Products' })
    expect(operationOf(CART_CREATE_MUTATION)).toEqual({ type: 'mutation', name: 'CartCreate' })
    expect(operationOf('# note\n{ shop { name } }')).toEqual({ type: 'query', name: '' })
  })
})
