import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * Money in a market (issue 33, decision 086 (091)), on the embedded store: a cart made in Malaysia
 * checks out in Malaysia's market and currency, and a cart stored in another market's currency is
 * priced again in the page's market, saying so.
 */
const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // SGD 149.00, MYR 477.00
const STORAGE = 'shopify-cart'

const line = (amount: string, currencyCode: string, quantity = 1) => ({
  product: { id: 'gid://shopify/Product/1001', handle: 'premium-earthing-flat-sheet', title: 'Premium Earthing Flat Sheet', image: null },
  variantId: FLAT_QUEEN,
  variantTitle: 'Queen',
  price: { amount, currencyCode },
  quantity,
  selectedOptions: [{ name: 'Size', value: 'Queen' }],
})

async function checkout(page: Page, body: object) {
  const response = await page.request.post('/api/checkout', { data: body })
  return {
    status: response.status(),
    body: (await response.json()) as { checkoutUrl?: string; total?: { amount: string; currencyCode: string }; error?: string },
  }
}

test.describe('checkout in the market', () => {
  test('a Malaysian cart opens the demo checkout in MYR, with Malaysia’s rule: calculated below MYR 480, free from it', async ({ page }) => {
    const one = await checkout(page, { lines: [{ merchandiseId: FLAT_QUEEN, quantity: 1 }], country: 'MY' })
    expect(one.status).toBe(200)
    expect(one.body.total).toEqual({ amount: '477.00', currencyCode: 'MYR' })
    await page.goto(one.body.checkoutUrl!)
    await expect(page.getByRole('cell', { name: 'Shipping (Malaysia)' })).toBeVisible()
    await expect(page.getByTestId('subtotal')).toHaveText('MYR 477.00')
    await expect(page.getByTestId('shipping')).toHaveText('Calculated from the address (not charged in this demo)')
    await expect(page.getByTestId('total')).toHaveText('MYR 477.00')

    const two = await checkout(page, { lines: [{ merchandiseId: FLAT_QUEEN, quantity: 2 }], country: 'MY' })
    await page.goto(two.body.checkoutUrl!)
    await expect(page.getByTestId('shipping')).toHaveText('Free')
    await expect(page.getByTestId('total')).toHaveText('MYR 954.00')
    // The order is recorded in the cart's currency.
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('heading', { name: /Order #\d+ is confirmed/ })).toBeVisible()
  })

  test('a cart without a market checks out in Singapore’s, and a country outside the markets is refused', async ({ page }) => {
    const sg = await checkout(page, { lines: [{ merchandiseId: FLAT_QUEEN, quantity: 1 }] })
    expect(sg.body.total).toEqual({ amount: '149.00', currencyCode: 'SGD' })
    const refused = await checkout(page, { lines: [{ merchandiseId: FLAT_QUEEN, quantity: 1 }], country: 'FR' })
    expect(refused.status).toBe(400)
  })
})

test.describe('a cart in another market’s currency', () => {
  test('is priced again in the page’s market from the store, says so, and checks out there', async ({ page, context }) => {
    await page.goto('/faq')
    await hydrated(page)
    // Left by a visit to the Malaysian shop: two sheets in MYR.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE, JSON.stringify({ version: 1, state: { items: [line('477.00', 'MYR', 2)], cartId: null, checkoutUrl: null, country: 'MY' } })],
    )
    await page.reload()
    await hydrated(page)
    await expect(page.getByText('Your cart is now priced in SGD for Singapore.')).toBeVisible()
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).state as { country: string; items: { price: object }[] }, STORAGE))
      .toMatchObject({ country: 'SG', items: [{ price: { amount: '149.00', currencyCode: 'SGD' } }] })

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Open cart/ })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 298.00')
    await expect(drawer.getByText('You qualify for free shipping! 🎉')).toBeVisible()
    const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
    await tab.waitForURL(/\/cart\/c\//)
    await expect(tab.getByRole('cell', { name: 'Shipping (Singapore)' })).toBeVisible()
    await expect(tab.getByTestId('total')).toHaveText('SGD 298.00')
  })

  test('an old stored cart, from before markets, stays as it was in Singapore', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE, JSON.stringify({ version: 1, state: { items: [line('149.00', 'SGD')], cartId: null, checkoutUrl: null } })],
    )
    await page.reload()
    await hydrated(page)
    await page.getByRole('banner').getByRole('button', { name: 'Open cart, 1 item' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 149.00')
    await expect(page.getByText(/Your cart is now priced/)).toHaveCount(0)
  })
})

/** Every currency code the text names: a cart never shows two. */
const currenciesIn = async (text: Promise<string>) => new Set((await text).match(/\b(SGD|MYR|IDR|HKD|AUD|USD)\b/g))
const openDrawer = async (page: Page) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Open cart/ })
    .click()
  return page.getByRole('dialog', { name: 'Your Cart' })
}
/** Moves the page to another market with the footer's country selector, as a shopper does. */
async function chooseCountry(page: Page, country: string) {
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('combobox', { name: 'Country/region' }).selectOption(country)
  await footer.getByRole('button', { name: 'Update' }).click()
}

test.describe('a shopper in Kuala Lumpur', () => {
  test('sees MYR on a listing, a product page and the cart, is told how far from free shipping in MYR, and checks out in Malaysia’s market', async ({
    page,
    context,
  }) => {
    await page.goto('/en-my/accessories')
    const cord = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Grounding Extension Cord' })
    await expect(cord).toContainText('MYR 71.00')
    expect(await currenciesIn(page.getByRole('main').innerText())).toEqual(new Set(['MYR']))
    await expect(page.getByText('Free Shipping Over MYR 480').first()).toBeVisible()

    await page.goto('/en-my/product/earthing-therapy-starter-mat')
    await hydrated(page)
    await expect(page.getByTestId('product-price')).toHaveText('MYR 157.00')
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByTestId('cart-total')).toHaveText('MYR 157.00')
    // Malaysia's rule: free from MYR 480, and below it the address decides.
    await expect(drawer.getByText('MYR 323.00 away from free shipping')).toBeVisible()
    await expect(drawer.getByTestId('cart-shipping')).toHaveText('Shipping is calculated at checkout')
    const more = drawer.getByRole('button', { name: 'Increase quantity of Earthing Therapy Starter Mat' })
    await more.click()
    await expect(drawer.getByTestId('cart-total')).toHaveText('MYR 314.00')
    await expect(drawer.getByText('MYR 166.00 away from free shipping')).toBeVisible()
    await more.click()
    await expect(drawer.getByTestId('cart-total')).toHaveText('MYR 471.00')
    await expect(drawer.getByText('MYR 9.00 away from free shipping')).toBeVisible()
    expect(await currenciesIn(drawer.innerText())).toEqual(new Set(['MYR']))

    await drawer.getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/en-my\/cart$/)
    const cart = page.getByTestId('cart-page')
    await expect(cart.getByTestId('cart-total')).toHaveText('MYR 471.00')
    await expect(cart.getByText('MYR 9.00 away from free shipping')).toBeVisible()
    await cart.getByRole('button', { name: 'Increase quantity of Earthing Therapy Starter Mat' }).click()
    await expect(cart.getByTestId('cart-total')).toHaveText('MYR 628.00')
    await expect(cart.getByText('You qualify for free shipping! 🎉')).toBeVisible()
    await expect(cart.getByTestId('cart-shipping')).toHaveText('Shipping: free')
    expect(await currenciesIn(cart.innerText())).toEqual(new Set(['MYR']))

    const [tab] = await Promise.all([context.waitForEvent('page'), cart.getByRole('button', { name: 'Checkout' }).click()])
    await tab.waitForURL(/\/cart\/c\//)
    await expect(tab.getByRole('cell', { name: 'Shipping (Malaysia)' })).toBeVisible()
    await expect(tab.getByTestId('subtotal')).toHaveText('MYR 628.00')
    await expect(tab.getByTestId('shipping')).toHaveText('Free')
    await expect(tab.getByTestId('total')).toHaveText('MYR 628.00')
  })

  test('leaves Singapore’s pages as they were: SGD, the domestic rule and its flat rate', async ({ page }) => {
    await page.goto('/accessories')
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Grounding Extension Cord' })).toContainText('SGD 22.00')
    expect(await currenciesIn(page.getByRole('main').innerText())).toEqual(new Set(['SGD']))
    await expect(page.getByText('Free Domestic Shipping Over SGD 50').first()).toBeVisible()
    await page.goto('/product/earthing-therapy-starter-mat')
    await hydrated(page)
    await expect(page.getByTestId('product-price')).toHaveText('SGD 49.00')
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 49.00')
    await expect(drawer.getByText('SGD 1.00 away from free shipping')).toBeVisible()
    await expect(drawer.getByTestId('cart-shipping')).toHaveText('Shipping: SGD 5.00')
  })
})

test.describe('switching market with a full cart', () => {
  test('Singapore → Malaysia → Singapore with the country selector: repriced from the store each time, said so, one currency, totals right', async ({
    page,
  }) => {
    const stored = () =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).state as { country: string; items: { price: { currencyCode: string } }[] }, STORAGE)
    await page.goto('/product/earthing-therapy-starter-mat')
    await hydrated(page)
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first()
    await add.click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await drawer.getByRole('button', { name: 'Increase quantity of Earthing Therapy Starter Mat' }).click()
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 98.00')
    await drawer.getByRole('button', { name: 'Close cart' }).click()
    await page.goto('/product/grounding-extension-cord')
    await hydrated(page)
    await add.click()
    // Two mats at SGD 49 and a cord at SGD 22.
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 120.00')
    await drawer.getByRole('button', { name: 'Close cart' }).click()

    await chooseCountry(page, 'MY')
    await expect(page).toHaveURL('/en-my/product/grounding-extension-cord')
    await expect(page.getByText('Your cart is now priced in MYR for Malaysia.')).toBeVisible()
    await expect.poll(async () => (await stored()).country).toBe('MY')
    expect(new Set((await stored()).items.map((i) => i.price.currencyCode))).toEqual(new Set(['MYR']))
    let open = await openDrawer(page)
    // MYR 157 × 2 + MYR 71, the store's Malaysian prices.
    await expect(open.getByTestId('cart-total')).toHaveText('MYR 385.00')
    await expect(open.getByText('MYR 95.00 away from free shipping')).toBeVisible()
    expect(await currenciesIn(open.innerText())).toEqual(new Set(['MYR']))
    await open.getByRole('button', { name: 'Close cart' }).click()

    await chooseCountry(page, 'SG')
    // Singapore's own URL again, without a prefix.
    await expect(page).toHaveURL('/product/grounding-extension-cord')
    await expect(page.getByText('Your cart is now priced in SGD for Singapore.')).toBeVisible()
    await expect.poll(async () => (await stored()).country).toBe('SG')
    expect(new Set((await stored()).items.map((i) => i.price.currencyCode))).toEqual(new Set(['SGD']))
    open = await openDrawer(page)
    await expect(open.getByTestId('cart-total')).toHaveText('SGD 120.00')
    await expect(open.getByText('You qualify for free shipping! 🎉')).toBeVisible()
    expect(await currenciesIn(open.innerText())).toEqual(new Set(['SGD']))
  })
})
