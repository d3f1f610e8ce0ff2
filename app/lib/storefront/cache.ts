import { LRUCache } from 'lru-cache'
import type { StorefrontAnswer, StorefrontClient, StorefrontRequestOptions, StorefrontVariables } from './client'

/**
 * An in-process cache around the storefront client, for the catalogue reads every page makes,
 * on lru-cache's `fetch`: it shares one request between identical calls in flight, serves a stale
 * answer while it refreshes it, and keeps that answer when the refresh fails.
 *
 * - Only queries are cached, keyed by the query text and its variables; mutations (cartCreate) and
 *   the operations that report a shopper's cart (`uncached`) always go to the store.
 * - An answer is fresh for `ttlMs`; after that, for `staleMs` more, it is served at once while one
 *   refresh runs in the background. Past that it is fetched again before answering.
 * - Errors (the store's "payment required" among them) are never cached: the next call asks again,
 *   and a failed refresh leaves the stale answer in place.
 *
 * Answers are shared between requests: callers must not mutate what they get.
 */
export type StorefrontCacheOptions = {
  /** How long an answer is served without asking the store. */
  ttlMs?: number
  /** How long after that a stale answer is still served while it is refreshed. */
  staleMs?: number
  /** At most this many answers are kept (the least recently used goes first). */
  maxEntries?: number
  /**
   * And at most this many bytes of them, counted as their JSON (objects in memory take a few times
   * that): searches make a key each, and some answers are large. An answer larger than this is
   * answered but not kept.
   */
  maxBytes?: number
  /** Operation names never cached although they are queries: they depend on the shopper. */
  uncached?: readonly string[]
  /** The clock, in milliseconds (tests). */
  now?: () => number
  /** Told about a background refresh that failed (the stale answer stays). */
  onRefreshError?: (error: unknown, operation: string) => void
}

export const STOREFRONT_CACHE_DEFAULTS = {
  ttlMs: 30_000,
  staleMs: 300_000,
  maxEntries: 500,
  maxBytes: 8 * 1024 * 1024,
  uncached: ['CartStatus', 'Variants', 'BackInStockVariants'],
} as const

/** `query`, `mutation` or `subscription`, and the operation's name, read from the document. */
export function operationOf(document: string): { type: string; name: string } {
  const source = document.replace(/#[^\n]*/g, '').trim()
  if (source.startsWith('{')) return { type: 'query', name: '' }
  const match = /^(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/.exec(source)
  return { type: match?.[1] ?? 'unknown', name: match?.[2] ?? '' }
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` make the same key. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

export type CachedStorefrontClient = StorefrontClient & {
  /** Forgets every answer (tests, or after a catalogue change pushed by a webhook). */
  clear(): void
  readonly size: number
  /** The bytes of the answers kept, as `maxBytes` counts them. */
  readonly bytes: number
}

/** What the fetch of one key needs to ask the store. */
type Call = { query: string; variables: Record<string, unknown>; operation: string }

export function createCachedStorefrontClient(client: StorefrontClient, options: StorefrontCacheOptions = {}): CachedStorefrontClient {
  const staleMs = options.staleMs ?? STOREFRONT_CACHE_DEFAULTS.staleMs
  const uncached = new Set<string>(options.uncached ?? STOREFRONT_CACHE_DEFAULTS.uncached)
  const onRefreshError =
    options.onRefreshError ??
    ((error: unknown, operation: string) => console.error(`[storefront] refreshing ${operation || 'a query'} failed; the cached answer is kept:`, error))

  const answers = new LRUCache<string, object, Call>({
    max: options.maxEntries ?? STOREFRONT_CACHE_DEFAULTS.maxEntries,
    maxSize: options.maxBytes ?? STOREFRONT_CACHE_DEFAULTS.maxBytes,
    // Once per answer fetched, not per read.
    sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer).length),
    ttl: options.ttlMs ?? STOREFRONT_CACHE_DEFAULTS.ttlMs,
    allowStale: true,
    // A failed refresh keeps the stale answer; a failed first fetch stores nothing and rejects.
    noDeleteOnFetchRejection: true,
    ...(options.now && { perf: { now: options.now }, ttlResolution: 0 }),
    async fetchMethod(_key, stale, { context }) {
      try {
        return await client.request(context.query, context.variables)
      } catch (error) {
        // The callers already have the stale answer; a first answer's error goes to its callers.
        if (stale !== undefined) onRefreshError(error, context.operation)
        throw error
      }
    },
  })

  return {
    async request<Query extends string, T>(
      query: Query,
      given?: StorefrontVariables<Query>,
      options?: StorefrontRequestOptions,
    ): Promise<StorefrontAnswer<Query, T>> {
      const operation = operationOf(query)
      // A cached answer is every visitor's: a request with a visitor's own headers is never one.
      if (operation.type !== 'query' || uncached.has(operation.name) || options?.headers) return client.request<Query, T>(query, given, options)
      const variables: Record<string, unknown> = given ?? {}
      const key = `${query}\n${stableJson(variables)}`
      // Stale past its window (a negative remaining life): not served, the store is asked again.
      if (answers.getRemainingTTL(key) < -staleMs) answers.delete(key)
      return (await answers.fetch(key, { context: { query, variables, operation: operation.name } })) as StorefrontAnswer<Query, T>
    },
    clear() {
      answers.clear()
    },
    get size() {
      return answers.size
    },
    get bytes() {
      return answers.calculatedSize
    },
  }
}
