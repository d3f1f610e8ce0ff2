import type { Page } from '@playwright/test'
import { expect, test } from '../support/shops'
import { hydrated } from '../support/site-map'

/**
 * Money in a market (issue 33, decision 091), on the embedded store: a cart made in Malaysia checks
 * out in Malaysia's market and currency, and a cart stored in another market's currency is
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
