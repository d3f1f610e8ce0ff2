import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, queryRows } from './index'
import { openTestSchema } from './testing'

/**
 * A connection dropped while the shop holds it (in a transaction) must fail that transaction
 * only: before, the checked-out `pg` client had no error listener and the process died of an
 * unhandled 'error' event. The e2e test reliability-postgres-restart.spec.ts does the same under
 * traffic against a Postgres of its own; this one is exact and quick.
 */
const URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'

describe('Postgres connection faults', () => {
  let database: Database
  const admin = new pg.Client({ connectionString: URL })
  const logged: string[] = []

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)))
    database = await openTestSchema(URL)
    await admin.connect()
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await admin.end()
    await database.close()
  })

  // Only this test's own backend is terminated: the database is shared with other test runs.
  it('a backend terminated inside a transaction fails the transaction, not the process, and the next query works', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
      await admin.query('select pg_terminate_backend($1)', [own!.pid])
      await tx.execute(sql`select 1`)
    })
    await expect(transaction).rejects.toThrow()
    // The dropped client reported its error to its own listener (an uncaught one fails this run).
    await vi.waitFor(() => expect(logged.some((line) => line.includes('[db] connection to') && line.includes('lost'))).toBe(true), { timeout: 120_000 })
    expect((await queryRows<{ one: number }>(database.db, sql`select 1 as one`))[0]!.one).toBe(1)
  })
})
