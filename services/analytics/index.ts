import { privacy } from '../../shared/shop'
import { lt, sql } from 'drizzle-orm'
import { type ConsentSettings, requestConsent } from '../../shared/consent'
import { readBodyWithin } from '../../shared/read-body'
import { analyticsEvents, type Db } from '../db'
import { type Limit, rateLimit } from '../functions/rate-limit'
import { batchSchema, MAX_BATCH_BYTES, MONORAIL_PATH, rowsOf } from './monorail'

export { MONORAIL_PATH } from './monorail'

export type AnalyticsOptions = {
  /** The embedded defaults' database: the events are kept there for `npm run analytics`. */
  db: Promise<Db> | null
  /** A real store's origin (`https://my-shop.myshopify.com`): the batches go on to Shopify, as Hydrogen's proxy sends them, and are not kept. */
  forwardTo: string | null
  consent: ConsentSettings
  /** Batches per address; a page sends one or two per view. */
  limit?: Limit
  /** Events older than this many days are deleted (checked at most once an hour). */
  retentionDays?: number
  fetch?: typeof fetch
  log?: Pick<Console, 'error' | 'warn'>
  now?: () => number
}

export const ANALYTICS_LIMIT: Limit = { max: 120, windowSeconds: 60 }

const answer = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'Cache-Control': 'no-store' },
  })

/**
 * The storefront's analytics endpoint (`MONORAIL_PATH`): a batch within its bounds, from a
 * visitor who allows analytics, is kept (embedded defaults) or passed on to the store. Anything
 * else is a 4xx; a visitor who has not allowed analytics gets 204 and nothing is kept.
 */
export function createAnalyticsHandler({
  db,
  forwardTo,
  consent,
  limit = ANALYTICS_LIMIT,
  retentionDays = privacy.analyticsRetentionDays,
  fetch: fetcher = fetch,
  log = console,
  now = Date.now,
}: AnalyticsOptions) {
  let lastPurge = 0
  async function purge(database: Db) {
    if (now() - lastPurge < 3_600_000) return
    lastPurge = now()
    await database.delete(analyticsEvents).where(lt(analyticsEvents.receivedAt, sql`now() - make_interval(days => ${retentionDays})`))
  }

  return async function handle(request: Request, { clientIp }: { clientIp: string }): Promise<Response> {
    const bytes = await readBodyWithin(request, MAX_BATCH_BYTES)
    if (!bytes) return answer(413, { error: `A batch is at most ${MAX_BATCH_BYTES} bytes.` })
    const text = new TextDecoder().decode(bytes)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return answer(400, { error: 'A batch is JSON.' })
    }
    const batch = batchSchema.safeParse(parsed)
    if (!batch.success) return answer(400, { error: 'Not a batch of Shopify analytics events.' })
    // A visitor who has not allowed analytics sends nothing; should a page send anyway, nothing is kept.
    if (!requestConsent(request, consent).consent.analytics) return answer(204, null)
    const rows = rowsOf(batch.data, now())
    if (!rows) return answer(400, { error: 'No event of a schema Shopify’s storefront analytics send.' })

    const database = db ? await db.catch(() => null) : null
    try {
      if (database) {
        const wait = await rateLimit(database, 'analytics', clientIp, limit)
        if (wait > 0) return new Response(JSON.stringify({ error: 'Too many analytics events.' }), { status: 429, headers: { 'Retry-After': String(wait) } })
      }
      if (!forwardTo && database && rows.length) await database.insert(analyticsEvents).values(rows)
    } catch (error) {
      log.error(`[analytics] a batch could not be kept: ${(error as Error).message}`)
      return answer(503, { error: 'The service is temporarily unavailable. Please try again later.' })
    }
    if (forwardTo) {
      const sent = await fetcher(`${forwardTo}${MONORAIL_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'User-Agent': request.headers.get('User-Agent') ?? '' },
        body: text,
        signal: AbortSignal.timeout(5_000),
      }).catch((error: unknown) => {
        log.warn(`[analytics] the store did not take a batch: ${(error as Error).message}`)
        return null
      })
      if (sent && !sent.ok) log.warn(`[analytics] the store answered ${sent.status} to a batch`)
    } else if (database) {
      await purge(database).catch((error: unknown) => log.error(`[analytics] old events could not be deleted: ${(error as Error).message}`))
    }
    // Monorail's own answer, which hydrogen-react reads: a status per event.
    return answer(200, { result: batch.data.events.map(() => ({ status: 200, message: 'ok' })) })
  }
}
