import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, DataDirInUseError, isUniqueViolation, openDb, subscribers } from './index'
import { openTestPglite, testTargets } from './testing'

// Starting PGlite takes seconds, more on a busy machine.

describe('openDb with PGlite in a data folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwell-db-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('creates and migrates the database, keeps the data, and lets one process in at a time', async () => {
    const first = await openDb({ dataDir: dir })
    await first.db.insert(subscribers).values({ email: 'kept@example.com', discountCode: 'GW10-KEPT' })
    // A second opener (another server, or `npm run outbox`) is turned away with a clear message.
    await expect(openDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError)
    await first.close()

    const again = await openDb({ dataDir: dir })
    try {
      const rows = await again.db.select().from(subscribers).where(eq(subscribers.email, 'kept@example.com'))
      expect(rows.map((r) => r.discountCode)).toEqual(['GW10-KEPT'])
    } finally {
      await again.close()
    }
  })

  it('takes over the lock of a process that died', async () => {
    // Process ids are at most 2^22 on Linux: this one cannot be running.
    writeFileSync(path.join(dir, 'pglite.lock'), '99999999')
    const db = await openDb({ dataDir: dir })
    await db.close()
  })
})

describe('the data version of PGlite', () => {
  it('changes with every write, in or out of a transaction, and not with a read', async () => {
    const database = await openTestPglite()
    try {
      const version = database.dataVersion!
      const { db } = database
      const before = version()
      await db.select().from(subscribers)
      await db.select().from(subscribers).where(eq(subscribers.email, 'a@example.com'))
      expect(version()).toBe(before)
      await db.insert(subscribers).values({ email: 'a@example.com', discountCode: 'GW10-A' })
      const afterInsert = version()
      expect(afterInsert).toBeGreaterThan(before)
      await db.transaction(async (tx) => {
        await tx.update(subscribers).set({ discountCode: 'GW10-B' }).where(eq(subscribers.email, 'a@example.com'))
      })
      expect(version()).toBeGreaterThan(afterInsert)
      const afterTransaction = version()
      await db.delete(subscribers)
      expect(version()).toBeGreaterThan(afterTransaction)
    } finally {
      await database.close()
    }
  })

  for (const target of testTargets()) {
    it.skipIf(target.skip)(`is given on ${target.name} only if this process is its only client`, async () => {
      const database = await target.open()
      try {
        // Postgres has other clients (the moderation CLI, a second shop): no version.
        expect(database.dataVersion === undefined).toBe(database.kind === 'postgres')
      } finally {
        await database.close()
      }
    })
  }
})

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`schema on ${target.name}`, () => {
    it('keeps one subscriber per e-mail and one owner per discount code', async () => {
      const database = await target.open()
      try {
        const { db } = database
        await db.insert(subscribers).values({ email: 'a@example.com', discountCode: 'GW10-AAAA' })
        const duplicateEmail = await db
          .insert(subscribers)
          .values({ email: 'a@example.com', discountCode: 'GW10-BBBB' })
          .catch((e: unknown) => e)
        expect(isUniqueViolation(duplicateEmail, 'subscribers_email_unique')).toBe(true)
        const duplicateCode = await db
          .insert(subscribers)
          .values({ email: 'b@example.com', discountCode: 'GW10-AAAA' })
          .catch((e: unknown) => e)
        expect(isUniqueViolation(duplicateCode, 'subscribers_discount_code_unique')).toBe(true)
        expect(await db.$count(subscribers)).toBe(1)
      } finally {
        await database.close()
      }
    })
  })
}

const postgres = testTargets().find((target) => target.name.startsWith('Postgres'))!

describe.skipIf(postgres.skip)('copies of the shop starting together on one Postgres', () => {
  it('all open a schema none of them has made yet, its migrations applied once', async () => {
    const url = process.env.TEST_DATABASE_URL
    expect(url, 'TEST_DATABASE_URL').toBeTruthy()
    const schema = `test_together_${process.pid}_${Date.now()}`
    const opened: Database[] = []
    try {
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => openDb({ databaseUrl: url!, schema })))
      for (const result of results) if (result.status === 'fulfilled') opened.push(result.value)
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([])
      for (const database of opened) expect(await database.health()).toMatchObject({ ok: true })
      await opened[0]!.db.insert(subscribers).values({ email: 'a@example.com', discountCode: 'GW10-TOGETHER' })
      expect(await opened[11]!.db.$count(subscribers)).toBe(1)
    } finally {
      await Promise.all(opened.map((database) => database.close()))
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end())
    }
  })
})
