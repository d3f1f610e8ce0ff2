import { expect, test } from '@playwright/test'
import { axe } from '../helpers/axe'
import { hydrated, sampleProductPath, staticPages } from '../../scripts/lib/site-map'

const paths = [
  ...staticPages.map((p) => p.path),
  sampleProductPath,
  '/product/no-such-product',
  '/shop-all?q=cord',
  '/no-such-page',
  // Filters on, a search through a typo and one the FAQ answers.
  '/shop-all?filter.v.availability=1&filter.p.product_type=Mats&filter.v.price.lte=100',
  '/shop-all?q=sheeet',
  '/shop-all?q=is+it+safe',
  '/cart',
]

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of paths) {
      test(`${path} has no serious or critical axe violation, and no skipped heading level`, async ({ page }) => {
        await page.goto(path)
        await hydrated(page)
        const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
        // Heading order is a moderate rule for axe, but a screen-reader user navigating by headings meets it on every page.
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}
