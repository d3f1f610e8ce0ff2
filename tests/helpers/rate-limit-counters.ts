import type pg from 'pg'
import { type Limit, rateLimitKey } from '../../services/functions/rate-limit'

/**
 * The limits count in fixed windows of the database's clock, so a burst of requests that a busy
 * machine spreads over a window's end starts counting again. Tests that need a caller at the limit
 * put the counters there directly, for this window and the next: the next request is refused
 * whichever window it falls in, with no wait for the clock.
 */
export async function fillRateLimit(db: pg.Pool | pg.Client, scope: string, value: string, limit: Limit, table = 'rate_limits') {
  await db.query(
    `insert into ${table} (key, window_start, hits)
     select $1, to_timestamp((floor(extract(epoch from now()) / $2) + n) * $2), $3
     from generate_series(0, 1) as n
     on conflict (key, window_start) do update set hits = excluded.hits`,
    [rateLimitKey(scope, value), limit.windowSeconds, limit.max],
  )
}

/** Every request counted for a caller, over all windows: a burst spread over two windows counts the same. */
export async function countedHits(db: pg.Pool | pg.Client, scope: string, value: string, table = 'rate_limits') {
  const { rows } = await db.query<{ hits: string | null }>(`select sum(hits) as hits from ${table} where key = $1`, [rateLimitKey(scope, value)])
  return Number(rows[0]?.hits ?? 0)
}
