import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { defaultLimits } from '../../services/functions/rate-limit'
import { countedHits, fillRateLimit } from '../helpers/rate-limit-counters'
import { type Shop, SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'
import { NO_TEST_POSTGRES, TEST_POSTGRES } from '../launchers/test-postgres'

/** Rate limits live in the database: two server processes on one Postgres share them. */
const POSTGRES = TEST_POSTGRES

const schema = `rel_rl_${randomBytes(4).toString('hex')}`
let a: Shop | undefined
let b: Shop | undefined

test.skip(Boolean(NO_TEST_POSTGRES), `Shops on one Postgres ${NO_TEST_POSTGRES}`)

test.beforeAll(async () => {
  test.setTimeout(SHOP_START_MS)
  const env = { DATABASE_URL: POSTGRES, DATABASE_SCHEMA: schema, TRUST_PROXY: '1' }
  // One after the other: both would create the schema's tables at once otherwise.
  a = await startShop({ env })
  b = await startShop({ env })
})

test.afterAll(async () => {
  test.setTimeout(SHOP_START_MS)
  await Promise.all([a?.stop(), b?.stop()])
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end())
})

test('rate limits hold across two server processes sharing one Postgres', async () => {
  if (!a || !b) throw new Error('the shops did not start')
  const signUp = (url: string, email: string, from: string) =>
    fetch(`${url}/functions/v1/newsletter-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ email }),
    }).then((r) => r.status)
  const db = new pg.Client({ connectionString: POSTGRES })
  await db.connect()
  const table = `"${schema}".rate_limits`
  try {
    // One caller address, alternating between the two processes: both count in the shop's one table.
    const fromOne: number[] = []
    for (let i = 0; i < 6; i++) fromOne.push(await signUp(i % 2 ? b.url : a.url, `caller-${i}@example.com`, '10.20.30.40'))
    expect(fromOne).toEqual(Array(6).fill(200))
    expect(await countedHits(db, 'newsletter:ip', '10.20.30.40', table)).toBe(6)
    // At the limit, both processes refuse that caller: the limit is the shop's, not each process's.
    await fillRateLimit(db, 'newsletter:ip', '10.20.30.40', defaultLimits.newsletterPerAddress, table)
    expect([await signUp(a.url, 'caller-a@example.com', '10.20.30.40'), await signUp(b.url, 'caller-b@example.com', '10.20.30.40')]).toEqual([429, 429])

    // One e-mail address from many caller addresses, alternating too.
    const forOne: number[] = []
    for (let i = 0; i < 3; i++) forOne.push(await signUp(i % 2 ? a.url : b.url, 'one@example.com', `10.21.0.${i + 1}`))
    expect(forOne).toEqual([200, 200, 200])
    expect(await countedHits(db, 'newsletter:email', 'one@example.com', table)).toBe(3)
    await fillRateLimit(db, 'newsletter:email', 'one@example.com', defaultLimits.newsletterPerEmail, table)
    expect([await signUp(a.url, 'one@example.com', '10.21.0.8'), await signUp(b.url, 'one@example.com', '10.21.0.9')]).toEqual([429, 429])
  } finally {
    await db.end()
  }

  // And the same through the pages' form action, on either process.
  const viaForm = await fetch(`${b.url}/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.20.30.40' },
    body: new URLSearchParams({ email: 'form@example.com', returnTo: '/' }),
  })
  expect(viaForm.status).toBe(429)
  expect(await viaForm.text()).toContain('Too many sign-up attempts. Please try again later.')
})
