import { expect, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

for (const width of [390, 1280]) {
  test.describe(`the 404 page at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })

    test('answers 404 and offers the search, the categories and the best sellers', async ({ page }) => {
      const res = await page.goto('/lost/in/the/garden')
      expect(res?.status()).toBe(404)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
      await expect(main.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/')

      const categories = main.getByRole('navigation', { name: 'Browse by category' })
      const expected: [string, string][] = [
        ['Grounding Sheets', '/sleep-products'],
        ['Grounding Mats', '/mats-products'],
        ['Accessories', '/accessories'],
        ['Limited Offers', '/limited-offers'],
      ]
      for (const [name, href] of expected) {
        await expect(categories.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
      }
      const bestSellers = main.getByRole('list', { name: 'Our best sellers' })
      await expect(bestSellers.getByRole('listitem')).toHaveCount(4)
      await expect(bestSellers.getByRole('link', { name: 'Premium Earthing Flat Sheet', exact: true })).toBeVisible()

      // The page's own search box, with the keyboard: Enter lists the matches.
      await hydrated(page)
      const search = main.getByRole('combobox', { name: 'Search products' })
      await search.focus()
      await page.keyboard.type('cord')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/shop-all\?q=cord$/)
      await expect(page.getByText(/\d+ results? for “cord”/)).toBeVisible()
    })
  })
}
