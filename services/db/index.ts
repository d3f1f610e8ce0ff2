import { existsSync, renameSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir, removeAbandonedInits } from './data-dir'
import { initPgliteDir } from './pglite-init'
import * as schema from './schema'

export * from './schema'
export { DataDirInUseError } from './data-dir'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Where the data lives, for logs (never the password). */
  label: string
  close(): Promise<void>
}

export type OpenDbOptions = {
  /** A postgres:// URL; unset, PGlite is used. */
  databaseUrl?: string | null
  /** Folder of the PGlite database (its files go in `<dataDir>/pglite`). */
  dataDir?: string
  /** PGlite in memory, for tests. */
  memory?: boolean
  /** PGlite in memory only: a dumped data folder to start from instead of running initdb (seconds saved per test file). */
  initialData?: Blob
  /** Postgres only: a schema of its own (created if missing), so test runs do not collide. */
  schema?: string
  migrationsFolder?: string
}

/** The migrations beside this module, or under the working directory once the server is bundled. */
export function findMigrationsFolder() {
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
    path.resolve('services/db/migrations'),
  ]
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')))
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`)
  return found
}

/** Session lock id of the migrations, so server copies starting together migrate one at a time. */
const MIGRATION_LOCK = 7_240_511

const identifier = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * PGlite's Postgres reserves 160 MB of shared buffers and touches all of it, so it stays resident;
 * the shop's tables are a few megabytes, which 16 MB holds whole.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/** Opens the database and applies pending migrations: Postgres when a URL is given, else PGlite. */
export async function openDb(options: OpenDbOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder()
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options.schema)
  return openPglite(options, migrationsFolder)
}

async function openPostgres(url: string, migrationsFolder: string, schemaName?: string): Promise<Database> {
  if (schemaName && !identifier.test(schemaName)) throw new Error(`Invalid schema name ${schemaName}`)
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  })
  watchConnections(pool, redact(url))
  const client = await pool.connect().catch(async (error: Error) => {
    await pool.end()
    throw new Error(`Cannot connect to DATABASE_URL (${redact(url)}): ${error.message}`)
  })
  try {
    if (schemaName) await client.query(`create schema if not exists "${schemaName}"`)
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migratePg(drizzlePg(client), { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return { db, kind: 'postgres', label: redact(url) + (schemaName ? ` (schema ${schemaName})` : ''), close: () => pool.end() }
}

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

async function openPglite(options: OpenDbOptions, migrationsFolder: string): Promise<Database> {
  let client: PGlite
  let release = () => {}
  let label = 'PGlite in memory'
  if (options.memory) {
    client = new PGlite({ startParams: PGLITE_START_PARAMS, loadDataDir: options.initialData })
  } else {
    const dataDir = path.resolve(options.dataDir ?? 'data')
    release = lockDataDir(dataDir)
    try {
      removeAbandonedInits(dataDir)
      const dir = path.join(dataDir, 'pglite')
      if (!existsSync(dir)) {
        // A first start creates the database aside and moves it in place when complete, so a
        // process killed half-way never leaves a broken database behind.
        const temp = path.join(dataDir, `pglite.init-${process.pid}`)
        await initPgliteDir(temp)
        renameSync(temp, dir)
      }
      client = new PGlite(dir, { startParams: PGLITE_START_PARAMS })
      label = `PGlite in ${dir}`
    } catch (error) {
      release()
      throw error
    }
  }
  try {
    await client.waitReady
    await migratePglite(drizzlePglite(client), { migrationsFolder })
  } catch (error) {
    await client.close().catch(() => {})
    release()
    throw error
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    label,
    close: async () => {
      await client.close()
      release()
    },
  }
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')

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
