import { LRUCache } from 'lru-cache'

/**
 * Pages kept in memory for a few seconds, as the CDN in front may keep them for a minute (they are
 * sent `public, s-maxage=60`), the least recently asked for going first when full: a page asked for
 * again within that time is sent from memory rather than rendered again, and the requests that
 * arrive while a page renders wait for that one render.
 * A page is the same for every shopper (the cart lives in the browser), except for its CSP nonce:
 * each copy goes out with the nonce of its own response.
 *
 * Only what a shared cache may keep is kept (a 200 page with a public Cache-Control and no
 * cookie: the caller says), and only once it has streamed to its end intact. The first request
 * still gets its page streamed.
 */
export type PageCacheOptions = {
  /** How long a rendered page is served again; 0 turns the cache off. */
  ttlMs: number
  /** At most this many pages are kept (the oldest goes first), whatever their URLs. */
  maxEntries?: number
  /** And at most this many bytes of them: a page larger than that is sent but not kept. */
  maxBytes?: number
  /** The clock the pages age by, in milliseconds (tests give theirs). */
  now?: () => number
}

/** A kept page: its bytes, and where in them the nonce it was rendered with stands. */
type Entry = { body: Buffer; nonce: string; nonceAt: number[]; status: number; headers: [string, string][] }

function entryOf(body: Buffer, nonce: string, status: number, headers: [string, string][]): Entry {
  const nonceAt: number[] = []
  if (nonce) for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) nonceAt.push(at)
  return { body, nonce, nonceAt, status, headers }
}

/** The kept bytes with another nonce written over the first (nonces are all one length: a copy, no re-encoding). */
function withNonce(entry: Entry, nonce: string): Uint8Array<ArrayBuffer> | string {
  if (Buffer.byteLength(nonce) !== Buffer.byteLength(entry.nonce)) return entry.body.toString().replaceAll(entry.nonce, nonce)
  const body = Buffer.alloc(entry.body.length)
  entry.body.copy(body)
  for (const at of entry.nonceAt) body.write(nonce, at)
  return body
}

/** A response just rendered, whether it may be kept, and (asked once it has streamed) whether it came out whole. */
export type Rendered = { response: Response; keepable: boolean; intact: () => boolean }

export type PageCache = {
  /** The page for `key`: from memory, or from the render in flight, or rendered now with `nonce`. */
  serve(key: string, nonce: string, render: () => Promise<Rendered>): Promise<Response>
  readonly size: number
  /** Bytes of the pages kept. */
  readonly bytes: number
}

export function createPageCache({ ttlMs, maxEntries = 200, maxBytes = 16 * 1024 * 1024, now }: PageCacheOptions): PageCache {
  // Stale pages are dropped on their own time, so an idle server holds nothing; a page larger
  // than maxBytes is not kept.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
    ttl: Math.max(1, ttlMs),
    ttlAutopurge: true,
    ...(now ? { perf: { now } } : {}),
  })
  const rendering = new Map<string, Promise<Entry | null>>()

  const replay = (entry: Entry, nonce: string) => new Response(withNonce(entry, nonce), { status: entry.status, headers: entry.headers })

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
    async serve(key, nonce, render) {
      if (ttlMs <= 0) return (await render()).response
      const kept = entries.get(key)
      if (kept) return replay(kept, nonce)
      const pending = rendering.get(key)
      if (pending) {
        const entry = await pending
        return entry ? replay(entry, nonce) : (await render()).response
      }

      let settle!: (entry: Entry | null) => void
      rendering.set(key, new Promise((resolve) => (settle = resolve)))
      const done = (entry: Entry | null) => {
        rendering.delete(key)
        if (entry) entries.set(key, entry)
        settle(entry)
      }
      let rendered: Rendered
      try {
        rendered = await render()
      } catch (error) {
        done(null)
        throw error
      }
      const { response, keepable, intact } = rendered
      if (!response.body || !keepable) {
        done(null)
        return response
      }
      // The length is the copy's own (a nonce of another length changes it).
      const headers = [...response.headers].filter(([name]) => name !== 'content-length')
      const [streamed, copy] = response.body.tee()
      new Response(copy).arrayBuffer().then(
        (bytes) => done(intact() ? entryOf(Buffer.from(bytes), nonce, response.status, headers) : null),
        () => done(null),
      )
      return new Response(streamed, { status: response.status, headers: response.headers })
    },
  }
}
