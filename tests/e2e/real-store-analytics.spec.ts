import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { expect, test } from '@playwright/test'
import { MONORAIL_PATH } from '../../services/analytics/monorail'
import { type Shop, SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'
import { hydrated } from '../../scripts/lib/site-map'
import { FAKE_SHOPIFY_SHOP_ID, type FakeShopify, startFakeShopify } from '../fakes/fake-shopify'
import { startHttpsProxy } from '../helpers/https-proxy'

const run = promisify(execFile)

/**
 * With a real store configured, Shopify's analytics go to Shopify as Hydrogen's proxy sends them:
 * the visitor's cookies come from the store's consent management, each batch is passed on to the
 * store's Monorail path, and the store's cart carries the visitor's tokens, so its checkout is
 * attributed to the visit. Nothing is kept in the shop's own database. The fake Shopify
 * receives all of it, over https in front of the built shop as in production.
 */
test.describe.configure({ mode: 'serial' })

let fakeShopify: FakeShopify
let shop: Shop
let https: Awaited<ReturnType<typeof startHttpsProxy>>
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-real-analytics-'))
const env = (origin: string) => ({ PUBLIC_STORE_DOMAIN: origin, PUBLIC_STOREFRONT_API_TOKEN: 'token', STOREFRONT_TIMEOUT_MS: '60000', DATA_DIR: dataDir })

test.beforeAll(async () => {
  test.setTimeout(SHOP_START_MS + 30_000)
  fakeShopify = await startFakeShopify()
  shop = await startShop({ env: env(fakeShopify.origin) })
  https = await startHttpsProxy(shop.url)
})

test.afterAll(async () => {
  await https?.close()
  await shop?.stop()
  await fakeShopify?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
/** A new document's first events wait for its idle moment, the analytics' file and the store's cookies. */
const FIRST_EVENT = { timeout: 60_000 }

test('the store receives the visit: its cookies, every event well-formed, and a cart carrying the visitor’s tokens', async ({ browser }) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: https.url })
  // The store's images are on cdn.shopify.com, which a test never reaches.
  await context.route('https://cdn.shopify.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }))
  const page = await context.newPage()
  const answers: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === MONORAIL_PATH) answers.push(response.status())
  })
  const named = (name: string) => fakeShopify.analyticsEvents().filter((e) => e.payload.event_name === name)
  const product = fakeShopify.products.find((p) => p.variants.length === 1 && p.variants[0]!.availableForSale)!
  const variantNumber = Number(product.variants[0]!.id.split('/').pop())

  await page.goto(`/product/${product.handle}`)
  await hydrated(page)
  await expect.poll(() => named('product_page_rendered').length, FIRST_EVENT).toBe(1)

  // The visitor's tokens are the store's, set for the shop's own domain.
  expect(fakeShopify.trackingCookies()).toHaveLength(1)
  const cookies = Object.fromEntries((await context.cookies()).filter((c) => c.name.startsWith('_shopify_')).map((c) => [c.name, c]))
  expect(cookies._shopify_y?.value).toBe(fakeShopify.trackingCookies()[0]!.unique)
  expect(cookies._shopify_s?.value).toBe(fakeShopify.trackingCookies()[0]!.visit)
  expect(cookies._shopify_y?.domain).toBe('127.0.0.1')

  const visit = { shop_id: FAKE_SHOPIFY_SHOP_ID, currency: 'SGD', unique_token: cookies._shopify_y!.value, deprecated_visit_token: cookies._shopify_s!.value }
  const [view] = named('product_page_rendered')
  expect(view!.schema_id).toMatch(/^custom_storefront_customer_tracking\/\d+\.\d+$/)
  expect(view!.payload).toMatchObject({ ...visit, source: 'headless', analytics_allowed: true, event_source_url: `${https.url}/product/${product.handle}` })
  expect((view!.payload.products as string[]).map((p) => JSON.parse(p) as Record<string, unknown>)).toEqual([
    expect.objectContaining({ product_id: Number(product.id.split('/').pop()), variant_id: variantNumber, name: product.title, quantity: 1 }),
  ])
  expect(named('page_rendered')[0]!.payload).toMatchObject(visit)

  // An addition to the cart, then the checkout: the store's cart is made with the visitor's tokens.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  await expect.poll(() => named('product_added_to_cart').length).toBe(1)
  expect(named('product_added_to_cart')[0]!.payload).toMatchObject(visit)
  const [checkout] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
  await checkout.waitForURL(`${fakeShopify.origin}/cart/c/**`)
  await expect(checkout.getByRole('list', { name: 'Order summary' })).toContainText(product.title)
  expect(fakeShopify.cartTracking().at(-1)).toEqual({ unique: visit.unique_token, visit: visit.deprecated_visit_token })
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2)
  expect(answers.every((status) => status === 200)).toBe(true)
  await context.close()
})

test('with a real store nothing is kept in the shop’s own database', async () => {
  test.setTimeout(SHOP_START_MS + 60_000)
  // One process opens the embedded database at a time: the shop stops first (the last test of the file).
  await shop.stop()
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/analytics.ts', '--days', '1'], {
    env: { ...process.env, ...env(fakeShopify.origin), DATABASE_URL: '' },
  })
  expect(stripVTControlCharacters(stdout)).toContain('No events yet.')
})
