import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openTestPglite, testTargets } from './testing'

describe.each(testTargets())('the health check of $name', ({ skip, open }) => {
  it.skipIf(skip)('takes writes while the database answers, and says why not once it is gone', async () => {
    const database = await open()
    let closed = false
    try {
      expect(await database.health()).toEqual({ ok: true })
      await database.close()
      closed = true
      const gone = await database.health()
      expect(gone.ok).toBe(false)
      expect(!gone.ok && gone.reason).toMatch(/^the database is unreachable: /)
    } finally {
      if (!closed) await database.close()
    }
  })
})

describe('the health check of a database behind the build', () => {
  it('is not ready while a migration this build ships is missing', async () => {
    const database = await openTestPglite()
    try {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`)
      const health = await database.health()
      expect(health.ok).toBe(false)
      expect(!health.ok && health.reason).toMatch(/^\d+ of \d+ migrations applied$/)
    } finally {
      await database.close()
    }
  })
})
