import { expect, type Page, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Open cart/ })

for (const width of [390, 1280]) {
  test.describe(`adding from a card at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })

    test('opens the cart drawer on the added line, and focus returns to the cart button when it closes', async ({ page }) => {
      await page.goto('/accessories')
      await hydrated(page)
      const add = page.getByRole('button', { name: 'Add Conductivity Tester Pen to cart' })
      await add.focus()
      await page.keyboard.press('Enter')
      const drawer = page.getByRole('dialog', { name: 'Your Cart' })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('status')).toHaveText('Added to cart: Conductivity Tester Pen')
      await expect(drawer.getByRole('link', { name: 'Conductivity Tester Pen' })).toBeVisible()
      await expect(drawer.getByLabel('Quantity of Conductivity Tester Pen', { exact: true })).toHaveText('1')
      // The confirmation sits inside the drawer: nothing of the drawer is covered by it.
      const status = await drawer.getByRole('status').boundingBox()
      const dialog = await drawer.boundingBox()
      expect(status!.x).toBeGreaterThanOrEqual(dialog!.x)
      expect(status!.y + status!.height).toBeLessThanOrEqual(dialog!.y + dialog!.height)
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)

      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(cartButton(page)).toBeFocused()
      await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item')

      // Opened again from the header, the drawer lists the line without the confirmation.
      await page.keyboard.press('Enter')
      await expect(drawer).toBeVisible()
      await expect(drawer.getByLabel('Quantity of Conductivity Tester Pen', { exact: true })).toHaveText('1')
      await expect(drawer.getByRole('status')).toHaveCount(0)
      await drawer.getByRole('button', { name: 'Close cart' }).click()
      await expect(cartButton(page)).toBeFocused()
    })

    test('a card of a product with several sizes offers Choose options, which leads to the product', async ({ page }) => {
      await page.goto('/sleep-products')
      await hydrated(page)
      await expect(page.getByRole('button', { name: 'Add Premium Earthing Flat Sheet to cart' })).toHaveCount(0)
      const choose = page.getByRole('link', { name: 'Choose options for Premium Earthing Flat Sheet' })
      await expect(choose).toBeVisible()
      await expect(choose).toHaveText('Choose options')
      await choose.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/product\/premium-earthing-flat-sheet$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Earthing Flat Sheet')
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? '{"state":{"items":[]}}'))
      expect(stored.state.items).toEqual([])
    })

    test('a sold-out card says so once, with nothing to press', async ({ page }) => {
      await page.goto('/shop-all')
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Whole-Home Grounding Kit' }) })
      await expect(card.getByText(/sold out/i)).toHaveCount(1)
      await expect(card.getByRole('button')).toHaveCount(0)
    })
  })
}
