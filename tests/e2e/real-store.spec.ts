import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, shopForFile, test } from '../support/shops'
import { startShopifyStandIn, type StandIn } from '../support/shopify-stand-in'
import { hydrated } from '../support/site-map'

/**
 * The shop's journeys against a Shopify-shaped store of 264 products: the stand-in executes the
 * shop's queries on Shopify's published 2025-07 schema. Its images are on cdn.shopify.com, which
 * the browser must never reach from a test: they are answered here with a small PNG.
 */
let standIn: StandIn
const shop = shopForFile(
  async () => {
    standIn = await startShopifyStandIn()
    return { env: { PUBLIC_STORE_DOMAIN: standIn.origin, PUBLIC_STOREFRONT_API_TOKEN: 'token' } }
  },
  () => standIn?.close(),
)
// One shop and one stand-in for the file.
test.describe.configure({ mode: 'serial' })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const cdnAnsweredHere = (context: BrowserContext) => context.route('https://cdn.shopify.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }))

test.beforeEach(async ({ context }) => cdnAnsweredHere(context))

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await cdnAnsweredHere(context)
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const cards = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('heading', { level: 3 })

test('without JavaScript, /shop-all pages through all 264 products with rel="next" and rel="prev" links', async ({ browser }) => {
  test.slow() // fourteen whole pages, one after the other
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/shop-all`)
    await expect(page.getByText('264 products')).toBeVisible()
    await expect(page.getByText('Loading products')).toHaveCount(0)
    const seen: string[] = []
    for (;;) {
      const titles = await cards(page, 'Shop All').allInnerTexts()
      expect(titles.length).toBeGreaterThan(0)
      seen.push(...titles)
      const next = page.locator('a[rel="next"]')
      if ((await next.count()) === 0) break
      expect(titles).toHaveLength(20)
      await next.click()
      await expect(page).toHaveURL(/[?&]after=/)
    }
    expect(seen).toHaveLength(264)
    expect(new Set(seen)).toEqual(new Set(standIn.products.map((p) => p.title)))
    const last = await cards(page, 'Shop All').allInnerTexts()
    await page.locator('a[rel="prev"]').click()
    await expect(page).toHaveURL(/[?&]before=/)
    await expect(cards(page, 'Shop All')).toHaveCount(20)
    expect(await cards(page, 'Shop All').allInnerTexts()).not.toContain(last[0])
  })
})

test('with JavaScript, Next page keeps the address shareable and Back returns to the same scroll position', async ({ page }) => {
  await page.goto(`${shop().url}/shop-all`)
  await hydrated(page)
  const first = await cards(page, 'Shop All').allInnerTexts()
  const next = page.getByRole('link', { name: 'Next page' })
  await next.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(500)
  await next.click()
  await expect(page).toHaveURL(/\/shop-all\?after=/)
  await expect.poll(() => cards(page, 'Shop All').first().innerText()).not.toBe(first[0])
  const shared = page.url()
  const second = await cards(page, 'Shop All').allInnerTexts()
  await page.goBack()
  await expect(page).toHaveURL(/\/shop-all$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
  // The address of the second page shows that page to anyone it is sent to.
  await page.goto(shared)
  expect(await cards(page, 'Shop All').allInnerTexts()).toEqual(second)
})

test('/sleep-products finds its Leather Mattress Topper though the store lists it at number 201', async ({ browser }) => {
  expect(standIn.products.findIndex((p) => p.title === 'Leather Mattress Topper')).toBeGreaterThan(20)
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/sleep-products`)
    expect((await cards(page, 'Grounding Sheets').allInnerTexts()).sort()).toEqual(['Fitted Earthing Bed Sheet', 'Leather Mattress Topper', 'Premium Earthing Flat Sheet'])
    await expect(page.getByText('3 products')).toBeVisible()
    await page.goto(`${shop().url}/mats-products`)
    expect((await cards(page, 'Grounding Mats').allInnerTexts()).sort()).toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])
    await page.goto(`${shop().url}/accessories?category=outlet-testers`)
    expect(await cards(page, 'Accessories').allInnerTexts()).toEqual(['Conductivity Tester Pen'])
    await page.goto(`${shop().url}/accessories`)
    await expect(cards(page, 'Accessories')).toHaveCount(6)
  })
})

test('sorting works without JavaScript and across pages: price low to high, then high to low', async ({ browser }) => {
  const cheapest = [...standIn.products].sort((a, b) => Number(a.variants[0]!.price.amount) - Number(b.variants[0]!.price.amount))
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/shop-all`)
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/\/shop-all\?sort=price-asc$/)
    const prices = async () => (await page.getByRole('list', { name: 'Shop All' }).locator('li').allInnerTexts()).map((t) => Number(/SGD ([\d.]+)/.exec(t)![1]))
    const page1 = await prices()
    expect(page1[0]).toBe(Math.min(...cheapest.flatMap((p) => p.variants.map((v) => Number(v.price.amount)))))
    expect(page1).toEqual([...page1].sort((a, b) => a - b))
    await page.locator('a[rel="next"]').click()
    await expect(page).toHaveURL(/sort=price-asc&after=/)
    const page2 = await prices()
    expect(page2[0]).toBeGreaterThanOrEqual(page1.at(-1)!)
    await page.getByLabel('Sort by').selectOption('price-desc')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/\/shop-all\?sort=price-desc$/)
    const high = await prices()
    expect(high).toEqual([...high].sort((a, b) => b - a))
  })
})

test('a garbage or forged cursor and an unknown sort give the first page in the featured order', async ({ page }) => {
  await page.goto(`${shop().url}/shop-all`)
  const first = await cards(page, 'Shop All').allInnerTexts()
  for (const query of ['after=bm90LWEtY3Vyc29y&sort=price-desc', 'before=%3Cscript%3E', 'sort=cheapest&after=', 'after=' + 'x'.repeat(2000)]) {
    const response = await page.goto(`${shop().url}/shop-all?${query}`)
    expect(response?.status(), query).toBe(200)
    expect(await cards(page, 'Shop All').allInnerTexts(), query).toEqual(first)
    await expect(page.getByLabel('Sort by')).toHaveValue('featured')
  }
})

test('search counts every match, beyond the first page', async ({ page }) => {
  const matches = standIn.matching('pillowcase').length
  expect(matches).toBeGreaterThan(20)
  await page.goto(`${shop().url}/shop-all?q=pillowcase`)
  await expect(page.getByRole('heading', { name: `${matches} results for “pillowcase”` })).toBeVisible()
  await expect(cards(page, 'Results for pillowcase')).toHaveCount(20)
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', /q=pillowcase&after=/)
})

test('products of every shape open: Default Title, 16 variants with the first sold out, no image, no description', async ({ page }) => {
  const shapes = [0, 1, 3, 4].map((n) => standIn.products.find((p) => p.title.endsWith(`No. ${n + 1}`))!)
  expect(shapes[1]!.variants).toHaveLength(16)
  expect(shapes[1]!.variants[0]!.availableForSale).toBe(false)
  expect(shapes[2]!.images).toHaveLength(0)
  expect(shapes[3]!.description).toBe('')
  for (const product of shapes) {
    const response = await page.goto(`${shop().url}/product/${product.handle}`)
    expect(response?.status(), product.handle).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
  }
})
