import { privacy } from '../../shared/shop'
import { lt, sql } from 'drizzle-orm'
import { type ConsentSettings, requestConsent } from '../../shared/consent'
import { readBodyWithin } from '../../shared/read-body'
import { type Db, webVitals } from '../db'
import { type Limit, rateLimit } from '../functions/rate-limit'
import { MAX_BEACON_BYTES, parseBeacon, rowsOf } from './beacon'

export { VITALS_PATH } from './beacon'

export type VitalsOptions = {
  /** The shop's own database, whatever the store: Shopify does not take these. Null: nothing is kept. */
  db: Promise<Db> | null
  consent: ConsentSettings
  /** Beacons per address; a page sends one or two per view. */
  limit?: Limit
  /** Metrics older than this many days are deleted (checked at most once an hour). */
  retentionDays?: number
  log?: Pick<Console, 'error'>
  now?: () => number
}

export const VITALS_LIMIT: Limit = { max: 120, windowSeconds: 60 }

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'Cache-Control': 'no-store', ...headers },
  })

/**
 * The pages' Core Web Vitals endpoint (`VITALS_PATH`): a beacon within its bounds, from a visitor
 * who allows analytics, is kept for `npm run vitals` (204). Anything else is a 4xx; a visitor who
 * has not allowed analytics gets 204 too, and nothing is kept.
 */
export function createVitalsHandler({
  db,
  consent,
  limit = VITALS_LIMIT,
  retentionDays = privacy.analyticsRetentionDays,
  log = console,
  now = Date.now,
}: VitalsOptions) {
  let lastPurge = 0
  async function purge(database: Db) {
    if (now() - lastPurge < 3_600_000) return
    lastPurge = now()
    await database.delete(webVitals).where(lt(webVitals.receivedAt, sql`now() - make_interval(days => ${retentionDays})`))
  }

  return async function handle(request: Request, { clientIp }: { clientIp: string }): Promise<Response> {
    const bytes = await readBodyWithin(request, MAX_BEACON_BYTES)
    if (!bytes) return answer(413, { error: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` })
    const parsed = parseBeacon(new TextDecoder().decode(bytes))
    if (!parsed.ok) return answer(400, { error: parsed.error })
    // Measuring speed is analytics, under the analytics endpoint's rule: GPC alone does not stop it
    // (it opts out of marketing and the sale of data), a country that asks first does until allowed.
    if (!requestConsent(request, consent).consent.analytics) return answer(204, null)

    const database = db ? await db.catch(() => null) : null
    if (!database) return answer(204, null)
    try {
      const wait = await rateLimit(database, 'vitals', clientIp, limit)
      if (wait > 0) return answer(429, { error: 'Too many beacons.' }, { 'Retry-After': String(wait) })
      await database.insert(webVitals).values(rowsOf(parsed.beacon))
    } catch (error) {
      log.error(`[vitals] a beacon could not be kept: ${(error as Error).message}`)
      return answer(503, { error: 'The service is temporarily unavailable. Please try again later.' })
    }
    await purge(database).catch((error: unknown) => log.error(`[vitals] old metrics could not be deleted: ${(error as Error).message}`))
    return answer(204, null)
  }
}
