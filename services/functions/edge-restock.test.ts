import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProjectDatabase, postgresForTests, requireUrl } from '../../tests/launchers/supabase-local'
import { startFakeShopify } from '../../tests/fakes/fake-shopify'
import { startSmtp } from '../mail/test-smtp'
import { edgeFunction } from './edge'

/**
 * On Supabase without the product webhook, deliver-mail asks the store whether the watched
 * variants are for sale again before it delivers (decision 085): here against the fake
 * Shopify and a project database with supabase/migrations applied.
 */
const postgres = postgresForTests()
const SHOP = 'https://shop.example.sg'
const SERVICE_KEY = 'service-role-key-of-the-test-project'

describe.skipIf(postgres.skip)(`deliver-mail's back-in-stock check on Supabase${postgres.note}`, () => {
  let project: Awaited<ReturnType<typeof createProjectDatabase>>
  let store: Awaited<ReturnType<typeof startFakeShopify>>
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let db: pg.Pool

  beforeAll(async () => {
    ;[project, store, smtp] = await Promise.all([createProjectDatabase(requireUrl(postgres.url)), startFakeShopify(), startSmtp()])
    db = new pg.Pool({ connectionString: project.url, max: 2 })
  })
  afterAll(async () => {
    await db?.end()
    await smtp?.close()
    await store?.close()
    await project?.drop()
  })

  it('mails and closes the requests of a variant the store has for sale, keeps the others, and sends each once', async () => {
    const variants = store.products.flatMap((p) => p.variants.map((v) => ({ ...v, handle: p.handle, productTitle: p.title })))
    const forSale = variants.find((v) => v.availableForSale)!
    const soldOut = variants.find((v) => !v.availableForSale)!
    await db.query('insert into back_in_stock_requests (email, variant_id, product_handle) values ($1, $2, $3), ($4, $5, $6)', [
      'ana@example.com',
      forSale.id,
      forSale.handle,
      'ben@example.com',
      soldOut.id,
      soldOut.handle,
    ])
    const deliverMail = edgeFunction(
      'deliver-mail',
      {
        SUPABASE_DB_URL: project.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        SHOP_URL: SHOP,
        SMTP_URL: smtp.url,
        PUBLIC_STORE_DOMAIN: store.origin,
        PUBLIC_STOREFRONT_API_TOKEN: 'storefront-token',
      },
      { info: () => {}, error: () => {} },
    )
    const run = () => deliverMail(new Request('http://edge/deliver-mail', { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_KEY}` } }))

    const first = await run()
    expect([first.status, await first.json()]).toEqual([200, { sent: 1, retrying: 0, failed: 0, uncertain: 0 }])
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['ana@example.com']])
    expect(smtp.received[0]!.raw).toContain(`Back in stock: ${forSale.productTitle}`)
    const open = await db.query('select email from back_in_stock_requests where notified_at is null')
    expect(open.rows).toEqual([{ email: 'ben@example.com' }])

    const again = await run()
    expect(await again.json()).toEqual({ sent: 0, retrying: 0, failed: 0, uncertain: 0 })
    expect(smtp.received).toHaveLength(1)
  })
})
