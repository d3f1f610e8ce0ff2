import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, shopForFile, test } from '../launchers/shops'
import { FAKE_GIFT_CARDS, startFakeShopify, type FakeShopify } from '../fakes/fake-shopify'
import { giftCardCopy } from '../../app/content/cart'
import { hydrated } from '../../scripts/lib/site-map'
import { priceIn } from '../../services/storefront/markets'
import { marketForCountry } from '../../shared/markets'
import { formatMoney } from '../../shared/money'

/**
 * The shop's end-to-end tests against a Shopify-shaped store of 264 products: the fake executes the
 * shop's queries on Shopify's published 2025-07 schema. Its images are on cdn.shopify.com, which
 * the browser must never reach from a test: they are answered here with a small PNG.
 */
let fakeShopify: FakeShopify
const shop = shopForFile(
  async () => {
    fakeShopify = await startFakeShopify()
    // The fake executes Shopify's schema in this test's own process: on a busy machine a
    // 250-product page can take longer than the shop's 10 s wait for Shopify (whose own timeout
    // is tested on the embedded store), so the shop waits for it as long as a test does.
    return { env: { PUBLIC_STORE_DOMAIN: fakeShopify.origin, PUBLIC_STOREFRONT_API_TOKEN: 'token', STOREFRONT_TIMEOUT_MS: '60000' } }
  },
  () => fakeShopify?.close(),
)
// One shop and one fake for the file.
test.describe.configure({ mode: 'serial' })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const cdnAnsweredHere = (context: BrowserContext) =>
  context.route('https://cdn.shopify.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }))

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const picker = (page: Page) => page.getByRole('region', { name: 'Select Variant' })
const option = (page: Page, name: string) => picker(page).getByRole('group', { name: new RegExp(`^${name}`) })
const value = (page: Page, group: string, name: string) => option(page, group).getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) })
const selectedIn = (page: Page, group: string) => option(page, group).locator('[aria-current="true"]')

/** The fake's Size × Colour product of 16 variants whose first is sold out, and its variants by their values. */
function sizeByColour() {
  const product = fakeShopify.products.find((p) => p.options.length === 2 && p.variants.length > 10 && !p.variants[0]!.availableForSale)!
  const variant = (size: string, colour: string) => product.variants.find((v) => v.title === `${size} / ${colour}`)!
  return { product, variant }
}
/** A variant's `?variant=` value: the number of its gid. */
const param = (id: string) => id.split('/').pop()!

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
    expect(new Set(seen)).toEqual(new Set(fakeShopify.products.map((p) => p.title)))
    const last = await cards(page, 'Shop All').allInnerTexts()
    await page.locator('a[rel="prev"]').click()
    await expect(page).toHaveURL(/[?&]before=/)
    await expect(cards(page, 'Shop All')).toHaveCount(20)
    expect(await cards(page, 'Shop All').allInnerTexts()).not.toContain(last[0])
  })
})

test('with JavaScript, Next page keeps the URL shareable and Back returns to the same scroll position', async ({ page }) => {
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
  // The URL of the second page shows that page to anyone it is sent to.
  await page.goto(shared)
  expect(await cards(page, 'Shop All').allInnerTexts()).toEqual(second)
})

test('/sleep-products finds its Leather Mattress Topper though the store lists it at number 201', async ({ browser }) => {
  expect(fakeShopify.products.findIndex((p) => p.title === 'Leather Mattress Topper')).toBeGreaterThan(20)
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/sleep-products`)
    expect((await cards(page, 'Grounding Sheets').allInnerTexts()).sort()).toEqual([
      'Fitted Earthing Bed Sheet',
      'Leather Mattress Topper',
      'Premium Earthing Flat Sheet',
    ])
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
  const cheapest = [...fakeShopify.products].sort((a, b) => Number(a.variants[0]!.price.amount) - Number(b.variants[0]!.price.amount))
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/shop-all`)
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/\/shop-all\?sort=price-asc$/)
    const prices = async () => (await page.getByRole('list', { name: 'Shop All' }).locator('li').allInnerTexts()).map((t) => Number(/SGD ([\d.]+)/.exec(t)![1]))
    const page1 = await prices()
    // A card shows the lowest price it can be bought at (all sold out: the lowest of all).
    const cardPrice = (p: (typeof cheapest)[number]) => {
      const forSale = p.variants.filter((v) => v.availableForSale)
      return Math.min(...(forSale.length ? forSale : p.variants).map((v) => Number(v.price.amount)))
    }
    // The cheapest card of those for sale (a product sold out in every variant has no price to sort by).
    expect(page1[0]).toBe(Math.min(...cheapest.filter((p) => p.variants.some((v) => v.availableForSale)).map(cardPrice)))
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

test('a garbage or forged cursor and an unknown sort give the first page in the featured sort', async ({ page }) => {
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
  const matches = fakeShopify.matching('pillowcase').length
  expect(matches).toBeGreaterThan(20)
  await page.goto(`${shop().url}/shop-all?q=pillowcase`)
  await expect(page.getByRole('heading', { name: `${matches} results for “pillowcase”` })).toBeVisible()
  await expect(cards(page, 'Results for pillowcase')).toHaveCount(20)
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', /q=pillowcase&after=/)
})

test('products of every shape open: Default Title, 16 variants with the first sold out, no image, no description', async ({ page }) => {
  const shapes = [0, 1, 3, 4].map((n) => fakeShopify.products.find((p) => p.title.endsWith(`No. ${n + 1}`))!)
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

test('a Size × Colour product of 16 variants, the first sold out: opens on one for sale, ?variant= follows each choice, combinations not for sale are marked', async ({
  page,
}) => {
  const { product, variant } = sizeByColour()
  const [soldSize, soldColour] = product.variants[0]!.selectedOptions.map((o) => o.value) as [string, string]
  const opened = product.variants.find((v) => v.availableForSale)!
  const [openSize, openColour] = opened.selectedOptions.map((o) => o.value) as [string, string]
  expect(openSize).toBe(soldSize)
  await page.goto(`${shop().url}/product/${product.handle}`)
  await hydrated(page)
  await expect(selectedIn(page, 'Size')).toHaveText(openSize)
  await expect(selectedIn(page, 'Colour')).toHaveText(openColour)
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  // Beside the chosen size, the sold-out colour is marked; it is for sale in another size.
  await expect(value(page, 'Colour', soldColour)).toHaveAccessibleName(new RegExp(`^${soldColour}\\W+Sold out$`))

  await value(page, 'Size', 'King').click()
  await expect(page).toHaveURL(new RegExp(`\\?variant=${param(variant('King', openColour).id)}$`))
  await expect(selectedIn(page, 'Size')).toHaveText('King')
  await expect(value(page, 'Colour', soldColour)).toHaveAccessibleName(soldColour)

  await value(page, 'Colour', 'Cloud').click()
  const chosen = variant('King', 'Cloud')
  await expect(page).toHaveURL(new RegExp(`\\?variant=${param(chosen.id)}$`))
  await expect(selectedIn(page, 'Colour')).toHaveText('Cloud')
  await expect(page.getByTestId('product-price')).toContainText(`SGD ${chosen.price.amount}`)
})

test("checkout sends the chosen variant and quantity to the store's cartCreate and opens the store's checkout", async ({ page, context }) => {
  const { product, variant } = sizeByColour()
  const chosen = variant('Queen', 'Slate')
  await page.goto(`${shop().url}/product/${product.handle}?variant=${param(chosen.id)}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await drawer.getByRole('button', { name: `Increase quantity of ${product.title}` }).click()
  await expect(drawer.getByLabel(`Quantity of ${product.title}`, { exact: true })).toHaveText('2')
  const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
  await tab.waitForURL((url) => url.origin === fakeShopify.origin && url.pathname.startsWith('/cart/c/'))
  expect(new URL(tab.url()).searchParams.get('channel')).toBe('online_store')
  // The cart checkout opens is the store's last one: made once the drawer showed the lines (for its rates) or by the click.
  expect(fakeShopify.cartInputs().at(-1)).toEqual({ lines: [{ merchandiseId: chosen.id, quantity: 2 }] })
  // Singapore's market is the store's own: its context, no buyer's country.
  expect(fakeShopify.cartContexts().at(-1)).toEqual('SG')
  await expect(tab.getByRole('list', { name: 'Order summary' }).getByRole('listitem')).toHaveText([`${product.title}: Queen / Slate × 2`])
  await expect(tab.getByText(`Total ${formatMoney({ amount: Number(chosen.price.amount) * 2, currencyCode: 'SGD' })}`)).toBeVisible()
})

test("a cart link and Buy it now make the store's cart with what they name, and open the store's checkout", async ({ page }) => {
  const { product, variant } = sizeByColour()
  const chosen = variant('Queen', 'Slate')
  const number = chosen.id.split('/').pop()
  let sent = fakeShopify.cartInputs().length
  await page.goto(`${shop().url}/en-my/cart/${number}:2?discount=welcome10&note=Gift&attributes[source]=instagram`)
  await page.waitForURL((url) => url.origin === fakeShopify.origin && url.pathname.startsWith('/cart/c/'))
  expect(fakeShopify.cartInputs().slice(sent)).toEqual([
    {
      lines: [{ merchandiseId: chosen.id, quantity: 2 }],
      discountCodes: ['WELCOME10'],
      note: 'Gift',
      attributes: [{ key: 'source', value: 'instagram' }],
      buyerIdentity: { countryCode: 'MY' },
    },
  ])
  expect(fakeShopify.cartContexts().slice(sent)).toEqual(['MY'])

  await page.goto(`${shop().url}/product/${product.handle}?variant=${param(chosen.id)}`)
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3')
  sent = fakeShopify.cartInputs().length
  await page.getByRole('button', { name: 'Buy it now' }).click()
  await page.waitForURL((url) => url.origin === fakeShopify.origin && url.pathname.startsWith('/cart/c/'))
  expect(fakeShopify.cartInputs().slice(sent)).toEqual([{ lines: [{ merchandiseId: chosen.id, quantity: 3 }] }])
  await expect(page.getByRole('list', { name: 'Order summary' }).getByRole('listitem')).toHaveText([`${product.title}: Queen / Slate × 3`])
})

test("the drawer shows the store's delivery rates and takes its gift cards (cartGiftCardCodesUpdate): what a card covers, what is left to pay, a spent one refused", async ({
  page,
  context,
}) => {
  const { product, variant } = sizeByColour()
  const chosen = variant('Queen', 'Slate')
  const price = Number(chosen.price.amount)
  await page.goto(`${shop().url}/product/${product.handle}?variant=${param(chosen.id)}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  const delivery = drawer.getByTestId('cart-delivery')
  await expect(delivery.getByRole('heading', { name: 'Delivery to Singapore' })).toBeVisible()
  await expect(delivery).toContainText(price >= 50 ? 'Free Shipping · 1-3 business days' : 'Standard Shipping · 1-3 business days')

  await drawer.getByRole('button', { name: 'Add a gift card' }).click()
  const field = drawer.getByLabel('Gift card code')
  await field.fill('shopgift 0000 done')
  await drawer.getByRole('button', { name: 'Apply gift card' }).click()
  // The store's English reason ('Gift card has no funds left.'), said in the shop's words for it.
  await expect(drawer.getByRole('alert')).toHaveText(giftCardCopy.refusals.usedUp)
  await expect(field).toHaveValue('shopgift 0000 done')
  await field.fill(FAKE_GIFT_CARDS.good.toLowerCase())
  await drawer.getByRole('button', { name: 'Apply gift card' }).click()
  const used = Math.min(40, price)
  await expect(drawer.getByTestId('cart-gift-card-amount')).toHaveText(`−${formatMoney({ amount: used, currencyCode: 'SGD' })}`)
  await expect(drawer.getByText(`Gift card •••• ${FAKE_GIFT_CARDS.good.slice(-4)}`)).toBeVisible()
  await expect(drawer.getByTestId('cart-left-to-pay')).toHaveText(formatMoney({ amount: price - used, currencyCode: 'SGD' }))
  expect(fakeShopify.giftCardUpdates().at(-1)).toEqual([FAKE_GIFT_CARDS.good])

  // Checkout opens the store's cart the card is on.
  const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
  await tab.waitForURL((url) => url.origin === fakeShopify.origin && url.pathname.startsWith('/cart/c/'))
  await expect(tab.getByText(`Total ${formatMoney({ amount: price - used, currencyCode: 'SGD' })}`)).toBeVisible()
  await tab.close()

  // New lines make a new cart, which the store is sent the card with.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Open cart/ })
    .click()
  await drawer.getByRole('button', { name: `Increase quantity of ${product.title}` }).click()
  await expect(drawer.getByTestId('cart-left-to-pay')).toHaveText(formatMoney({ amount: price * 2 - Math.min(40, price * 2), currencyCode: 'SGD' }))
  expect(fakeShopify.cartInputs().at(-1)).toMatchObject({ lines: [{ merchandiseId: chosen.id, quantity: 2 }], giftCardCodes: [FAKE_GIFT_CARDS.good] })
})

test("Shop Pay's button, Shopify's own, offers the chosen variant on the product page and the cart's lines in the drawer", async ({ page }) => {
  // Shopify's script is answered here with a stand-in element: the test never reaches Shopify's CDN.
  await page.route('https://cdn.shopify.com/shopifycloud/shop-js/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "customElements.define('shop-pay-button', class extends HTMLElement {})" }),
  )
  const { product, variant } = sizeByColour()
  const chosen = variant('Queen', 'Slate')
  const number = chosen.id.split('/').pop()
  await page.goto(`${shop().url}/product/${product.handle}?variant=${param(chosen.id)}`)
  await hydrated(page)
  const onPage = page.locator('shop-pay-button')
  await expect(onPage).toHaveAttribute('variants', `${number}:1`)
  await expect(onPage).toHaveAttribute('store-url', fakeShopify.origin)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(onPage).toHaveAttribute('variants', `${number}:2`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.locator('shop-pay-button')).toHaveAttribute('variants', `${number}:2`)
})

test("a shopper in Malaysia sees the store's MYR prices on a listing, a product page and the cart, the gap to free shipping in MYR, and checks out in Malaysia's market", async ({
  page,
  context,
}) => {
  const { product, variant } = sizeByColour()
  const chosen = variant('Queen', 'Slate')
  const malaysia = marketForCountry('MY')
  // The store's own Malaysian price: the catalogue's SGD at the MYR price list.
  const unit = Number(priceIn(chosen.price, malaysia).amount)
  const myr = (amount: number) => formatMoney({ amount, currencyCode: 'MYR' })
  const currencies = async (text: Promise<string>) => new Set((await text).match(/\b(SGD|MYR|IDR|HKD|AUD|USD)\b/g))

  await page.goto(`${shop().url}/en-my/shop-all`)
  const listing = page.getByRole('list', { name: 'Shop All' })
  await expect(listing.getByText(/^MYR \d/).first()).toBeVisible()
  expect(await currencies(listing.innerText())).toEqual(new Set(['MYR']))

  await page.goto(`${shop().url}/en-my/product/${product.handle}?variant=${param(chosen.id)}`)
  await hydrated(page)
  await expect(page.getByTestId('product-price')).toContainText(myr(unit))
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.getByTestId('cart-total')).toHaveText(myr(unit))
  const freeOver = malaysia.shipping.freeOver!
  await expect(drawer.getByText(unit < freeOver ? `${myr(freeOver - unit)} away from free shipping` : 'You qualify for free shipping! 🎉')).toBeVisible()
  expect(await currencies(drawer.innerText())).toEqual(new Set(['MYR']))

  const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
  await tab.waitForURL((url) => url.origin === fakeShopify.origin && url.pathname.startsWith('/cart/c/'))
  // The store's cart is made in Malaysia's market: the buyer's country and the operation's context.
  expect(fakeShopify.cartInputs().at(-1)).toEqual({ lines: [{ merchandiseId: chosen.id, quantity: 1 }], buyerIdentity: { countryCode: 'MY' } })
  expect(fakeShopify.cartContexts().at(-1)).toEqual('MY')
  await expect(tab.getByText(`Total ${myr(unit)}`)).toBeVisible()
})

test("the header's search suggests the store's products, with their cdn.shopify.com images", async ({ page }) => {
  const found = fakeShopify.matching('pillowcase')
  const shown = found.slice(0, 6)
  expect(found.length).toBeGreaterThan(shown.length)
  expect(shown.some((p) => p.images.length === 0)).toBe(true)
  await page.goto(`${shop().url}/`)
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Search products' }).first().fill('pillowcase')
  const options = page.getByRole('listbox', { name: 'Suggested products' }).first().getByRole('option')
  await expect(options).toHaveText(shown.map((p) => new RegExp(`^${escapeRegExp(p.title)}\\s*SGD \\d+\\.\\d{2}$`)))
  const images = options.locator('img')
  await expect(images).toHaveCount(shown.filter((p) => p.images.length).length)
  for (const img of await images.all()) {
    expect(await img.getAttribute('src')).toMatch(/^https:\/\/cdn\.shopify\.com\/s\/files\/.+[?&]width=96/)
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
  }
  await options.nth(1).click()
  await expect(page).toHaveURL(new RegExp(`/product/${shown[1]!.handle}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown[1]!.title)
})

/** The fake's products with a variant of this option value, and those of them for sale. */
const withOption = (name: string, value: string) =>
  fakeShopify.products.filter((p) => p.variants.some((v) => v.selectedOptions.some((o) => o.name === name && o.value === value)))
const filterForm = (page: Page) => page.getByRole('complementary', { name: 'Filter' })
const productCount = (page: Page, n: number) => page.getByText(`${n} products`, { exact: true })

test("with JavaScript, the store's facets narrow /shop-all by size and availability, counted as the store counts them", async ({ page }) => {
  // Three listings of the store's 264 products, each filtered by the fake in this process: about
  // 30 s on a quiet machine, so the default bound on a hang ran out at load 12 to 20.
  test.slow()
  const queen = withOption('Size', 'Queen')
  const queenForSale = queen.filter((p) => p.variants.some((v) => v.availableForSale))
  expect(queen.length).toBeGreaterThan(20)
  await page.goto(`${shop().url}/shop-all`)
  await hydrated(page)
  await filterForm(page)
    .getByRole('group', { name: 'Size' })
    .getByRole('checkbox', { name: `Queen (${queen.length})` })
    .check()
  await expect(page).toHaveURL(/\/shop-all\?filter\.v\.option\.size=Queen$/)
  await expect(productCount(page, queen.length)).toBeVisible()
  await filterForm(page)
    .getByRole('checkbox', { name: /^In stock/ })
    .check()
  await expect(productCount(page, queenForSale.length)).toBeVisible()
  const shown = await cards(page, 'Shop All').allInnerTexts()
  expect(shown.every((title) => queenForSale.some((p) => p.title === title))).toBe(true)
  // The next page keeps the filters.
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', /filter\.v\.availability=1.*after=/)
})

test('without JavaScript, /limited-offers narrows by type and availability, each page leading with its offers, and its next page keeps the filters', async ({
  browser,
}) => {
  const forSale = (p: (typeof fakeShopify.products)[number]) => p.variants.some((v) => v.availableForSale)
  const beddingForSale = fakeShopify.products.filter((p) => p.productType === 'Bedding' && forSale(p))
  expect(beddingForSale.length).toBeGreaterThan(20)
  /** A page's cards in order, each with whether it shows the Sale badge. */
  const offers = (page: Page) =>
    page
      .getByRole('list', { name: 'Limited Offers' })
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((a) => ({
          title: a.querySelector('h3')!.textContent!.trim(),
          sale: [...a.querySelectorAll('span')].some((s) => s.textContent === 'Sale'),
        })),
      )
  const expectOffersLead = (shown: { sale: boolean }[]) => {
    expect(shown.some((c) => c.sale)).toBe(true)
    expect(shown.slice(shown.findIndex((c) => !c.sale)).some((c) => c.sale)).toBe(false)
  }
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/limited-offers`)
    await filterForm(page)
      .getByRole('checkbox', { name: /^Bedding/ })
      .check()
    await filterForm(page)
      .getByRole('checkbox', { name: /^In stock/ })
      .check()
    await filterForm(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/limited-offers\?.*filter\.p\.product_type=Bedding/)
    await expect(productCount(page, beddingForSale.length)).toBeVisible()
    const first = await offers(page)
    expect(first).toHaveLength(20)
    expectOffersLead(first)
    await page.locator('a[rel="next"]').click()
    await expect(page).toHaveURL(/filter\.v\.availability=1.*after=|after=.*filter\.v\.availability=1/)
    const second = await offers(page)
    expectOffersLead(second)
    const titles = [...first, ...second].map((c) => c.title)
    expect(new Set(titles).size).toBe(titles.length)
    expect(titles.every((title) => beddingForSale.some((p) => p.title === title))).toBe(true)
  })
})

test('without JavaScript, a type and a price narrow the listing and its pages keep them; a typo still finds in search', async ({ browser }) => {
  const bedding = fakeShopify.products.filter((p) => p.productType === 'Bedding' && p.variants.some((v) => Number(v.price.amount) <= 150))
  expect(bedding.length).toBeGreaterThan(20)
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${shop().url}/shop-all`)
    await filterForm(page)
      .getByRole('checkbox', { name: /^Bedding/ })
      .check()
    await filterForm(page).getByRole('spinbutton', { name: 'To' }).fill('150')
    await filterForm(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/filter\.p\.product_type=Bedding/)
    await expect(productCount(page, bedding.length)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText(['Product type: Bedding', 'Price: Up to SGD 150.00'])
    await page.locator('a[rel="next"]').click()
    await expect(page).toHaveURL(/filter\.p\.product_type=Bedding.*after=/)
    const second = await cards(page, 'Shop All').allInnerTexts()
    expect(second.every((title) => bedding.some((p) => p.title === title))).toBe(true)

    await page.goto(`${shop().url}/shop-all?q=pilowcase`)
    expect(await cards(page, 'Results for pilowcase').count()).toBe(20)
  })
})
