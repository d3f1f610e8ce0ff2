import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'

/**
 * A JSON post on a connection of its own, as each shopper's browser makes its own: a kept-alive
 * connection the server closes while the test's process is starved of the CPU would fail a post
 * that never reached it. The answer's status, or the error that ended the request.
 */
function postOnItsOwnConnection(url: string, body: unknown, headers: Record<string, string>): Promise<number | Error> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', resolve)
    })
    request.on('error', resolve)
    request.end(JSON.stringify(body))
  })
}

/**
 * SIGKILL leaves no chance to clean up: what a shopper was told was saved must be on disk, and
 * the next start must take over the dead process's database.
 */
test('the server killed with SIGKILL in a burst of sign-ups: after restart every acknowledged one and its mail exist', async () => {
  // Two starts of the shop (the restart is what is tested), each budgeted on top of the test's time.
  // The rest only bounds a hang: the burst is counted in acknowledgements, whatever their rate.
  test.setTimeout(2 * SHOP_START_MS + 240_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-sigkill-'))
  const env = { DATA_DIR: dataDir, TRUST_PROXY: '1' }
  // Ready means the database is open: the burst meets a running shop.
  let shop = await startShop({ env })
  try {
    const acknowledged: string[] = []
    let n = 0
    let killed = false
    const signUp = async () => {
      for (;;) {
        const email = `burst-${++n}@example.com`
        const sent = await postOnItsOwnConnection(`${shop.url}/functions/v1/newsletter-signup`, { email }, { 'X-Forwarded-For': `10.9.${n >> 8}.${n & 255}` })
        if (sent instanceof Error) {
          if (killed) return // the server is gone
          throw new Error(`sign-up ${n} failed before the kill: ${sent.message}`)
        }
        expect(sent, `sign-up ${n}`).toBe(200)
        acknowledged.push(email)
      }
    }
    let ended = 0
    const burst = Array.from({ length: 8 }, () => signUp().finally(() => ended++))
    // Killed once 40 sign-ups are acknowledged, however long a busy machine takes to get there
    // (a sender that stops early, on an answer other than 200, fails the test through `burst`).
    while (acknowledged.length < 40 && ended === 0) await new Promise((resolve) => setTimeout(resolve, 50))
    killed = true
    shop.child.kill('SIGKILL')
    await Promise.all(burst)
    await shop.exited()
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)

    // Restart on the same data: the shop comes back (the dead process's lock is taken over)…
    shop = await startShop({ env })
    const again = await fetch(`${shop.url}/functions/v1/newsletter-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.8.0.1' },
      body: JSON.stringify({ email: 'after-restart@example.com' }),
    })
    expect(again.status).toBe(200)
    shop.child.kill('SIGTERM')
    expect((await shop.exited())[0]).toBe(0)
    // …and every acknowledged sign-up is there with its welcome mail.
    const { openDb, queryRows } = await import('../../services/db')
    const database = await openDb({ dataDir })
    try {
      const rows = await queryRows<{ email: string; mails: number }>(
        database.db,
        sql`select s.email, count(m.id)::int as mails from subscribers s left join mail_outbox m on m.to_address = s.email group by s.email`,
      )
      const stored = new Map(rows.map((r) => [r.email, r.mails]))
      for (const email of acknowledged) expect(stored.get(email), email).toBe(1)
      // Nothing half-written either: no subscriber without a mail, whether or not its answer arrived.
      for (const [email, mails] of stored) expect(mails, email).toBe(1)
    } finally {
      await database.close()
    }
  } finally {
    await shop.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
