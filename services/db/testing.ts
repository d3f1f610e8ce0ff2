import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDb } from './index'

/**
 * The databases integration tests run on: PGlite in memory always, and the Postgres of
 * TEST_DATABASE_URL when it is set, in a schema of its own (dropped afterwards) so parallel
 * files and runs never collide. Open one per test file (PGlite takes about 2 s to start).
 */
export type TestTarget = { name: string; open: () => Promise<Database> }

export function testTargets(): TestTarget[] {
  const url = process.env.TEST_DATABASE_URL?.trim()
  const targets: TestTarget[] = [{ name: 'PGlite', open: () => openDb({ memory: true }) }]
  if (url) targets.push({ name: 'Postgres', open: () => openTestSchema(url) })
  return targets
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
  await database.db.execute(sql`truncate subscribers, contact_messages, reviews, mail_outbox, rate_limits, orders, carts restart identity`)
}
