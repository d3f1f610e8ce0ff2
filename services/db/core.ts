import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/**
 * The database as the functions and the mail worker use it, with no driver attached: what runs
 * in Supabase's Edge runtime imports this module, never `./index` (PGlite, the data folder).
 */
export * from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** Whether an error is a unique-constraint violation, optionally of the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined
  for (let depth = 0; e && depth < 3; depth++, e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || String(e).includes(constraint)
  }
  return false
}
