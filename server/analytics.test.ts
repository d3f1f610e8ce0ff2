import { AnalyticsEventName, AnalyticsPageType, sendShopifyAnalytics, SHOPIFY_UNIQUE_TOKEN_HEADER, SHOPIFY_VISIT_TOKEN_HEADER } from '@shopify/hydrogen-react'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { consentCookie, defaultConsentSettings } from '../shared/consent'
import { analyticsEvents, type Database } from '../services/db'
import { testTargets } from '../services/db/testing'
import { createAnalyticsHandler, MONORAIL_PATH } from '../services/analytics'
import { MAX_BATCH_BYTES } from '../services/analytics/monorail'
import { analyticsReport } from '../services/analytics/report'
import { storefrontEndpoint } from '../app/lib/storefront/client'
import { createStorefrontClient } from '../app/lib/storefront/client.server'
import { searchResultCount } from '../app/lib/storefront/catalogue'
import { CART_CREATE_MUTATION } from '../app/lib/storefront/queries'
import { databaseCartRepository } from '../services/storefront/cart-repository'
import { loadCatalogue } from '../services/storefront/catalogue'
import { createCheckoutRoutes } from '../services/storefront/checkout-page'
import { createStorefrontHandler } from '../services/storefront/handler'

/** The embedded store on the test's database: its API (as the shop's client reaches it), a cart, its checkout. */
function embeddedStore(database: Database) {
  const carts = databaseCartRepository(Promise.resolve(database.db))
  const api = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: SHOP, carts })
  const checkout = createCheckoutRoutes({
    store: api.store,
    carts,
    settings: { brandName: 'Groundwell', shopUrl: SHOP, currency: 'SGD', shippingFlatRate: 5, freeShippingThreshold: 50 },
  })
  const client = createStorefrontClient({
    endpoint: storefrontEndpoint(SHOP, '2025-07'),
    token: 'test',
    fetch: (url, init) => api.handle(new Request(url, init)),
  })
  return {
    client,
    async createCart(headers: Record<string, string>) {
      const { cartCreate } = await client.request(
        CART_CREATE_MUTATION,
        { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/100102', quantity: 1 }] } },
        { headers },
      )
      return cartCreate!.cart!.checkoutUrl
    },
    openCheckout: (url: string) => checkout.request(new URL(url).pathname + new URL(url).search),
  }
}

const SHOP = 'https://shop.test'
const shopId = 'gid://shopify/Shop/1'
const sheet = {
  productGid: 'gid://shopify/Product/1001',
  variantGid: 'gid://shopify/ProductVariant/100102',
  name: 'Premium Earthing Flat Sheet',
  variantName: 'Queen',
  brand: 'Groundwell',
  price: '149.00',
  quantity: 1,
}
const mat = {
  productGid: 'gid://shopify/Product/1004',
  variantGid: 'gid://shopify/ProductVariant/100401',
  name: 'Earthing Therapy Starter Mat',
  variantName: 'Default Title',
  brand: 'Groundwell',
  price: '49.00',
  quantity: 2,
}

/** What hydrogen-react's own `sendShopifyAnalytics` posts for an event: the body it hands to fetch. */
async function batchFor(eventName: string, payload: Record<string, unknown>): Promise<string> {
  let body = ''
  const fetchSpy = vi.fn(async (_url: string, init: RequestInit) => {
    body = String(init.body)
    return new Response(JSON.stringify({ result: [] }))
  })
  vi.stubGlobal('fetch', fetchSpy)
  try {
    await sendShopifyAnalytics({ eventName, payload: { hasUserConsent: true, shopId, currency: 'SGD', ...payload } as never }, 'shop.test')
  } finally {
    vi.unstubAllGlobals()
  }
  expect(fetchSpy).toHaveBeenCalledWith(`https://shop.test${MONORAIL_PATH}`, expect.objectContaining({ method: 'post' }))
  return body
}

// Shopify's tokens, as the shop's cart passes them on (at least 8 characters).
const V1 = 'visitor-0001'
const S1 = 'visit-0001'
const visit = (visitor: string, session: string, url: string, extra: Record<string, unknown> = {}) => ({
  uniqueToken: visitor,
  visitToken: session,
  url,
  path: new URL(url).pathname,
  ...extra,
})

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${MONORAIL_PATH}`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain', ...headers } })

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`Shopify's storefront analytics on ${target.name}`, () => {
    let database: Database
    let n = 0
    const handler = (options: Partial<Parameters<typeof createAnalyticsHandler>[0]> = {}) =>
      createAnalyticsHandler({
        db: Promise.resolve(database.db),
        forwardTo: null,
        consent: defaultConsentSettings,
        log: { error: vi.fn(), warn: vi.fn() },
        ...options,
      })
    const send = (h: ReturnType<typeof createAnalyticsHandler>, request: Request) => h(request, { clientIp: `10.9.0.${++n % 250}` })

    beforeAll(async () => {
      database = await target.open()
    }, 120_000)
    afterAll(() => database?.close())
    beforeEach(() => database.db.delete(analyticsEvents))

    it('keeps the events of a Singapore and a Malaysian visit as hydrogen-react sends them, and the report counts the funnel', async () => {
      const h = handler()
      const sg = [
        await batchFor(AnalyticsEventName.PAGE_VIEW, visit(V1, S1, `${SHOP}/`, { pageType: AnalyticsPageType.home })),
        await batchFor(AnalyticsEventName.PRODUCT_VIEW, {
          ...visit(V1, S1, `${SHOP}/product/premium-earthing-flat-sheet`),
          products: [sheet],
          totalValue: 149,
        }),
        await batchFor(AnalyticsEventName.ADD_TO_CART, {
          ...visit(V1, S1, `${SHOP}/product/premium-earthing-flat-sheet`),
          cartId: 'gid://shopify/Cart/c1',
          products: [sheet],
          totalValue: 149,
        }),
        await batchFor(AnalyticsEventName.PAGE_VIEW, visit(V1, S1, `${SHOP}/cart`, { pageType: AnalyticsPageType.cart })),
        await batchFor(AnalyticsEventName.PAGE_VIEW, visit('v2', 's2', `${SHOP}/faq`, { pageType: AnalyticsPageType.page })),
        await batchFor(AnalyticsEventName.SEARCH_VIEW, { ...visit('v2', 's2', `${SHOP}/shop-all?q=Mat`), searchString: ' Mat ' }),
        await batchFor(AnalyticsEventName.SEARCH_VIEW, { ...visit('v2', 's2', `${SHOP}/shop-all?q=qwxzv`), searchString: 'qwxzv' }),
      ]
      const my = [
        await batchFor(AnalyticsEventName.PRODUCT_VIEW, {
          ...visit('v3', 's3', `${SHOP}/en-my/product/earthing-therapy-starter-mat`),
          currency: 'MYR',
          products: [mat],
          totalValue: 156,
        }),
        await batchFor(AnalyticsEventName.ADD_TO_CART, {
          ...visit('v3', 's3', `${SHOP}/en-my/product/earthing-therapy-starter-mat`),
          currency: 'MYR',
          cartId: 'gid://shopify/Cart/c2',
          products: [mat],
        }),
      ]
      for (const body of [...sg, ...my]) {
        const response = await send(h, post(body))
        expect(response.status).toBe(200)
        const answer = (await response.json()) as { result: { status: number }[] }
        expect(answer.result.length).toBeGreaterThan(0)
        expect(answer.result.every((r) => r.status === 200)).toBe(true)
      }
      const rows = await database.db.select().from(analyticsEvents)
      expect(rows.map((r) => r.event).sort()).toEqual(
        [
          'page_rendered',
          'page_rendered',
          'page_rendered',
          'product_page_rendered',
          'product_added_to_cart',
          'search_submitted',
          'search_submitted',
          'product_page_rendered',
          'product_added_to_cart',
        ].sort(),
      )
      expect(rows.find((r) => r.event === 'search_submitted')).toMatchObject({
        searchString: 'mat',
        market: 'SG',
        path: '/shop-all',
        visitor: 'v2',
        session: 's2',
      })
      expect(rows.find((r) => r.event === 'product_added_to_cart' && r.market === 'MY')).toMatchObject({
        currency: 'MYR',
        products: [{ productId: 1004, variantId: 100401, name: 'Earthing Therapy Starter Mat', price: 49, quantity: 2 }],
      })

      // The Singapore visitor checks out on the embedded store: the cart carries their tokens, and the
      // checkout, opened twice, counts once. A cart made without tokens (no consent) counts nothing.
      const store = embeddedStore(database)
      const attributed = await store.createCart({ [SHOPIFY_UNIQUE_TOKEN_HEADER]: V1, [SHOPIFY_VISIT_TOKEN_HEADER]: S1 })
      expect((await store.openCheckout(attributed)).status).toBe(200)
      expect((await store.openCheckout(attributed)).status).toBe(200)
      expect((await store.openCheckout(await store.createCart({}))).status).toBe(200)
      expect(
        (await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'checkout_started'))).map(
          ({ visitor, session, market, currency, path, products }) => ({ visitor, session, market, currency, path, products }),
        ),
      ).toEqual([
        {
          visitor: V1,
          session: S1,
          market: 'SG',
          currency: 'SGD',
          path: '/checkout',
          products: [{ productId: 1001, variantId: 100102, name: 'Premium Earthing Flat Sheet', price: 149, quantity: 1 }],
        },
      ])

      const report = await analyticsReport(database.db, { days: 7, resultsOf: (search) => searchResultCount(store.client, search) })
      const today = new Date().toISOString().slice(0, 10)
      expect(report.funnel).toEqual([
        { day: today, market: 'MY', sessions: 1, pageViews: 0, productViews: 1, sessionsAddingToCart: 1, addToCartRate: 1, cartViews: 0, checkoutsStarted: 0 },
        {
          day: today,
          market: 'SG',
          sessions: 2,
          pageViews: 3,
          productViews: 1,
          sessionsAddingToCart: 1,
          addToCartRate: 0.5,
          cartViews: 1,
          checkoutsStarted: 1,
        },
      ])
      expect(report.topProducts).toEqual([
        { name: 'Earthing Therapy Starter Mat', views: 1, addedToCart: 2 },
        { name: 'Premium Earthing Flat Sheet', views: 1, addedToCart: 1 },
      ])
      expect(report.topSearches).toEqual([
        { search: 'mat', count: 1 },
        { search: 'qwxzv', count: 1 },
      ])
      // Asked of the store: "mat" finds the mats, "qwxzv" nothing.
      expect(report.searchesFindingNothing).toEqual([{ search: 'qwxzv', count: 1 }])
    })

    it('keeps nothing from a visitor in Germany until they allow analytics', async () => {
      const h = handler()
      const body = await batchFor(AnalyticsEventName.PAGE_VIEW, visit('v9', 's9', `${SHOP}/`))
      expect((await send(h, post(body, { 'CF-IPCountry': 'DE' }))).status).toBe(204)
      const declined = consentCookie({ analytics: false, marketing: false, preferences: false, saleOfData: false }, true).split(';')[0]!
      expect((await send(h, post(body, { 'CF-IPCountry': 'DE', Cookie: declined }))).status).toBe(204)
      expect(await database.db.select().from(analyticsEvents)).toEqual([])
      const accepted = consentCookie({ analytics: true, marketing: false, preferences: false, saleOfData: false }, true).split(';')[0]!
      expect((await send(h, post(body, { 'CF-IPCountry': 'DE', Cookie: accepted }))).status).toBe(200)
      expect((await database.db.select().from(analyticsEvents)).map((r) => r.event)).toEqual(['page_rendered'])
    })

    it('answers anything that is not a batch of Shopify’s events with a 4xx and keeps nothing', async () => {
      const h = handler()
      const good = JSON.parse(await batchFor(AnalyticsEventName.PRODUCT_VIEW, { ...visit('v1', 's1', `${SHOP}/`), products: [sheet] })) as {
        events: { schema_id: string; payload: Record<string, unknown> }[]
      }
      const cases: [string, number][] = [
        ['not json', 400],
        ['{}', 400],
        [JSON.stringify({ events: [] }), 400],
        [JSON.stringify({ events: [{ schema_id: 'someone_else/1.0', payload: {} }] }), 400],
        [JSON.stringify({ events: good.events.map((e) => ({ ...e, payload: { ...e.payload, products: ['{"product_id":"x"}'] } })) }), 400],
        [JSON.stringify({ events: good.events.map((e) => ({ ...e, payload: { ...e.payload, currency: 'S$' } })) }), 400],
        [JSON.stringify({ events: Array.from({ length: 21 }, () => good.events[0]) }), 400],
        ['x'.repeat(MAX_BATCH_BYTES + 1), 413],
      ]
      for (const [body, status] of cases) expect((await send(h, post(body))).status, body.slice(0, 60)).toBe(status)
      expect(await database.db.select().from(analyticsEvents)).toEqual([])
    })

    it('passes a batch on to a real store, word for word, and keeps nothing', async () => {
      const forwarded: { url: string; body: string }[] = []
      const h = handler({
        forwardTo: 'https://groundwell.myshopify.com',
        fetch: (async (url: string, init: RequestInit) => {
          forwarded.push({ url, body: String(init.body) })
          return new Response('{"result":[]}')
        }) as typeof fetch,
      })
      const body = await batchFor(AnalyticsEventName.PAGE_VIEW, visit('v1', 's1', `${SHOP}/faq`))
      expect((await send(h, post(body))).status).toBe(200)
      expect(forwarded).toEqual([{ url: `https://groundwell.myshopify.com${MONORAIL_PATH}`, body }])
      expect(await database.db.select().from(analyticsEvents)).toEqual([])
    })

    it('limits the batches of one address, and deletes events past their retention', async () => {
      const h = handler({ limit: { max: 2, windowSeconds: 60 } })
      const body = await batchFor(AnalyticsEventName.PAGE_VIEW, visit('v1', 's1', `${SHOP}/`))
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await h(post(body), { clientIp: '10.8.8.8' })).status)
      expect(statuses).toEqual([200, 200, 429])

      await database.db.execute(sql`update analytics_events set received_at = now() - interval '500 days'`)
      const fresh = handler({ retentionDays: 400 })
      expect((await send(fresh, post(body))).status).toBe(200)
      expect((await database.db.select().from(analyticsEvents)).length).toBe(1)
    })
  })
}
