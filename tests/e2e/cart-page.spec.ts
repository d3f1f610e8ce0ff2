import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { axe } from '../helpers/axe'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * Issue 34's fuller cart: the order note reaches the checkout, suggestions close the gap to free
 * shipping with one tap, and the cart is a page at /cart (with JavaScript, and plainly without).
 */

/** Adds the SGD 22 extension cord from its card: SGD 28 short of free shipping. */
async function addCord(page: Page) {
  await page.goto('/accessories')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add Grounding Extension Cord to cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer.getByRole('status')).toContainText('Grounding Extension Cord')
  return drawer
}

test.describe('a fuller cart', () => {
  test('a note typed in the drawer reaches the demo checkout', async ({ page, context }) => {
    const drawer = await addCord(page)
    await drawer.getByRole('button', { name: 'Add a note for your order' }).click()
    await drawer.getByRole('textbox', { name: 'Order note' }).fill('Ring twice & leave it with <the> concierge.')
    const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
    await tab.waitForURL(/\/cart\/c\//)
    await expect(tab.getByTestId('order-note')).toHaveText('Ring twice & leave it with <the> concierge.')
    await tab.close()
  })

  test('under the threshold, suggestions show and one tap adds one that closes the gap', async ({ page }) => {
    const drawer = await addCord(page)
    const suggestions = drawer.getByTestId('cart-suggestions')
    await expect(suggestions.getByRole('listitem')).toHaveCount(3)
    await expect(drawer.getByText('SGD 28.00 away from free shipping')).toBeVisible()
    const first = suggestions.getByRole('button', { name: /^Add .* to cart$/ }).first()
    const name = (await first.getAttribute('aria-label'))!.replace(/^Add (.*) to cart$/, '$1')
    await first.click()
    await expect(drawer.getByRole('link', { name })).toBeVisible()
    await expect(drawer.getByTestId('cart-shipping')).toHaveText('Shipping: free')
    await expect(suggestions).toBeHidden()
  })

  test('the header cart is a link to /cart, and a tap opens the drawer', async ({ page, context }) => {
    await page.goto('/faq')
    await hydrated(page)
    const cart = page.getByRole('banner').getByRole('button', { name: /Open cart/ })
    await expect(cart).toHaveAttribute('href', '/cart')
    // A modified click follows the link (here to a new tab), as a long press or a middle click does.
    const [tab] = await Promise.all([context.waitForEvent('page'), cart.click({ modifiers: ['ControlOrMeta'] })])
    await tab.waitForURL(/\/cart$/)
    await expect(tab.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
    await tab.close()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden()
    await cart.click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
    await expect(page).toHaveURL(/\/faq$/)
  })

  test('/cart shows the lines, changes quantities, removes and checks out', async ({ page, context }) => {
    const drawer = await addCord(page)
    await drawer.getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page).toHaveTitle(/^Cart \|/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const cart = page.getByTestId('cart-page')
    await expect(cart.getByRole('link', { name: 'Grounding Extension Cord' })).toBeVisible()
    await cart.getByRole('button', { name: 'Add a note for your order' }).click()
    await expect(cart.getByTestId('cart-suggestions')).toBeVisible()
    // The page with a line, the note open and suggestions: no serious axe violation.
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await cart.getByRole('button', { name: 'Increase quantity of Grounding Extension Cord' }).click()
    await expect(cart.getByLabel('Quantity of Grounding Extension Cord', { exact: true })).toHaveText('2')
    await expect(cart.getByTestId('cart-total')).toHaveText('SGD 44.00')
    // A suggestion joins the lines on the page, without opening the drawer.
    await cart.getByTestId('cart-suggestions').getByRole('button', { name: 'Add Conductivity Tester to cart' }).click()
    await expect(cart.getByRole('link', { name: 'Conductivity Tester' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden()
    await cart.getByRole('button', { name: 'Remove Conductivity Tester' }).click()
    await expect(cart.getByRole('link', { name: 'Conductivity Tester' })).toBeHidden()
    const [tab] = await Promise.all([context.waitForEvent('page'), cart.getByRole('button', { name: 'Checkout' }).click()])
    await tab.waitForURL(/\/cart\/c\//)
    await expect(tab.getByTestId('subtotal')).toHaveText('SGD 44.00')
    await tab.close()
  })
})

test.describe("the page's layout", () => {
  test('at 1280 px the lines are on the left and the summary beside them; on a phone one column, checkout below the lines', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await addCord(page)
    await page.goto('/cart')
    await hydrated(page)
    const cart = page.getByTestId('cart-page')
    const lines = cart.getByRole('list', { name: 'Your Cart' })
    const summary = cart.getByRole('region', { name: 'Order summary' })
    await expect(lines.getByRole('link', { name: 'Grounding Extension Cord' })).toBeVisible()
    // The summary: total, shipping, the progress to free shipping, the note and checkout.
    await expect(summary.getByTestId('cart-total')).toHaveText('SGD 22.00')
    await expect(summary.getByTestId('cart-shipping')).toBeVisible()
    await expect(summary.getByText('SGD 28.00 away from free shipping')).toBeVisible()
    await expect(summary.getByRole('button', { name: 'Add a note for your order' })).toBeVisible()
    const checkout = summary.getByRole('button', { name: 'Checkout' })
    await expect(checkout).toBeVisible()
    let l = (await lines.boundingBox())!
    let s = (await summary.boundingBox())!
    expect(s.x, 'the summary is to the right of the lines').toBeGreaterThanOrEqual(l.x + l.width)
    expect(Math.abs(s.y - l.y), 'side by side').toBeLessThan(l.height)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect
      .poll(async () => {
        const [lines390, summary390] = [(await lines.boundingBox())!, (await summary.boundingBox())!]
        return summary390.y - (lines390.y + lines390.height)
      }, 'the summary below the lines')
      .toBeGreaterThanOrEqual(0)
    l = (await lines.boundingBox())!
    s = (await summary.boundingBox())!
    expect(Math.abs(s.x - l.x), 'one column').toBeLessThanOrEqual(1)
    await checkout.scrollIntoViewIfNeeded()
    await expect(checkout).toBeInViewport()
    // Nothing (the fixed header, the banner) covers it: a click would reach it.
    await checkout.click({ trial: true })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/cart says plainly what it needs', async ({ page }) => {
    const response = await page.goto('/cart')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
    await expect(page.getByText('Your cart needs JavaScript')).toBeVisible()
    await expect(page.getByText(/Turn JavaScript on and reload the page/)).toBeVisible()
  })
})
