import { expect, test } from '@playwright/test'
import { ownPostgresMissing, startOwnPostgres } from '../launchers/own-postgres'
import { SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'

/**
 * The probe: with Postgres down, /healthz still answered 200, so a load balancer kept sending
 * sign-ups that got 503. Now /healthz says whether the shop can take writes, and /livez that the
 * process answers (a supervisor restarts only on that).
 */
const missing = ownPostgresMissing()
test.skip(Boolean(missing), `A Postgres of its own ${missing}`)

let cleanUp: (() => Promise<void>) | null = null
test.afterEach(async () => {
  await cleanUp?.()
  cleanUp = null
})

test('with Postgres down the health check answers 503 and liveness 200; with it back, 200 again and sign-ups taken', async () => {
  test.setTimeout(120_000 + SHOP_START_MS)
  const postgres = await startOwnPostgres()
  cleanUp = () => postgres.remove()
  const shop = await startShop({ env: { DATABASE_URL: postgres.url } })
  cleanUp = async () => {
    await shop.stop()
    await postgres.remove()
  }
  const health = async (path: string) => {
    const response = await fetch(`${shop.url}${path}`)
    return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get('cache-control') }
  }
  const signUp = (email: string) =>
    fetch(`${shop.url}/functions/v1/newsletter-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }).then((r) => r.status)

  expect(await health('/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' })
  expect(await signUp('before@example.com')).toBe(200)

  await postgres.stop()
  await expect.poll(() => health('/healthz'), { timeout: 30_000 }).toEqual({ status: 503, body: { status: 'unavailable' }, cache: 'no-store' })
  expect(await health('/livez')).toEqual({ status: 200, body: { status: 'alive' }, cache: 'no-store' })
  // What the load balancer is kept from sending: a sign-up now gets 503.
  expect(await signUp('during@example.com')).toBe(503)
  await expect.poll(shop.output).toContain('[healthz] not ready for writes: the database is unreachable')

  await postgres.start()
  await expect.poll(() => health('/healthz'), { timeout: 60_000 }).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' })
  expect(await signUp('after@example.com')).toBe(200)
  expect(shop.output()).toContain('[healthz] the database takes writes again')
})
