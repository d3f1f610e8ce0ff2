import type { StorefrontAnswer, StorefrontClient, StorefrontVariables } from './client'

/**
 * An in-process cache around the storefront client, for the catalogue reads every page makes.
 *
 * - Only queries are cached, keyed by the query text and its variables; mutations (cartCreate) and
 *   the operations that report a shopper's cart (`uncached`) always go to the store.
 * - An answer is fresh for `ttlMs`; after that, for `staleMs` more, it is served at once while one
 *   refresh runs in the background. Past that it is fetched again before answering.
 * - Identical calls in flight at the same time share one request to the store.
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
  /** At most this many answers are kept (the oldest written goes first). */
  maxEntries?: number
  /** Operation names never cached although they are queries: they depend on the shopper. */
  uncached?: readonly string[]
  now?: () => number
  /** Told about a background refresh that failed (the stale answer stays). */
  onRefreshError?: (error: unknown, operation: string) => void
}

export const STOREFRONT_CACHE_DEFAULTS = {
  ttlMs: 30_000,
  staleMs: 300_000,
  maxEntries: 500,
  uncached: ['CartStatus', 'Variants'],
} as const

type Entry = { value: unknown; freshUntil: number; staleUntil: number }

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
}

export function createCachedStorefrontClient(client: StorefrontClient, options: StorefrontCacheOptions = {}): CachedStorefrontClient {
  const ttlMs = options.ttlMs ?? STOREFRONT_CACHE_DEFAULTS.ttlMs
  const staleMs = options.staleMs ?? STOREFRONT_CACHE_DEFAULTS.staleMs
  const maxEntries = options.maxEntries ?? STOREFRONT_CACHE_DEFAULTS.maxEntries
  const uncached = new Set<string>(options.uncached ?? STOREFRONT_CACHE_DEFAULTS.uncached)
  const now = options.now ?? Date.now
  const onRefreshError =
    options.onRefreshError ??
    ((error: unknown, operation: string) =>
      console.error(`[storefront] refreshing ${operation || 'a query'} failed; the cached answer is kept:`, error))

  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<unknown>>()

  /** One request per key at a time; a successful answer is stored when it arrives. */
  function load(key: string, query: string, variables: Record<string, unknown>): Promise<unknown> {
    const pending = inFlight.get(key)
    if (pending) return pending
    const request = client.request(query, variables).then(
      (value) => {
        inFlight.delete(key)
        const at = now()
        entries.delete(key)
        entries.set(key, { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs })
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
        return value
      },
      (error: unknown) => {
        inFlight.delete(key)
        throw error
      },
    )
    inFlight.set(key, request)
    return request
  }

  return {
    async request<Query extends string, T>(query: Query, given?: StorefrontVariables<Query>): Promise<StorefrontAnswer<Query, T>> {
      type Answer = StorefrontAnswer<Query, T>
      const operation = operationOf(query)
      if (operation.type !== 'query' || uncached.has(operation.name)) return client.request<Query, T>(query, given)
      const variables: Record<string, unknown> = given ?? {}

      const key = `${query}\n${stableJson(variables)}`
      const entry = entries.get(key)
      const at = now()
      if (entry && at < entry.freshUntil) return entry.value as Answer
      if (entry && at < entry.staleUntil) {
        if (!inFlight.has(key)) load(key, query, variables).catch((error: unknown) => onRefreshError(error, operation.name))
        return entry.value as Answer
      }
      if (entry) entries.delete(key)
      return (await load(key, query, variables)) as Answer
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
