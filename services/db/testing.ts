import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDb, PGLITE_START_PARAMS } from './index'

/**
 * The databases integration tests run on: PGlite in memory, and the Postgres of
 * TEST_DATABASE_URL in a schema of its own (dropped afterwards) so parallel files and runs never
 * collide. Open one per test file. Without TEST_DATABASE_URL the Postgres suites are still listed,
 * as skipped with the reason in their title; under CI they fail instead, so a CI run that lost its
 * database cannot pass on PGlite alone.
 */
export type TestTarget = { name: string; skip: boolean; open: () => Promise<Database> }

export function testTargets(): TestTarget[] {
  const url = process.env.TEST_DATABASE_URL?.trim()
  const postgres: TestTarget = url
    ? { name: 'Postgres', skip: false, open: () => openTestSchema(url) }
    : process.env.CI
      ? {
          name: 'Postgres',
          skip: false,
          open: () => Promise.reject(new Error('TEST_DATABASE_URL is not set: CI must run the Postgres tests (.ci/run sets it)')),
        }
      : { name: 'Postgres (skipped: needs TEST_DATABASE_URL)', skip: true, open: () => Promise.reject(new Error('TEST_DATABASE_URL is not set')) }
  return [{ name: 'PGlite', skip: false, open: openTestPglite }, postgres]
}

/** PGlite in memory, started from a dumped fresh database rather than initdb (seconds less per test file). */
export async function openTestPglite(): Promise<Database> {
  return openDb({ memory: true, initialData: await pgliteTemplate() })
}

/**
 * The data folder initdb makes, dumped once per PGlite version into the system's temporary folder
 * and shared by every later test file and run. Written aside and renamed, so a reader never sees
 * half a file.
 */
async function pgliteTemplate(): Promise<Blob> {
  // The package does not export its package.json: read it beside its entry point (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
  const file = path.join(tmpdir(), `groundwell-pglite-${version}-initdb.tar`)
  if (!existsSync(file)) {
    const fresh = new PGlite({ startParams: PGLITE_START_PARAMS })
    await fresh.waitReady
    const dump = await fresh.dumpDataDir('none')
    await fresh.close()
    const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
    writeFileSync(temp, new Uint8Array(await dump.arrayBuffer()))
    renameSync(temp, file)
  }
  return new Blob([readFileSync(file)])
}

/** Postgres at `url`, in a schema of its own dropped on close. */
export async function openTestSchema(url: string): Promise<Database> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  const database = await openDb({ databaseUrl: url, schema })
  return {
    ...database,
    async close() {
      await database.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`drop schema if exists "${schema}" cascade`)
      } finally {
        await client.end()
      }
    },
  }
}

/** Empties every table between tests. */
export async function resetTables(database: Database) {
  await database.db.execute(
    sql`truncate subscribers, contact_messages, reviews, review_photos, mail_outbox, rate_limits, gift_card_debits, gift_cards, orders, carts, discount_codes, shopify_admin_tasks, back_in_stock_requests restart identity`,
  )
}
