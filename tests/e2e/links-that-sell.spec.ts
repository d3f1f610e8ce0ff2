import { type Page, expect, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * Links Shopify's own storefronts understand, on the embedded defaults: cart permalinks with their
 * discount, note and attributes, what a link that cannot all go to checkout shows, and the product
 * page's Buy it now, with and without JavaScript. The demo checkout is the store's.
 */
const FLAT_QUEEN = '100102' // Premium Earthing Flat Sheet, Queen: SGD 149.00
const STARTER_MAT = '100401' // Earthing Therapy Starter Mat (one option)
const FITTED_SINGLE = '100201' // Fitted Earthing Bed Sheet, Single: sold out
const WHOLE_HOME = '100801' // Whole-Home Grounding Kit: sold out

const checkoutLines = (page: Page) => page.locator('tbody tr')

test.describe('cart permalinks', () => {
  test('a link with two products, a code, a note and attributes opens the checkout with all of them', async ({ page }) => {
    const link = `/cart/${FLAT_QUEEN}:2,${STARTER_MAT}:1?discount=summer 5&note=Leave it with the concierge&attributes[source]=newsletter`
    await page.goto(link)
    await expect(page).toHaveURL(/\/cart\/c\/[^/]+\?key=/)
    await expect(checkoutLines(page)).toHaveCount(2)
    await expect(checkoutLines(page).filter({ hasText: 'Premium Earthing Flat Sheet' })).toContainText('2')
    await expect(checkoutLines(page).filter({ hasText: 'Earthing Therapy Starter Mat' })).toBeVisible()
    await expect(page.getByTestId('order-note')).toHaveText('Leave it with the concierge')
    await expect(page.getByTestId('order-attributes')).toContainText('source')
    await expect(page.getByTestId('order-attributes')).toContainText('newsletter')
    // The code went with the cart: the store says why it does not apply.
    await expect(page.getByRole('alert')).toContainText('SUMMER5')
  })

  test("a Malaysian page's link makes the cart in ringgit", async ({ page }) => {
    await page.goto(`/en-my/cart/${FLAT_QUEEN}:1`)
    await expect(page).toHaveURL(/\/cart\/c\//)
    await expect(page.getByTestId('subtotal')).toContainText('MYR')
  })

  test('a link naming a sold-out product and one the shop lacks names them, and the rest goes on to checkout', async ({ page }) => {
    const response = await page.goto(`/cart/${FLAT_QUEEN}:1,${FITTED_SINGLE}:1,999999:1?note=Hi`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Some of this link cannot go to checkout')
    const problems = page.getByRole('alert')
    await expect(problems).toContainText('Fitted Earthing Bed Sheet (Single) is sold out.')
    await expect(problems).toContainText('Product option 999999 is not in our shop.')
    await expect(page.getByRole('listitem').filter({ hasText: 'Premium Earthing Flat Sheet (Queen)' })).toBeVisible()
    await page.getByRole('link', { name: 'Continue to checkout' }).click()
    await expect(page).toHaveURL(/\/cart\/c\//)
    await expect(checkoutLines(page)).toHaveCount(1)
    await expect(page.getByTestId('order-note')).toHaveText('Hi')
  })

  test('a link with nothing that can be bought says so; one that is no link says how it should look; neither is a 5xx', async ({ page }) => {
    await page.goto(`/cart/${WHOLE_HOME}:1`)
    await expect(page.getByText('Nothing in this link can be bought now.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue to checkout' })).toHaveCount(0)
    for (const path of ['/cart/abc', '/cart/123:0', `/cart/${'1:1,'.repeat(200)}1:1`, '/cart/%00:1']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(400)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('This cart link cannot be read')
    }
  })
})

test.describe('Buy it now', () => {
  test('goes straight to checkout with the chosen option and quantity, and leaves the cart as it was', async ({ page }) => {
    await page.goto('/product/premium-earthing-flat-sheet')
    await hydrated(page)
    await page.getByRole('region', { name: 'Select Variant' }).getByRole('group', { name: /^Size/ }).getByRole('link', { name: /^King/ }).click()
    await expect(page).toHaveURL(/variant=/)
    await page.getByRole('textbox', { name: 'Quantity' }).fill('3')
    await page.getByRole('button', { name: 'Buy it now' }).click()
    await expect(page).toHaveURL(/\/cart\/c\//)
    await expect(checkoutLines(page)).toHaveCount(1)
    await expect(checkoutLines(page)).toContainText('King')
    await expect(checkoutLines(page)).toContainText('3')
    await page.goBack()
    await hydrated(page)
    await expect(page.getByRole('button', { name: /Open cart, 0 items/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Buy it now' })).toBeEnabled()
  })

  test("on the embedded store there is no Shop Pay: nothing of Shopify's is fetched", async ({ page }) => {
    const elsewhere: string[] = []
    page.on('request', (r) => void (new URL(r.url()).hostname !== '127.0.0.1' && elsewhere.push(r.url())))
    await page.goto('/product/premium-earthing-flat-sheet')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
    await expect(page.locator('shop-pay-button')).toHaveCount(0)
    expect(elsewhere).toEqual([])
  })

  test('sends nothing while the quantity is no number, and says why', async ({ page }) => {
    await page.goto('/product/premium-earthing-flat-sheet')
    await hydrated(page)
    await page.getByRole('textbox', { name: 'Quantity' }).fill('two')
    await page.getByRole('button', { name: 'Buy it now' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Enter a whole number from 1 to 99.' })).toBeVisible()
    await expect(page).toHaveURL(/\/product\/premium-earthing-flat-sheet$/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form posts the typed quantity and the checkout opens', async ({ page }) => {
      await page.goto('/product/premium-earthing-flat-sheet')
      await page.getByRole('textbox', { name: 'Quantity' }).fill('2')
      await page.getByRole('button', { name: 'Buy it now' }).click()
      await expect(page).toHaveURL(/\/cart\/c\//)
      await expect(checkoutLines(page)).toContainText('2')
    })

    test('a quantity past the limit comes back with its message and the way to the product', async ({ page }) => {
      await page.goto('/product/premium-earthing-flat-sheet')
      await page.getByRole('textbox', { name: 'Quantity' }).fill('500')
      await page.getByRole('button', { name: 'Buy it now' }).click()
      await expect(page.getByRole('alert')).toContainText('Enter a whole number from 1 to 99.')
      await page.getByRole('link', { name: 'Back to the product' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Earthing Flat Sheet')
    })
  })
})

test.describe('discount links', () => {
  test('the code waits for the cart, and the store says why it does not apply', async ({ page }) => {
    await page.goto('/discount/summer5?redirect=/accessories')
    await expect(page).toHaveURL(/\/accessories$/)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add Grounding Extension Cord to cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByRole('alert')).toHaveText('This code is not valid. Please check it against your e-mail.')
    await expect(drawer.getByLabel('Discount code')).toHaveValue('SUMMER5')
    // Moved into the cart: the cookie is gone.
    expect((await page.context().cookies()).some((c) => c.name === 'discount_code')).toBe(false)
  })

  test("goes only to this shop's pages, in the link's market", async ({ page }) => {
    for (const [redirect, landed] of [
      ['//elsewhere.example/x', /127\.0\.0\.1:\d+\/$/],
      ['https://elsewhere.example/', /127\.0\.0\.1:\d+\/$/],
      ['/\\elsewhere.example', /127\.0\.0\.1:\d+\/$/],
      ['/faq', /\/faq$/],
    ] as const) {
      await page.goto(`/discount/WELCOME?redirect=${encodeURIComponent(redirect)}`)
      await expect(page, redirect).toHaveURL(landed)
    }
    await page.goto('/en-my/discount/WELCOME?redirect=/shop-all')
    await expect(page).toHaveURL(/\/en-my\/shop-all$/)
    await page.goto('/en-my/discount/WELCOME')
    await expect(page).toHaveURL(/\/en-my$/)
  })
})
