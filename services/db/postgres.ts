import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from './core'
import * as schema from './schema'

/**
 * Database faults never end the process. A `pg` client emits 'error' when its connection drops
 * (Postgres restarted, the backend terminated, the network cut); with no listener that is an
 * uncaught exception. The pool listens only while a client is idle, so every client gets a
 * listener of its own for its whole life, including while checked out (transactions, migrations).
 * The query in flight fails on its own (the functions answer 503), the pool discards the broken
 * client on release and opens new connections on demand, so it recovers by itself.
 */
export function watchConnections(pool: pg.Pool, label: string) {
  let lost = 0
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      // One line per lost connection; a restart drops every connection at once.
      lost++
      console.error(`[db] connection to ${label} lost (${lost} so far): ${error.code ? `${error.code} ` : ''}${error.message}`)
    })
  })
  // An idle client's error reaches the pool too: already logged by the client's own listener.
  pool.on('error', () => {})
}

/** A URL fit for logs: the password hidden. */
export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')

/**
 * A Postgres whose schema is applied elsewhere (the Supabase project's migrations): the hosted
 * functions connect without migrating. A few connections per instance: the Edge runtime starts
 * many small instances, each serving a request or a few at a time.
 */
export function connectPostgres(url: string, max = 3): { db: Db; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 })
  watchConnections(pool, redact(url))
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() }
}
