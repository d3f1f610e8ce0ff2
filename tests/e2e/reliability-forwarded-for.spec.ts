import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { defaultLimits } from '../../services/functions/rate-limit'
import { freePort, SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'
import { NO_TEST_POSTGRES, TEST_POSTGRES } from '../launchers/test-postgres'

/**
 * A shop whose functions are hosted elsewhere (SUPABASE_URL) forwards each shopper's address, so
 * the per-address limits count shoppers, not the shop. The "hosted project" here is a second shop
 * process serving the embedded functions behind TRUST_PROXY=1, as a function host fronted by a
 * proxy (the calling shop) is configured.
 */
const POSTGRES = TEST_POSTGRES

test.skip(Boolean(NO_TEST_POSTGRES), `Shops on one Postgres ${NO_TEST_POSTGRES}`)

test('two shoppers behind the shop get separate rate-limit counts at the hosted functions', async () => {
  test.setTimeout(120_000 + 2 * SHOP_START_MS)
  const schema = `rel_xff_${randomBytes(4).toString('hex')}`
  const database = { DATABASE_URL: POSTGRES, DATABASE_SCHEMA: schema }
  const hosted = await startShop({ port: await freePort(), env: { ...database, TRUST_PROXY: '1' } })
  const shop = await startShop({ env: { ...database, TRUST_PROXY: '1', SUPABASE_URL: hosted.url, SUPABASE_ANON_KEY: 'anon-key' } }).catch(async (error) => {
    await hosted.stop()
    throw error
  })
  try {
    await expect.poll(hosted.output, { timeout: 30_000 }).toContain('Database ready')
    // The limits count in fixed windows: do not start in the last seconds of one.
    const windowLeft = (w: number) => w - ((Date.now() / 1000) % w)
    await expect.poll(() => windowLeft(defaultLimits.newsletterPerAddress.windowSeconds) >= 20, { timeout: 25_000, intervals: [500] }).toBe(true)

    // The proxy in front of the shop appends the shopper's address; what the shopper wrote before it is not trusted.
    const signUp = (email: string, forwarded: string) =>
      fetch(`${shop.url}/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': forwarded },
        body: new URLSearchParams({ email, returnTo: '/' }),
      }).then(async (r) => ({ status: r.status, html: await r.text() }))

    const perAddress = defaultLimits.newsletterPerAddress.max
    const first: number[] = []
    // Each sign-up claims a different address of its own before the proxy's hop: still one shopper.
    for (let i = 0; i < perAddress; i++) first.push((await signUp(`shopper-a-${i}@example.com`, `10.9.${i}.1, 198.51.100.10`)).status)
    expect(first).toEqual(Array(perAddress).fill(200))
    const over = await signUp('shopper-a-over@example.com', '198.51.100.10')
    expect(over.status).toBe(429)
    expect(over.html).toContain('Too many sign-up attempts. Please try again later.')

    // Another shopper, through the same shop at the same time: a count of their own.
    const other = await signUp('shopper-b@example.com', '198.51.100.20')
    expect(other.status).toBe(200)

    const admin = new pg.Client({ connectionString: POSTGRES })
    await admin.connect()
    try {
      const { rows } = await admin.query(`select count(*)::int as n from "${schema}".subscribers`)
      expect(rows[0].n).toBe(perAddress + 1)
    } finally {
      await admin.end()
    }
    // A refusal is the shopper's: nothing logged as the shop's error.
    expect(shop.output()).not.toContain("the shop's error")
  } finally {
    await Promise.all([hosted.stop(), shop.stop()])
    const admin = new pg.Client({ connectionString: POSTGRES })
    await admin.connect()
    await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end())
  }
})
