import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { type Browser, expect, type Page, type Request, test } from '@playwright/test'
import { MONORAIL_PATH } from '../../services/analytics/monorail'
import { TRACKING_COOKIES_PATH } from '../../services/analytics/tracking-cookies'
import { VITALS_PATH } from '../../services/vitals/beacon'
import { type Shop, SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'
import { hydrated, sampleProductPath } from '../../scripts/lib/site-map'
import { startHttpsProxy } from '../helpers/https-proxy'

const run = promisify(execFile)

/**
 * What the pages send of Shopify's analytics (hydrogen-react's batches, to the shop's own origin)
 * and of real shoppers' speed (web-vitals' beacon), as a shopper browses the built shop over
 * https (TLS in front, as in production), and what the owner's reports then show. Singapore is
 * not asked and sends; Germany sends nothing before a choice or after Decline, and sends after
 * Accept; Global Privacy Control is carried in every event.
 */
test.describe.configure({ mode: 'serial' })

let shop: Shop
let https: Awaited<ReturnType<typeof startHttpsProxy>>
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-field-'))

test.beforeAll(async () => {
  test.setTimeout(SHOP_START_MS + 30_000)
  shop = await startShop({ env: { DATA_DIR: dataDir } })
  https = await startHttpsProxy(shop.url)
})

test.afterAll(async () => {
  await https?.close()
  await shop?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

type SentEvent = { schema_id: string; payload: Record<string, unknown> & { event_name?: string; products?: string[] } }

/** A shopper's page, with every analytics request it makes recorded (the events of each batch, the beacons' metrics). */
async function shopper(browser: Browser, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: https.url, extraHTTPHeaders: headers })
  const page = await context.newPage()
  const events: SentEvent[] = []
  const analyticsRequests: Request[] = []
  const answers: number[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === MONORAIL_PATH) events.push(...(JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] }).events)
    if ([MONORAIL_PATH, TRACKING_COOKIES_PATH, VITALS_PATH].includes(pathname)) analyticsRequests.push(request)
  })
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === MONORAIL_PATH) answers.push(response.status())
  })
  const named = (name: string) => events.filter((e) => e.payload.event_name === name)
  /** Every batch sent so far answered: a page left before then would cancel a batch still on its way. */
  const answered = () =>
    expect.poll(() => answers.length, FIRST_EVENT).toBe(analyticsRequests.filter((r) => new URL(r.url()).pathname === MONORAIL_PATH).length)
  return { context, page, events, analyticsRequests, answers, named, answered }
}

const products = (event: SentEvent) => (event.payload.products ?? []).map((p) => JSON.parse(p) as Record<string, unknown>)
/** What the page learns of the visitor's consent once it is idle (start waiting before the page loads). */
const consentAnswer = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/consent' && r.request().method() === 'GET', FIRST_EVENT)
    .then((r) => r.json() as Promise<{ required: boolean; chosen: boolean; consent: { analytics: boolean } }>)
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie choices' })
/** A new document's first events wait for its idle moment, the analytics' file and the visitor's cookies: a longer hang bound. */
const FIRST_EVENT = { timeout: 60_000 }

test('Singapore: every page, product, collection, search and addition is sent as hydrogen-react sends it, the speed on leaving, and the reports show them', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { context, page, named, answers, answered } = await shopper(browser)
  await page.goto(`${sampleProductPath}?variant=100102`)
  await hydrated(page)

  // The product page: its page view and its product view, with the shop, the market and the visitor's tokens.
  await expect.poll(() => named('product_page_rendered').length, FIRST_EVENT).toBe(1)
  await expect.poll(() => named('page_rendered').length).toBe(1)
  const tokens = Object.fromEntries((await context.cookies()).filter((c) => c.name.startsWith('_shopify_')).map((c) => [c.name, c.value]))
  expect(tokens._shopify_y).toMatch(/^[0-9a-f-]{36}$/)
  const productView = named('product_page_rendered')[0]!
  expect(productView.schema_id).toMatch(/^custom_storefront_customer_tracking\//)
  expect(productView.payload).toMatchObject({
    shop_id: 1,
    currency: 'SGD',
    unique_token: tokens._shopify_y,
    deprecated_visit_token: tokens._shopify_s,
    analytics_allowed: true,
    is_persistent_cookie: true,
    source: 'headless',
  })
  expect(String(productView.payload.event_source_url)).toBe(`${https.url}${sampleProductPath}?variant=100102`)
  expect(products(productView)).toEqual([
    expect.objectContaining({ product_id: 1001, variant_id: 100102, name: 'Premium Earthing Flat Sheet', brand: 'Groundwell', price: 149, quantity: 1 }),
  ])

  // Another variant is the same page: no new page view.
  await page.getByRole('main').getByRole('link', { name: /^King/ }).click()
  await expect(page).toHaveURL(/variant=100103/)

  // Add to Cart: the line as added, its quantity and price.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
  await expect.poll(() => named('product_added_to_cart').length).toBe(1)
  expect(products(named('product_added_to_cart')[0]!)).toEqual([expect.objectContaining({ product_id: 1001, variant_id: 100103, quantity: 1 })])
  await page.keyboard.press('Escape')
  await answered()

  // A listing (a client-side navigation) and a search.
  await page.goto('/shop-all')
  await hydrated(page)
  await expect.poll(() => named('collection_page_rendered').map((e) => e.payload.collection_name), FIRST_EVENT).toEqual(['all'])
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Grounding Mats/ })
    .click()
  await expect(page).toHaveURL(/\/mats-products$/)
  await expect.poll(() => named('collection_page_rendered').map((e) => e.payload.collection_name)).toEqual(['all', 'mats'])
  await answered()
  await page.goto('/shop-all?q=mat')
  await hydrated(page)
  await expect.poll(() => named('search_submitted').map((e) => e.payload.search_string), FIRST_EVENT).toEqual(['mat'])
  expect(named('product_page_rendered')).toHaveLength(1)
  await answered()
  // A search that finds nothing: Shopify's event carries its words; the report asks the store what it finds.
  await page.goto('/shop-all?q=qwxzv')
  await hydrated(page)
  await expect.poll(() => named('search_submitted').map((e) => e.payload.search_string), FIRST_EVENT).toEqual(['mat', 'qwxzv'])
  await answered()

  // The cart page is a page view (counted as a cart view by its path); its Checkout makes the store's cart with the
  // visitor's tokens, so the checkout opened is theirs in the report.
  await page.goto('/cart')
  await hydrated(page)
  await expect
    .poll(
      () =>
        named('page_rendered')
          .map((e) => e.payload.event_source_url)
          .at(-1),
      FIRST_EVENT,
    )
    .toBe(`${https.url}/cart`)
  await answered()
  const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByTestId('cart-page').getByRole('button', { name: 'Checkout' }).click()])
  await checkout.waitForURL(/\/cart\/c\//)
  await expect(checkout.getByTestId('subtotal')).toBeVisible()
  await checkout.close()
  expect(answers.every((status) => status === 200)).toBe(true)

  // Leaving each page sends its speed in one beacon (its page type, the market, the device): the
  // report below shows them. The last is sent as the page goes, so it is waited for where it arrives.
  const beacons = () => https.answered.filter((path) => path === VITALS_PATH).length
  const before = beacons()
  await page.goto('about:blank')
  await expect.poll(beacons, FIRST_EVENT).toBeGreaterThan(before)
  await context.close()
})

test('Germany: nothing is sent before a choice, nor after Decline; Accept starts the analytics on the page itself', async ({ browser }) => {
  test.setTimeout(120_000)
  // No choice yet: the server tells the page analytics are not allowed, and nothing goes out.
  const asked = await shopper(browser, { 'CF-IPCountry': 'DE' })
  const askedAnswer = consentAnswer(asked.page)
  await asked.page.goto(sampleProductPath)
  await hydrated(asked.page)
  expect(await askedAnswer).toMatchObject({ required: true, chosen: false, consent: { analytics: false } })
  await expect(banner(asked.page)).toBeVisible()
  await asked.page.goto('/sleep-products')
  await hydrated(asked.page)
  expect(asked.analyticsRequests.map((r) => r.url())).toEqual([])
  expect((await asked.context.cookies()).filter((c) => c.name.startsWith('_shopify_'))).toEqual([])

  // Accept: the page's view goes at once, without a reload, and the next page's too.
  await banner(asked.page).getByRole('button', { name: 'Accept' }).click()
  await expect(banner(asked.page)).toBeHidden()
  await expect.poll(() => asked.named('collection_page_rendered').map((e) => e.payload.collection_name), FIRST_EVENT).toEqual(['sleep'])
  expect(asked.named('page_rendered')[0]!.payload).toMatchObject({ gdpr_enforced: true, analytics_allowed: true, marketing_allowed: true })
  await asked.answered()
  await asked.context.close()

  // Decline: nothing, on this page or the next; the choice is what the server tells the next page.
  const declined = await shopper(browser, { 'CF-IPCountry': 'DE' })
  await declined.page.goto('/sleep-products')
  await hydrated(declined.page)
  const sent = declined.page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST')
  await banner(declined.page).getByRole('button', { name: 'Decline' }).click()
  await sent
  const declinedAnswer = consentAnswer(declined.page)
  await declined.page.goto(sampleProductPath)
  await hydrated(declined.page)
  expect(await declinedAnswer).toMatchObject({ required: true, chosen: true, consent: { analytics: false } })
  await expect(banner(declined.page)).toBeHidden()
  await declined.page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
  await expect(declined.page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
  const beaconOrNot: string[] = []
  declined.context.on('request', (r) => beaconOrNot.push(new URL(r.url()).pathname))
  await declined.page.goto('about:blank')
  expect(declined.analyticsRequests.map((r) => r.url())).toEqual([])
  expect(beaconOrNot).not.toContain(VITALS_PATH)
  await declined.context.close()
})

test('without JavaScript, Accept from Germany is kept, and the pages then send; Global Privacy Control is in every event', async ({ browser }) => {
  test.setTimeout(120_000)
  const noScript = await browser.newContext({
    ignoreHTTPSErrors: true,
    baseURL: https.url,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'CF-IPCountry': 'DE' },
  })
  const form = await noScript.newPage()
  await form.goto('/faq')
  await banner(form).getByRole('button', { name: 'Accept' }).click()
  await expect(form).toHaveURL(/\/faq$/)
  await expect(banner(form)).toBeHidden()
  const { cookies } = await noScript.storageState()
  await noScript.close()

  // The same visitor with JavaScript (their kept choice), and Global Privacy Control on.
  const later = await shopper(browser, { 'CF-IPCountry': 'DE', 'Sec-GPC': '1' })
  await later.context.addCookies(cookies)
  await later.page.goto('/faq')
  await hydrated(later.page)
  await expect.poll(() => later.named('page_rendered').length, FIRST_EVENT).toBe(1)
  expect(later.named('page_rendered')[0]!.payload).toMatchObject({
    analytics_allowed: true,
    marketing_allowed: false,
    sale_of_data_allowed: false,
    ccpa_enforced: true,
    gdpr_enforced: true,
  })
  await later.answered()
  await later.context.close()
})

test("the owner's reports show what was sent: the funnel with its searches, and real shoppers' speed", async () => {
  test.setTimeout(SHOP_START_MS + 60_000)
  // One process opens the embedded database at a time: the shop stops first (and starts again for nothing after).
  await shop.stop()
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }
  const analytics = stripVTControlCharacters((await run(process.execPath, ['--import', 'tsx', 'scripts/analytics.ts', '--days', '1'], { env })).stdout)
  const today = new Date().toISOString().slice(0, 10)
  const rows = analytics.split('\n').filter((line) => line.includes(today))
  const cells = (market: string) =>
    rows
      .find((line) => line.includes(`'${market}'`))
      ?.split('│')
      .map((cell) => cell.trim().replaceAll("'", ''))
      .slice(2, 11)
  // Pages without a market prefix are Singapore's: the shopper there (six pages: the product, two
  // listings, two searches, the cart; one addition; one checkout started), the German visitor after
  // Accept (a listing) and the visitor with Global Privacy Control (the FAQ). What was declined or
  // not yet chosen is not there.
  expect(cells('SG')).toEqual([today, 'SG', '3', '8', '1', '1', '33.3 %', '1', '1'])
  expect(analytics).toContain('Premium Earthing Flat Sheet')
  const [searches, nothing] = analytics.split('Searches that find nothing')
  expect(searches).toMatch(/│\s+'mat'\s+│\s+1\s+│/)
  expect(searches).toMatch(/│\s+'qwxzv'\s+│\s+1\s+│/)
  expect(nothing).toMatch(/│\s+'qwxzv'\s+│\s+1\s+│/)
  expect(nothing).not.toContain("'mat'")
  // The Singapore shopper's three documents (the product, the listings, the search), each measured as it was left.
  const vitals = stripVTControlCharacters((await run(process.execPath, ['--import', 'tsx', 'scripts/vitals.ts'], { env })).stdout)
  for (const pageType of ['product', 'collection', 'search']) {
    for (const metric of ['TTFB', 'FCP', 'LCP']) expect(vitals).toMatch(new RegExp(`'${pageType}'\\s+│\\s+'SG'\\s+│\\s+'${metric}'`))
  }
  shop = await startShop({ env: { DATA_DIR: dataDir } })
})
