import { createHmac } from 'node:crypto'
import { asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { backInStockRequests, type Database, mailOutbox } from '../db'
import { resetTables, testTargets } from '../db/testing'
import { checkBackInStock, restockedFromPayload, variantPath, type VariantLookup, verifyShopifyHmac } from './back-in-stock'
import { backInStockCsv, backInStockSummary } from './back-in-stock-export'
import { createFunctions, type FunctionsHandler, type Limits, shopIdentity } from './index'
import { checkPhoto, type PhotoStorage } from './photos'
import { embeddedStoreVariants } from '../../tests/fakes/store-variants'

const noPhotos: PhotoStorage = {
  put: async (key) => {
    throw new Error(`unexpected photo ${key}`)
  },
  get: async () => null,
  remove: async () => {},
}
const ORIGIN = 'https://shop.example.sg'
const shop = shopIdentity(ORIGIN)
const SECRET = 'shpss_0123456789abcdef0123456789abcdef'
const quiet = { info: () => {}, error: () => {} }
const OCEAN_LONG = 'gid://shopify/ProductVariant/100509'
const SAND_WIDE = 'gid://shopify/ProductVariant/100512'
/** Long / Forest: for sale in the shop's catalogue. */
const FOREST_LONG_FOR_SALE = 'gid://shopify/ProductVariant/100506'
const roomy: Partial<Limits> = { backInStockPerAddress: { max: 1000, windowSeconds: 600 }, backInStockPerEmail: { max: 1000, windowSeconds: 600 } }
// The limited address's window is a day: no run straddles the end of one.
const tight: Partial<Limits> = { backInStockPerAddress: { max: 1000, windowSeconds: 600 }, backInStockPerEmail: { max: 2, windowSeconds: 86_400 } }

/** A `products/update` payload as Shopify sends it (the fields the function reads, and some it does not). */
const productUpdate = (variants: { id: number; title: string; inventory_quantity: number; inventory_policy?: string }[]) => ({
  id: 1009,
  title: 'Earthing Yoga Mat',
  handle: 'earthing-yoga-mat',
  body_html: '<p>Natural rubber.</p>',
  variants: variants.map((v) => ({ inventory_policy: 'deny', admin_graphql_api_id: `gid://shopify/ProductVariant/${v.id}`, ...v })),
})

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`back in stock on ${target.name}`, () => {
    let database: Database
    let functions: FunctionsHandler
    let limited: FunctionsHandler
    let unsigned: FunctionsHandler
    let ip = 0

    const call = (handler: FunctionsHandler, name: string, init: RequestInit, from = `10.1.0.${++ip % 250}`) =>
      handler(new Request(`${ORIGIN}/functions/v1/${name}`, { method: 'POST', ...init }), { clientIp: from })
    const signUp = (body: unknown, handler = functions, headers: Record<string, string> = {}) =>
      call(handler, 'back-in-stock-signup', { headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
    const webhook = (payload: unknown, { secret = SECRET, handler = functions, topic = 'products/update' } = {}) => {
      const body = JSON.stringify(payload)
      const hmac = createHmac('sha256', secret).update(body).digest('base64')
      return call(handler, 'back-in-stock-webhook', {
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Hmac-Sha256': hmac, 'X-Shopify-Topic': topic },
        body,
      })
    }
    const open = () =>
      database.db
        .select({ email: backInStockRequests.email, variantId: backInStockRequests.variantId })
        .from(backInStockRequests)
        .where(isNull(backInStockRequests.notifiedAt))
        .orderBy(asc(backInStockRequests.id))
    const mails = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
    const notifier = () => ({ db: database.db, shop, messageDomain: 'groundwell.sg' })

    beforeAll(async () => {
      database = await target.open()
      const options = { db: database.db, shop, allowedOrigin: ORIGIN, photos: noPhotos, checkPhoto, variants: embeddedStoreVariants(), log: quiet }
      functions = createFunctions({ ...options, limits: roomy, webhookSecret: SECRET })
      limited = createFunctions({ ...options, limits: tight, webhookSecret: SECRET })
      unsigned = createFunctions({ ...options, limits: roomy })
    })
    afterAll(async () => {
      await database?.close()
    })
    beforeEach(async () => {
      await resetTables(database)
    })

    describe('back-in-stock-signup', () => {
      it('stores the request under the normalised address and sends nothing yet', async () => {
        const response = await signUp({ email: '  Ana.Lim@Example.COM ', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ success: true, message: 'Request saved' })
        expect(await open()).toEqual([{ email: 'ana.lim@example.com', variantId: OCEAN_LONG }])
        expect(await mails()).toEqual([])
      })

      it("refuses an address outside the form's rules, naming the field", async () => {
        for (const [email, message] of [
          ['not-an-address', 'Invalid email address'],
          [`${'a'.repeat(250)}@example.com`, 'Email too long'],
        ]) {
          const response = await signUp({ email, variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
          expect(response.status).toBe(400)
          expect(await response.json()).toEqual({ error: message, fieldErrors: { email: message } })
        }
        const variant = await signUp({ email: 'ana@example.com', variantId: 'gid://shopify/Product/1', productHandle: 'earthing-yoga-mat' })
        expect(variant.status).toBe(400)
        expect(await variant.json()).toMatchObject({ fieldErrors: { variantId: 'Choose a product option' } })
        expect(await open()).toEqual([])
      })

      it('asks the store, whoever calls: refuses a variant it does not have, one of another product, and one for sale, storing nothing', async () => {
        const cases: [string, string, number, string][] = [
          ['gid://shopify/ProductVariant/999999', 'earthing-yoga-mat', 400, 'Choose a product option that is sold out.'],
          [OCEAN_LONG, 'fitted-earthing-bed-sheet', 400, 'Choose a product option that is sold out.'],
          [FOREST_LONG_FOR_SALE, 'earthing-yoga-mat', 409, 'This product option is for sale now.'],
        ]
        for (const [variantId, productHandle, status, error] of cases) {
          const response = await signUp({ email: 'ana@example.com', variantId, productHandle })
          expect([response.status, ((await response.json()) as { error: string }).error], variantId).toEqual([status, error])
        }
        expect(await database.db.$count(backInStockRequests)).toBe(0)
      })

      it('answers 503 and stores nothing where the host knows no store to ask', async () => {
        const storeless = createFunctions({ db: database.db, shop, allowedOrigin: ORIGIN, photos: noPhotos, checkPhoto, variants: null, log: quiet })
        const response = await signUp({ email: 'ana@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' }, storeless)
        expect(response.status).toBe(503)
        expect(await database.db.$count(backInStockRequests)).toBe(0)
      })

      it('keeps one request per address and variant, answering a repeat alike', async () => {
        for (const email of ['ana@example.com', 'ANA@example.com ', 'ana@example.com']) {
          const response = await signUp({ email, variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
          expect(await response.json()).toEqual({ success: true, message: 'Request saved' })
        }
        await signUp({ email: 'ana@example.com', variantId: SAND_WIDE, productHandle: 'earthing-yoga-mat' })
        expect(await open()).toEqual([
          { email: 'ana@example.com', variantId: OCEAN_LONG },
          { email: 'ana@example.com', variantId: SAND_WIDE },
        ])
      })

      it('limits the requests of one address, with Retry-After', async () => {
        const body = (variantId: string) => ({ email: 'busy@example.com', variantId, productHandle: 'earthing-yoga-mat' })
        expect((await signUp(body(OCEAN_LONG), limited)).status).toBe(200)
        expect((await signUp(body(SAND_WIDE), limited)).status).toBe(200)
        const refused = await signUp(body('gid://shopify/ProductVariant/100501'), limited)
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
        expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again later.' })
        expect(await database.db.$count(backInStockRequests)).toBe(2)
      })

      it("answers the shop's origin with CORS, and refuses another's", async () => {
        const preflight = await functions(
          new Request(`${ORIGIN}/functions/v1/back-in-stock-signup`, {
            method: 'OPTIONS',
            headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, content-type' },
          }),
          { clientIp: '10.9.9.9' },
        )
        expect(preflight.status).toBe(204)
        expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
        expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('apikey')

        const own = await signUp({ email: 'cors@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' }, functions, { Origin: ORIGIN })
        expect(own.status).toBe(200)
        expect(own.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
        expect(own.headers.get('Vary')).toContain('Origin')

        const other = await signUp({ email: 'cors@example.com', variantId: SAND_WIDE, productHandle: 'earthing-yoga-mat' }, functions, {
          Origin: 'https://evil.example',
        })
        expect(other.status).toBe(403)
        expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
        expect(await open()).toEqual([{ email: 'cors@example.com', variantId: OCEAN_LONG }])
      })
    })

    describe('back-in-stock-webhook', () => {
      beforeEach(async () => {
        await signUp({ email: 'ana@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        await signUp({ email: 'ben@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        await signUp({ email: 'ana@example.com', variantId: SAND_WIDE, productHandle: 'earthing-yoga-mat' })
      })

      it('takes a products/update signed with the secret: one mail per request of a variant for sale, each closed', async () => {
        const response = await webhook(
          productUpdate([
            { id: 100509, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 4 },
            { id: 100512, title: 'Wide (183 x 80 cm) / Sand', inventory_quantity: 0 },
          ]),
        )
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ success: true, notified: 2 })
        const sent = await mails()
        expect(sent.map((m) => [m.kind, m.toAddress, m.subject])).toEqual([
          ['back-in-stock', 'ana@example.com', 'Back in stock: Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)'],
          ['back-in-stock', 'ben@example.com', 'Back in stock: Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)'],
        ])
        expect(sent[0]!.textBody).toContain(`${ORIGIN}/product/earthing-yoga-mat?variant=100509`)
        expect(sent[0]!.htmlBody).toContain('Shop it now')
        expect(await open()).toEqual([{ email: 'ana@example.com', variantId: SAND_WIDE }])

        // Shopify delivers a webhook at least once: the same update again mails no one.
        expect(await (await webhook(productUpdate([{ id: 100509, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 3 }]))).json()).toEqual({
          success: true,
          notified: 0,
        })
        expect(await database.db.$count(mailOutbox)).toBe(2)
      })

      it('keeps the language each shopper asked in and mails each in it, however long after, its link in their market and language', async () => {
        await signUp({ email: 'dewi@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat', language: 'id-ID' })
        await signUp({ email: 'wei@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat', language: 'zh-SG' })
        // Asking again in another language keeps the first request, and its language.
        await signUp({ email: 'wei@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat', language: 'ms-MY' })
        const stored = await database.db
          .select({ email: backInStockRequests.email, language: backInStockRequests.language })
          .from(backInStockRequests)
          .where(eq(backInStockRequests.variantId, OCEAN_LONG))
          .orderBy(asc(backInStockRequests.id))
        expect(stored).toEqual([
          { email: 'ana@example.com', language: 'en-SG' },
          { email: 'ben@example.com', language: 'en-SG' },
          { email: 'dewi@example.com', language: 'id-ID' },
          { email: 'wei@example.com', language: 'zh-SG' },
        ])

        await webhook(productUpdate([{ id: 100509, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 4 }]))
        const sent = new Map((await mails()).map((m) => [m.toAddress, m]))
        expect(sent.get('ana@example.com')!.subject).toBe('Back in stock: Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)')
        expect(sent.get('dewi@example.com')!.subject).toBe('Tersedia kembali: Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)')
        expect(sent.get('dewi@example.com')!.textBody).toContain(`${ORIGIN}/id-id/product/earthing-yoga-mat?variant=100509`)
        expect(sent.get('dewi@example.com')!.htmlBody).toContain('lang="id-ID"')
        expect(sent.get('wei@example.com')!.subject).toBe('到货通知：Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)')
        expect(sent.get('wei@example.com')!.textBody).toContain(`${ORIGIN}/zh-sg/product/earthing-yoga-mat?variant=100509`)
      })

      it('refuses a body signed with another secret, or not signed, and changes nothing', async () => {
        const payload = productUpdate([{ id: 100509, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 4 }])
        const forged = await webhook(payload, { secret: 'not-the-shops-secret-at-all' })
        expect(forged.status).toBe(401)
        expect(await forged.json()).toEqual({ error: 'Invalid webhook signature' })
        const bare = await call(functions, 'back-in-stock-webhook', { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
        expect(bare.status).toBe(401)
        expect(await mails()).toEqual([])
        expect(await open()).toHaveLength(3)
      })

      it('refuses every webhook while no secret is configured', async () => {
        const response = await webhook(productUpdate([{ id: 100509, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 4 }]), { handler: unsigned })
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({ error: 'Webhooks are not configured: set SHOPIFY_WEBHOOK_SECRET' })
        expect(await mails()).toEqual([])
      })

      it('refuses a signed payload of another shape (a null variant) with a 400 naming the field, changing nothing', async () => {
        const payload = { ...productUpdate([{ id: 100509, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 4 }]), variants: [null] }
        const response = await webhook(payload)
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ error: expect.stringMatching(/^Not a products\/update payload: variants\.0: /) })
        for (const odd of [[], 'text', { title: 'Mat', handle: 'mat', variants: 'none' }, { handle: 'mat', variants: [] }]) {
          expect((await webhook(odd)).status, JSON.stringify(odd)).toBe(400)
        }
        expect(await mails()).toEqual([])
        expect(await open()).toHaveLength(3)
      })

      it("stores Shopify's text cleaned of what the database cannot hold (NUL, an unpaired surrogate)", async () => {
        const payload = { ...productUpdate([{ id: 100509, title: 'Long\u0000 / Ocean\ud800', inventory_quantity: 4 }]), title: 'Earthing\u0000 Yoga Mat' }
        const response = await webhook(payload)
        expect([response.status, await response.json()]).toEqual([200, { success: true, notified: 2 }])
        expect((await mails()).map((m) => m.subject)).toEqual([
          'Back in stock: Earthing Yoga Mat (Long / Ocean\ufffd)',
          'Back in stock: Earthing Yoga Mat (Long / Ocean\ufffd)',
        ])
      })

      it('answers another topic without acting on it', async () => {
        const response = await webhook(productUpdate([{ id: 100509, title: 'Long / Ocean', inventory_quantity: 4 }]), { topic: 'products/delete' })
        expect(await response.json()).toEqual({ success: true, notified: 0 })
        expect(await open()).toHaveLength(3)
      })
    })

    describe('the periodic check', () => {
      it('asks the store about the watched variants and mails each request of one for sale once, closing it', async () => {
        await signUp({ email: 'ana@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        await signUp({ email: 'ben@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        await signUp({ email: 'cy@example.com', variantId: SAND_WIDE, productHandle: 'earthing-yoga-mat' })
        // Signed up for before the store dropped the variant (a sign-up for it now is refused).
        await database.db
          .insert(backInStockRequests)
          .values({ email: 'dee@example.com', variantId: 'gid://shopify/ProductVariant/999999', productHandle: 'gone' })
        const asked: string[][] = []
        let oceanForSale = true
        const lookup: VariantLookup = async (ids) => {
          asked.push(ids)
          return ids.map((id) =>
            id === 'gid://shopify/ProductVariant/999999'
              ? null
              : {
                  id,
                  availableForSale: id === OCEAN_LONG && oceanForSale,
                  title: id === OCEAN_LONG ? 'Long (200 x 66 cm) / Ocean' : 'Wide (183 x 80 cm) / Sand',
                  product: { title: 'Earthing Yoga Mat', handle: 'earthing-yoga-mat' },
                },
          )
        }

        expect(await checkBackInStock(notifier(), lookup)).toEqual({ checked: 3, notified: 2 })
        expect(asked).toEqual([[SAND_WIDE, OCEAN_LONG, 'gid://shopify/ProductVariant/999999'].sort()])
        expect((await mails()).map((m) => m.toAddress)).toEqual(['ana@example.com', 'ben@example.com'])
        expect(await open()).toEqual([
          { email: 'cy@example.com', variantId: SAND_WIDE },
          { email: 'dee@example.com', variantId: 'gid://shopify/ProductVariant/999999' },
        ])

        // The next run finds nothing new to send, and a closed request may be asked again.
        expect(await checkBackInStock(notifier(), lookup)).toEqual({ checked: 2, notified: 0 })
        oceanForSale = false
        await signUp({ email: 'ana@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        expect(await database.db.$count(backInStockRequests, eq(backInStockRequests.variantId, OCEAN_LONG))).toBe(3)
        expect(await database.db.$count(mailOutbox)).toBe(2)
      })

      it('two checks at once send each mail once', async () => {
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          await signUp({ email, variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        }
        const lookup: VariantLookup = async (ids) =>
          ids.map((id) => ({ id, availableForSale: true, title: 'Long / Ocean', product: { title: 'Earthing Yoga Mat', handle: 'earthing-yoga-mat' } }))
        const runs = await Promise.all([checkBackInStock(notifier(), lookup), checkBackInStock(notifier(), lookup)])
        expect(runs[0]!.notified + runs[1]!.notified).toBe(3)
        expect(await database.db.$count(mailOutbox)).toBe(3)
      })
    })

    describe('the owner’s list and export', () => {
      it('lists the open requests by variant and exports each as CSV', async () => {
        await signUp({ email: 'ana@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        // An address the form would refuse, stored all the same: the CSV quotes it.
        await database.db.insert(backInStockRequests).values({ email: 'o"brien@example.com', variantId: OCEAN_LONG, productHandle: 'earthing-yoga-mat' })
        await signUp({
          email: 'cy@example.com',
          variantId: 'gid://shopify/ProductVariant/100203',
          productHandle: 'fitted-earthing-bed-sheet',
          language: 'zh-HK',
        })
        const summary = await backInStockSummary(database.db)
        expect(summary).toMatch(/^3 open requests for 2 variants:\n/)
        expect(summary).toMatch(/ {3}2 {2}earthing-yoga-mat {2}variant 100509 {2}since \d{4}-\d\d-\d\d\n/)
        const { csv, count } = await backInStockCsv(database.db)
        expect(count).toBe(3)
        const lines = csv.trimEnd().split('\r\n')
        expect(lines[0]).toBe('Email,Product handle,Variant ID,Language,Requested at')
        expect(lines.slice(1).map((l) => l.replace(/,[^,]+$/, ''))).toEqual([
          `ana@example.com,earthing-yoga-mat,${OCEAN_LONG},en-SG`,
          `"o""brien@example.com",earthing-yoga-mat,${OCEAN_LONG},en-SG`,
          'cy@example.com,fitted-earthing-bed-sheet,gid://shopify/ProductVariant/100203,zh-HK',
        ])
      })
    })
  })
}

describe('the webhook pieces', () => {
  it('verifies Shopify’s HMAC over the raw body', () => {
    const body = new TextEncoder().encode('{"id":1}')
    const good = createHmac('sha256', SECRET).update(body).digest('base64')
    expect(verifyShopifyHmac(body, good, SECRET)).toBe(true)
    expect(verifyShopifyHmac(new TextEncoder().encode('{"id":2}'), good, SECRET)).toBe(false)
    expect(verifyShopifyHmac(body, good, 'another-secret-of-some-length')).toBe(false)
    expect(verifyShopifyHmac(body, null, SECRET)).toBe(false)
    expect(verifyShopifyHmac(body, 'short', SECRET)).toBe(false)
  })

  it('reads a variant as for sale when stocked, sold past zero, or not tracked', () => {
    const payload = {
      title: 'Mat',
      handle: 'mat',
      variants: [
        { id: 1, title: 'A', inventory_quantity: 0, inventory_policy: 'deny' },
        { id: 2, title: 'B', inventory_quantity: 2, inventory_policy: 'deny' },
        { id: 3, title: 'C', inventory_quantity: 0, inventory_policy: 'continue' },
        { id: 4, title: 'D', inventory_quantity: 0, inventory_policy: 'deny', inventory_management: null },
      ],
    }
    expect(restockedFromPayload(payload).map((v) => v.variantId)).toEqual([
      'gid://shopify/ProductVariant/2',
      'gid://shopify/ProductVariant/3',
      'gid://shopify/ProductVariant/4',
    ])
    expect(variantPath('earthing-yoga-mat', OCEAN_LONG)).toBe('/product/earthing-yoga-mat?variant=100509')
  })
})
