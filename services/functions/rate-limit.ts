import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/core'
import { rateLimits } from '../db/schema'

export type Limit = { max: number; windowSeconds: number }

export type Limits = {
  newsletterPerAddress: Limit
  newsletterPerEmail: Limit
  contactPerAddress: Limit
  contactPerEmail: Limit
  reviewPerAddress: Limit
  reviewPerEmail: Limit
  backInStockPerAddress: Limit
  backInStockPerEmail: Limit
}

/**
 * Generous for people (an office behind one address, a typo retried), tight for scripts. Both
 * functions send mail to the address they are given, so each e-mail address has its own limit.
 */
export const defaultLimits: Limits = {
  newsletterPerAddress: { max: 30, windowSeconds: 600 },
  newsletterPerEmail: { max: 5, windowSeconds: 3600 },
  contactPerAddress: { max: 30, windowSeconds: 3600 },
  contactPerEmail: { max: 5, windowSeconds: 3600 },
  // Each review carries photos and earns a discount code: fewer than messages.
  reviewPerAddress: { max: 20, windowSeconds: 3600 },
  reviewPerEmail: { max: 3, windowSeconds: 86_400 },
  // As the newsletter's, with room for a shopper asking after a few sizes of one product.
  backInStockPerAddress: { max: 30, windowSeconds: 600 },
  backInStockPerEmail: { max: 10, windowSeconds: 3600 },
}

/** Counters are kept under a hash: the table never holds an address or an e-mail in clear. */
export const rateLimitKey = (scope: string, value: string) => createHash('sha256').update(`${scope}\u0000${value}`).digest('base64url')

/**
 * Counts one request against a fixed window shared by every server copy; returns 0 when within
 * the limit, else the seconds until the window ends.
 */
export async function rateLimit(db: Db, scope: string, value: string, limit: Limit): Promise<number> {
  const w = limit.windowSeconds
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rateLimitKey(scope, value), windowStart: sql`to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w})`, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<string | number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${w}) - now())))`,
    })
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
  }
  return row && row.hits > limit.max ? Math.max(1, Number(row.retryAfter)) : 0
}
