import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Database, mailOutbox } from '../db'
import { resetTables, testTargets } from '../db/testing'
import { headerSafe, listUndelivered, outboxRow, queueMail, requeue } from './outbox'
import { freePort, startDroppingSmtp, startSmtp } from './test-smtp'
import { createMailWorker, type MailWorkerOptions } from './worker'

const FROM = 'Groundwell <support@groundwell.sg>'
const quiet = { info: () => {}, error: () => {} }

const mail = (n: number, extra: Partial<Parameters<typeof queueMail>[1]> = {}) => ({
  kind: 'test',
  to: { address: `shopper${n}@example.com`, name: `Shopper ${n}` },
  subject: `Hello ${n}`,
  text: `Body ${n}`,
  ...extra,
})

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`mail outbox and worker on ${target.name}`, () => {
    let database: Database
    const worker = (smtpUrl: string, options: Partial<MailWorkerOptions> = {}) =>
      createMailWorker({ db: database.db, smtpUrl, from: FROM, baseDelayMs: 300, log: quiet, ...options })

    beforeAll(async () => {
      database = await target.open()
    })
    afterAll(() => database?.close())
    beforeEach(() => resetTables(database))

    it('delivers a queued mail once, with its headers, and never again', async () => {
      const smtp = await startSmtp()
      try {
        const id = await queueMail(database.db, mail(1, { replyTo: { address: 'mei@example.com', name: 'Mei Ling' } }))
        const w = worker(smtp.url)
        expect(await w.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, uncertain: 0 })
        expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, uncertain: 0 })

        expect(smtp.received).toHaveLength(1)
        const [got] = smtp.received
        const row = await outboxRow(database.db, id)
        expect(got!.envelopeTo).toEqual(['shopper1@example.com'])
        expect(got!.envelopeFrom).toBe('support@groundwell.sg')
        expect(got!.headers.get('subject')).toEqual(['Hello 1'])
        expect(got!.headers.get('reply-to')).toEqual(['Mei Ling <mei@example.com>'])
        expect(got!.headers.get('message-id')).toEqual([row!.messageId])
        expect(got!.raw).toContain('Body 1')
        expect(row).toMatchObject({ status: 'sent', attempts: 1 })
        expect(row!.sentAt).toBeInstanceOf(Date)
        expect(await listUndelivered(database.db)).toEqual([])
      } finally {
        await smtp.close()
      }
    })

    it('keeps mail while the server is down, backs off exponentially, then delivers it when it is back', async () => {
      const port = await freePort()
      const id = await queueMail(database.db, mail(2))
      // A long base delay, and time moved on by making the row due: the test never waits for the clock.
      const w = worker(`smtp://127.0.0.1:${port}`, { baseDelayMs: 10_000 })
      const makeDue = () =>
        database.db
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(mailOutbox.id, id))
      // Both times are the database's: when the row was claimed, and when it is next due.
      const delayAfterAttempt = (row: { claimedAt: Date | null; nextAttemptAt: Date }) => row.nextAttemptAt.getTime() - row.claimedAt!.getTime()

      expect(await w.runOnce()).toMatchObject({ sent: 0, retrying: 1 })
      let row = await outboxRow(database.db, id)
      expect(row).toMatchObject({ status: 'pending', attempts: 1 })
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i)
      expect(delayAfterAttempt(row!)).toBeGreaterThanOrEqual(10_000)
      expect(delayAfterAttempt(row!)).toBeLessThan(20_000)

      // Not due yet: nothing is attempted.
      expect(await w.runOnce()).toMatchObject({ sent: 0, retrying: 0 })
      await makeDue()
      expect(await w.runOnce()).toMatchObject({ sent: 0, retrying: 1 })
      row = await outboxRow(database.db, id)
      expect(row).toMatchObject({ status: 'pending', attempts: 2 })
      // Twice the first delay.
      expect(delayAfterAttempt(row!)).toBeGreaterThanOrEqual(20_000)
      expect(delayAfterAttempt(row!)).toBeLessThan(40_000)
      expect(await listUndelivered(database.db)).toHaveLength(1)
      await makeDue()

      // The server comes back on the same port; the polling worker delivers the mail.
      const smtp = await startSmtp(port)
      const polling = worker(smtp.url, { pollMs: 50 })
      try {
        polling.start()
        await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 120_000, interval: 50 })
        await vi.waitFor(async () => expect((await outboxRow(database.db, id))!.status).toBe('sent'), { timeout: 120_000 })
        expect((await outboxRow(database.db, id))!.attempts).toBe(3)
      } finally {
        await polling.stop()
        await smtp.close()
      }
      expect(smtp.received).toHaveLength(1)
    })

    it('retries a temporary refusal (4xx) and keeps a permanent one (5xx) listed, never deleting mail', async () => {
      let refuse = 451
      const smtp = await startSmtp(0, {
        onRcptTo(address, _session, callback) {
          if (address.address.startsWith('shopper3')) {
            const error = Object.assign(new Error('Mailbox busy'), { responseCode: refuse })
            return callback(error)
          }
          callback()
        },
      })
      try {
        const id = await queueMail(database.db, mail(3))
        const w = worker(smtp.url, { baseDelayMs: 20 })
        expect(await w.runOnce()).toMatchObject({ retrying: 1 })
        expect(await outboxRow(database.db, id)).toMatchObject({ status: 'pending', attempts: 1 })

        refuse = 550
        await vi.waitFor(async () => expect((await w.runOnce()).failed).toBe(1), { timeout: 120_000, interval: 30 })
        const row = await outboxRow(database.db, id)
        expect(row).toMatchObject({ status: 'failed', attempts: 2 })
        expect(row!.lastError).toMatch(/550/)
        // A refused mail stays in the outbox, listed, and is not tried again by itself.
        expect((await listUndelivered(database.db)).map((r) => r.id)).toEqual([id])
        expect(await w.runOnce()).toMatchObject({ sent: 0, failed: 0 })
        expect(smtp.received).toHaveLength(0)

        // Once the address works again, an operator can queue it again.
        refuse = 0
        const smtpAccepting = await startSmtp()
        try {
          expect(await requeue(database.db, [id])).toBe(1)
          expect(await worker(smtpAccepting.url).runOnce()).toMatchObject({ sent: 1 })
          expect(smtpAccepting.received).toHaveLength(1)
        } finally {
          await smtpAccepting.close()
        }
      } finally {
        await smtp.close()
      }
    })

    it('never retries a mail whose connection dropped after it was handed over', async () => {
      const dropping = await startDroppingSmtp()
      try {
        const id = await queueMail(database.db, mail(4))
        const w = worker(dropping.url, { baseDelayMs: 10 })
        expect(await w.runOnce()).toMatchObject({ uncertain: 1, retrying: 0 })
        expect(dropping.messagesTaken()).toBe(1)
        await new Promise((r) => setTimeout(r, 50))
        expect(await w.runOnce()).toMatchObject({ sent: 0, uncertain: 0, retrying: 0 })
        expect(dropping.messagesTaken()).toBe(1)
        expect(await outboxRow(database.db, id)).toMatchObject({ status: 'uncertain', attempts: 1 })
        expect((await listUndelivered(database.db)).map((r) => r.status)).toEqual(['uncertain'])
      } finally {
        await dropping.close()
      }
    })

    it('sends each row exactly once when several workers run at the same time', async () => {
      const smtp = await startSmtp()
      try {
        const ids: number[] = []
        for (let n = 0; n < 12; n++) ids.push(await queueMail(database.db, mail(100 + n)))
        const workers = [worker(smtp.url, { batchSize: 3 }), worker(smtp.url, { batchSize: 3 }), worker(smtp.url, { batchSize: 3 })]
        const summaries = await Promise.all(workers.map((w) => w.runOnce()))
        expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(12)
        await Promise.all(workers.map((w) => w.runOnce()))
        const recipients = smtp.received.map((m) => m.envelopeTo[0]).sort()
        expect(recipients).toEqual(ids.map((_, n) => `shopper${100 + n}@example.com`).sort())
        const rows = await database.db.select().from(mailOutbox)
        expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
      } finally {
        await smtp.close()
      }
    })

    it('claims only the mail it is delivering: a process that dies mid-run strands one, and another worker sends the rest', async () => {
      const smtp = await startSmtp()
      try {
        for (let n = 0; n < 5; n++) await queueMail(database.db, mail(200 + n))
        // A delivery that never ends stands for the process killed during it.
        let delivering!: () => void
        const started = new Promise<void>((resolve) => (delivering = resolve))
        const dying = createMailWorker({
          db: database.db,
          from: FROM,
          log: quiet,
          transport: () => {
            delivering()
            return new Promise(() => {})
          },
        })
        void dying.runOnce()
        await started
        expect(await worker(smtp.url).runOnce()).toMatchObject({ sent: 4 })
        const rows = await database.db.select().from(mailOutbox)
        expect(rows.map((r) => r.status).sort()).toEqual(['sending', 'sent', 'sent', 'sent', 'sent'])
        expect(smtp.received).toHaveLength(4)
      } finally {
        await smtp.close()
      }
    })

    it('keeps control characters out of every header', async () => {
      const smtp = await startSmtp()
      try {
        const id = await queueMail(
          database.db,
          mail(5, {
            to: { address: 'shopper5@example.com', name: 'Eve\r\nBcc: victim@example.com' },
            replyTo: { address: 'eve@example.com', name: 'Eve\nX-Injected: yes' },
            subject: 'Hi\r\nBcc: victim@example.com\r\n\r\nforged body',
          }),
        )
        const row = await outboxRow(database.db, id)
        expect(row!.subject).toBe('Hi Bcc: victim@example.com forged body')
        // Even a row written by other means is cleaned when sent.
        await database.db.update(mailOutbox).set({ subject: 'Hi\r\nBcc: victim@example.com' }).where(eq(mailOutbox.id, id))
        await worker(smtp.url).runOnce()
        const [got] = smtp.received
        expect(got!.envelopeTo).toEqual(['shopper5@example.com'])
        expect(got!.headers.has('bcc')).toBe(false)
        expect(got!.headers.has('x-injected')).toBe(false)
        expect(got!.headers.get('subject')).toEqual(['Hi Bcc: victim@example.com'])
      } finally {
        await smtp.close()
      }
      await expect(queueMail(database.db, mail(6, { to: { address: 'a@example.com\r\nBcc: b@example.com' } }))).rejects.toThrow(/malformed/)
    })
  })
}

describe('headerSafe', () => {
  it('turns every control character and line separator into a space', () => {
    expect(headerSafe('a\r\nb\tc\u0000d\u0085e\u2028f')).toBe('a b c d e f')
  })
})
