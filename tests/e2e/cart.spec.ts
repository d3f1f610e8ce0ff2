import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { pauseClock, runClockUntil } from '../helpers/clock'
import { hydrated } from '../../scripts/lib/site-map'

const STORAGE = 'shopify-cart'
const item = (variantId: string, title: string, amount: string, quantity = 1, handle = 'premium-earthing-flat-sheet') => ({
  product: { id: 'gid://shopify/Product/1001', handle, title, image: null },
  variantId,
  variantTitle: 'Queen',
  price: { amount, currencyCode: 'SGD' },
  quantity,
  selectedOptions: [],
})

/** Puts a cart in the page's storage, as a shopper's earlier visit left it. */
async function storeCart(page: Page, items: object[]) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE, JSON.stringify({ version: 1, state: { items, cartId: null, checkoutUrl: null } })],
  )
}

async function seedCart(page: Page, items: object[]) {
  // Stored from a page of the shop's origin that runs none of its code: a shop page open here could
  // still be checking the cart it read and write that one back over this.
  await page.goto('/robots.txt')
  await storeCart(page, items)
  await page.goto('/faq')
  await hydrated(page)
}

async function openCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Open cart/ })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  return drawer
}

test.describe('cart', () => {
  test('adds from a card and from the product page, changes quantities and removes', async ({ page }) => {
    await page.goto('/mats-products')
    await hydrated(page)
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    for (const count of ['1 item', '2 items']) {
      await page.getByRole('button', { name: 'Add Earthing Therapy Starter Mat to cart' }).click()
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: `Open cart, ${count}` })).toBeVisible()
    }
    await page.goto('/product/earthing-yoga-mat')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(drawer).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open cart, 3 items', includeHidden: true })).toBeAttached()

    await expect(drawer.getByRole('link', { name: 'Earthing Yoga Mat' })).toBeVisible()
    await expect(drawer.getByLabel('Quantity of Earthing Therapy Starter Mat', { exact: true })).toHaveText('2')
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 227.00')
    await drawer.getByRole('button', { name: 'Increase quantity of Earthing Yoga Mat' }).click()
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 356.00')
    await drawer.getByRole('button', { name: 'Decrease quantity of Earthing Therapy Starter Mat' }).click()
    await drawer.getByRole('button', { name: 'Decrease quantity of Earthing Therapy Starter Mat' }).click()
    await expect(drawer.getByRole('link', { name: 'Earthing Therapy Starter Mat' })).toHaveCount(0)
    await drawer.getByRole('button', { name: 'Remove Earthing Yoga Mat' }).click()
    await expect(drawer.getByText('Your cart is empty')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled()
  })

  test('is an accessible dialog: focus moves in and stays, Escape closes, focus returns', async ({ page }) => {
    await seedCart(page, [item('gid://shopify/ProductVariant/100102', 'Premium Earthing Flat Sheet', '149.00')])
    const button = page.getByRole('banner').getByRole('button', { name: 'Open cart, 1 item' })
    await button.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer).toBeVisible()
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('survives a reload and shows in a second tab', async ({ page, context }) => {
    await page.goto('/accessories')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add Conductivity Tester Pen to cart' }).click()
    // The drawer opens on the add: closed only once it is open.
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()
    const second = await context.newPage()
    await second.goto('/')
    await hydrated(second)
    await expect(second.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()
    await page.reload()
    await hydrated(page)
    await page.getByRole('button', { name: 'Add Conductivity Tester Pen to cart' }).click()
    // The drawer opens on the add: closed only once it is open.
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible()
    // The other tab follows without a reload.
    await expect(second.getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible()
  })

  test('free-shipping progress at 49.99 and at 50.00', async ({ page }) => {
    await seedCart(page, [item('gid://shopify/ProductVariant/100102', 'Premium Earthing Flat Sheet', '49.99')])
    let drawer = await openCart(page)
    // The same money form as the prices beside it.
    await expect(drawer.getByText('SGD 0.01 away from free shipping')).toBeVisible()
    await page.keyboard.press('Escape')
    await seedCart(page, [item('gid://shopify/ProductVariant/100102', 'Premium Earthing Flat Sheet', '25.00', 2)])
    drawer = await openCart(page)
    await expect(drawer.getByText('You qualify for free shipping! 🎉')).toBeVisible()
    await expect(drawer.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  })

  test('a stored line whose variant no longer exists is dropped, and a corrupt value starts empty', async ({ page }) => {
    await page.clock.install()
    await page.goto('/faq')
    // Hydrated before the cart is stored: a page hydrating after it would check the cart (and show
    // the notice) itself, before the reload this test looks at.
    await hydrated(page)
    await storeCart(page, [
      item('gid://shopify/ProductVariant/100102', 'Premium Earthing Flat Sheet', '149.00'),
      item('gid://shopify/ProductVariant/424242', 'A Product We No Longer Sell', '10.00'),
    ])
    // The notice is a toast: with the page's time stopped it cannot time out before it is looked for.
    await pauseClock(page)
    await page.reload()
    await runClockUntil(page, () => page.getByText('Some items are no longer sold and were removed from your cart.').isVisible())
    await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()
    await page.clock.resume()
    await page.evaluate((key) => localStorage.setItem(key, '{"state": {"items": "nonsense"'), STORAGE)
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible()
  })
})

test.describe('checkout', () => {
  test('opens the hosted checkout in a new tab, places a demo order, and the cart is empty on return', async ({ page, context }) => {
    await page.goto('/product/earthing-therapy-starter-mat')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer).toBeVisible()
    const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
    await tab.waitForURL(/\/cart\/c\//)
    const url = new URL(tab.url())
    expect(url.searchParams.get('channel')).toBe('online_store')
    await expect(drawer).toBeHidden()
    await expect(tab.getByText(/takes no payment/)).toBeVisible()
    await expect(tab.getByTestId('shipping')).toHaveText('SGD 5.00')
    await expect(tab.getByTestId('total')).toHaveText('SGD 54.00')

    // Checking out again with the same cart reuses the same checkout.
    const again = await openCart(page)
    const [tab2] = await Promise.all([context.waitForEvent('page'), again.getByRole('button', { name: 'Checkout' }).click()])
    await tab2.waitForURL(/\/cart\/c\//)
    expect(tab2.url()).toBe(tab.url())
    await tab2.close()

    await tab.getByRole('button', { name: 'Place order' }).click()
    await expect(tab.getByRole('heading', { name: /Order #\d+ is confirmed/ })).toBeVisible()
    await tab.close()
    await page.bringToFront()
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible()
  })

  for (const width of [390, 1280]) {
    test(`at ${width} px, every open tab empties its cart once the order is placed, without a reload`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 })
      await page.goto('/accessories')
      await hydrated(page)
      await page.getByRole('button', { name: 'Add Conductivity Tester Pen to cart' }).click()
      const drawer = page.getByRole('dialog', { name: 'Your Cart' })
      const other = await context.newPage()
      await other.goto('/faq')
      await hydrated(other)
      await expect(other.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()

      const [checkout] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
      await checkout.waitForURL(/\/cart\/c\//)
      await checkout.getByRole('button', { name: 'Place order' }).click()
      await expect(checkout.getByRole('heading', { name: /Order #\d+ is confirmed/ })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()

      // The shopper comes back to the tab they checked out from (a real tab switch fires this event).
      await page.bringToFront()
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible()
      // The other tab follows through the shared storage.
      await expect(other.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible()
      const stored = await other.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? '{}'))
      expect(stored.state).toMatchObject({ items: [], cartId: null, checkoutUrl: null })
    })
  }

  test("the checkout tab's way back to the shop empties the cart of the tab that checked out", async ({ page, context }) => {
    await page.goto('/accessories')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add Conductivity Tester Pen to cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    const [checkout] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
    await checkout.waitForURL(/\/cart\/c\//)
    await checkout.getByRole('button', { name: 'Place order' }).click()
    await checkout.getByRole('link', { name: 'Return to the shop' }).click()
    await checkout.waitForURL((url) => !url.pathname.startsWith('/cart/c/'))
    await hydrated(checkout)
    await expect(checkout.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible()
  })

  test("the store's user errors show as 'Checkout Error' with their message", async ({ page }) => {
    // The King fitted sheet is not for sale: the store refuses the line.
    await seedCart(page, [item('gid://shopify/ProductVariant/100203', 'Fitted Earthing Bed Sheet', '179.00', 1, 'fitted-earthing-bed-sheet')])
    const drawer = await openCart(page)
    await drawer.getByRole('button', { name: 'Checkout' }).click()
    await expect(page.getByText('Checkout Error')).toBeVisible()
    await expect(page.getByText(/^Cart creation failed: The product 'Fitted Earthing Bed Sheet' is already sold out\.$/)).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeEnabled()
    expect(page.context().pages()).toHaveLength(1)
  })

  test('a store that needs payment shows the Payment required toast', async ({ page, paymentRequiredShop: shop }) => {
    await page.goto(`${shop.url}/faq`)
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE, JSON.stringify({ version: 1, state: { items: [item('gid://shopify/ProductVariant/100102', 'Premium Earthing Flat Sheet', '149.00')] } })],
    )
    await page.reload()
    await hydrated(page)
    const drawer = await openCart(page)
    await drawer.getByRole('button', { name: 'Checkout' }).click()
    await expect(page.getByText('Shopify: Payment required')).toBeVisible()
    expect(page.context().pages()).toHaveLength(1)
  })
})
