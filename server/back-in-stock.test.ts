import { asc, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backInStockRequests, type Database, mailOutbox } from '../services/db'
import { openTestPglite, resetTables } from '../services/db/testing'
import { checkBackInStock } from '../services/functions/back-in-stock'
import { shopIdentity } from '../services/functions'
import { startEmbeddedBackend } from '../services/functions/embedded'
import { embeddedStoreVariants } from '../tests/fakes/store-variants'

const SITE = 'http://shop.test'
const OCEAN_LONG = 'gid://shopify/ProductVariant/100509'
const SAND_WIDE = 'gid://shopify/ProductVariant/100512'

const embeddedStore = embeddedStoreVariants

describe('the periodic back-in-stock check against the embedded store', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestPglite()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('mails the requests of a variant once the store has it for sale again, and not before', async () => {
    await database.db.insert(backInStockRequests).values([
      { email: 'ana@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' },
      { email: 'ben@example.com', variantId: SAND_WIDE, productHandle: 'earthing-yoga-mat' },
    ])
    const notifier = { db: database.db, shop: shopIdentity(SITE), messageDomain: 'groundwell.sg' }

    // As shipped, both are sold out: nothing goes out.
    expect(await checkBackInStock(notifier, embeddedStore({}))).toEqual({ checked: 2, notified: 0 })
    expect(await database.db.$count(mailOutbox)).toBe(0)

    // Long / Ocean comes back.
    expect(await checkBackInStock(notifier, embeddedStore({ 'Long (200 x 66 cm) / Ocean': true }))).toEqual({ checked: 2, notified: 1 })
    const [mail] = await database.db.select().from(mailOutbox)
    expect(mail).toMatchObject({
      kind: 'back-in-stock',
      toAddress: 'ana@example.com',
      subject: 'Back in stock: Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)',
    })
    expect(mail!.textBody).toContain(`${SITE}/product/earthing-yoga-mat?variant=100509`)
    const open = await database.db
      .select({ email: backInStockRequests.email })
      .from(backInStockRequests)
      .where(isNull(backInStockRequests.notifiedAt))
      .orderBy(asc(backInStockRequests.id))
    expect(open).toEqual([{ email: 'ben@example.com' }])
  })

  it('runs on its own in the embedded backend, without the webhook secret', async () => {
    await resetTables(database)
    await database.db.insert(backInStockRequests).values({ email: 'cy@example.com', variantId: SAND_WIDE, productHandle: 'earthing-yoga-mat' })
    const backend = startEmbeddedBackend({
      database: Promise.resolve(database),
      databaseUrl: null,
      dataDir: '.',
      smtpUrl: null,
      mailFrom: 'Groundwell <support@groundwell.sg>',
      shop: shopIdentity(SITE),
      allowedOrigin: SITE,
      backInStockCheck: { lookup: embeddedStore({ 'Wide (183 x 80 cm) / Sand': true }), intervalMs: 20 },
      variants: embeddedStore(),
      log: { info: () => {}, error: () => {} },
    })
    try {
      await backend.ready
      // Waits for the state, not for a time: the bound only stops a hang on a busy machine.
      await expect.poll(() => database.db.$count(mailOutbox), { timeout: 120_000 }).toBe(1)
      expect(await database.db.$count(backInStockRequests, isNull(backInStockRequests.notifiedAt))).toBe(0)
    } finally {
      await backend.close()
    }
  })
})
