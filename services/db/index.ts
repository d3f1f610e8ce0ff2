import { existsSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir, removeAbandonedInits } from './data-dir'
import { initPgliteDir } from './pglite-init'
import { type Db, queryRows } from './core'
import { redact, watchConnections } from './postgres'
import * as schema from './schema'

export * from './core'
export { DataDirInUseError } from './data-dir'
export { watchConnections } from './postgres'

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Where the data lives, for logs (never the password). */
  label: string
  /**
   * PGlite only: how many times this process has written to the database. The process is its
   * only client (the data folder is locked), so while the count holds, so does every answer read
   * from it. Postgres has other clients (the moderation CLI, a second shop): none.
   */
  dataVersion?: () => number
  /**
   * Whether the shop can write now: the database answers within `timeoutMs` and every migration
   * this build ships is applied. A failure names its cause, for the health check and the logs.
   */
  health(timeoutMs?: number): Promise<DatabaseHealth>
  close(): Promise<void>
}

export type DatabaseHealth = { ok: true } | { ok: false; reason: string }

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
  const candidates = [path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'), path.resolve('services/db/migrations')]
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')))
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`)
  return found
}

/** How many migrations the folder holds: the count a fully migrated database has recorded. */
const migrationCount = (migrationsFolder: string) =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

/** The health check of a database whose applied migrations drizzle records in `<schema>.__drizzle_migrations`. */
function healthCheck(db: Db, migrationsFolder: string, migrationsSchema: string) {
  const expected = migrationCount(migrationsFolder)
  const table = sql.raw(`"${migrationsSchema}"."__drizzle_migrations"`)
  return async (timeoutMs = 2000): Promise<DatabaseHealth> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<DatabaseHealth>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: `the database did not answer within ${timeoutMs} ms` }), timeoutMs)
    })
    const check = queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${table}`).then(
      ([row]): DatabaseHealth => ((row?.n ?? 0) >= expected ? { ok: true } : { ok: false, reason: `${row?.n ?? 0} of ${expected} migrations applied` }),
      (error: Error): DatabaseHealth => ({ ok: false, reason: `the database is unreachable: ${error.message}` }),
    )
    try {
      return await Promise.race([check, timeout])
    } finally {
      clearTimeout(timer)
    }
  }
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
    // The lock first: `create schema if not exists` is not safe against a copy making it at once.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      if (schemaName) await client.query(`create schema if not exists "${schemaName}"`)
      await migratePg(drizzlePg(client), { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    label: redact(url) + (schemaName ? ` (schema ${schemaName})` : ''),
    health: healthCheck(db, migrationsFolder, schemaName ?? 'drizzle'),
    close: () => pool.end(),
  }
}

/** A statement that only reads: a plain SELECT (anything else, a CTE included, counts as a write). */
const READ_ONLY = /^\s*select\b/i

/**
 * Counts the statements that may write, on `client` and in its transactions (a transaction counts
 * as it starts and again once it has ended, so a read that overlapped it is never taken as current).
 */
function countWrites(client: PGlite): () => number {
  let writes = 0
  const counting = <T extends Pick<PGlite, 'query' | 'exec'>>(target: T): T => {
    const query = target.query.bind(target)
    const exec = target.exec.bind(target)
    target.query = ((sql: string, ...rest: unknown[]) => {
      if (!READ_ONLY.test(sql)) writes++
      return (query as (...args: unknown[]) => unknown)(sql, ...rest)
    }) as T['query']
    target.exec = ((...args: Parameters<T['exec']>) => {
      writes++
      return (exec as (...a: unknown[]) => unknown)(...args)
    }) as T['exec']
    return target
  }
  counting(client)
  const transaction = client.transaction.bind(client)
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    writes++
    try {
      return await transaction((tx) => callback(counting(tx)))
    } finally {
      writes++
    }
  }) as PGlite['transaction']
  return () => writes
}

/**
 * Keeps PGlite's WebAssembly (Postgres compiled to it) on V8's baseline compiler. Its optimising
 * tier compiled Postgres' largest functions under traffic and kept both copies: 50-80 MB more
 * resident, with transient spikes above that, for no faster carts (measured in decision 108 (105)).
 */
function wasmBaselineOnly() {
  v8.setFlagsFromString('--no-wasm-tier-up')
  v8.setFlagsFromString('--no-wasm-dynamic-tiering')
}

async function openPglite(options: OpenDbOptions, migrationsFolder: string): Promise<Database> {
  wasmBaselineOnly()
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
    dataVersion: countWrites(client),
    health: healthCheck(db, migrationsFolder, 'drizzle'),
    close: async () => {
      await client.close()
      release()
    },
  }
}
