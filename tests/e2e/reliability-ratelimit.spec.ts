import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { defaultLimits } from '../../services/functions/rate-limit'
import { type Shop, SHOP_START_MS, startShop } from '../support/shop-process'

/** Rate limits live in the database: two server processes on one Postgres share them. */
const POSTGRES = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'

const schema = `rel_rl_${randomBytes(4).toString('hex')}`
let a: Shop | undefined
let b: Shop | undefined

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
  // The limits count in fixed windows: do not start in the last seconds of one.
  const windowLeft = (w: number) => w - ((Date.now() / 1000) % w)
  const roomy = () => windowLeft(defaultLimits.newsletterPerAddress.windowSeconds) >= 15 && windowLeft(defaultLimits.newsletterPerEmail.windowSeconds) >= 15
  await expect.poll(roomy, { timeout: 20_000, intervals: [500] }).toBe(true)
  const signUp = (url: string, email: string, from: string) =>
    fetch(`${url}/functions/v1/newsletter-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ email }),
    }).then((r) => r.status)

  // One caller address, alternating between the two processes: the limit is the shop's, not each process's.
  const perAddress = defaultLimits.newsletterPerAddress.max
  const fromOne: number[] = []
  for (let i = 0; i < perAddress + 6; i++) fromOne.push(await signUp(i % 2 ? b.url : a.url, `caller-${i}@example.com`, '10.20.30.40'))
  expect(fromOne.slice(0, perAddress)).toEqual(Array(perAddress).fill(200))
  expect(fromOne.slice(perAddress)).toEqual(Array(6).fill(429))

  // One e-mail address from many caller addresses, alternating too.
  const perEmail = defaultLimits.newsletterPerEmail.max
  const forOne: number[] = []
  for (let i = 0; i < perEmail + 4; i++) forOne.push(await signUp(i % 2 ? a.url : b.url, 'one@example.com', `10.21.0.${i + 1}`))
  expect(forOne.slice(0, perEmail)).toEqual(Array(perEmail).fill(200))
  expect(forOne.slice(perEmail)).toEqual(Array(4).fill(429))

  // And the same through the pages' form action, on either process.
  const viaForm = await fetch(`${b.url}/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.20.30.40' },
    body: new URLSearchParams({ email: 'form@example.com', returnTo: '/' }),
  })
  expect(viaForm.status).toBe(429)
  expect(await viaForm.text()).toContain('Too many sign-up attempts. Please try again later.')
})
