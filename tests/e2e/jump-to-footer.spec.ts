import { expect, type Page, test } from '@playwright/test'
import { expectNoVisibleShift, recordPaintMetrics } from '../helpers/paint-metrics'
import { hydrated, sampleProductPath, staticPages } from '../../scripts/lib/site-map'

/**
 * Sections below the first screen are drawn only as they near it (app/styles/app.css). A jump to
 * the bottom (the End key, a dragged scroll bar, a test's scroll to a footer link) draws the
 * sections it lands beside at their real heights: the footer must not move under the pointer then.
 * It did, by up to 190 px at 1280 px, and a tap aimed at a footer link in that frame hit its text
 * instead (decision 069).
 */

/** Once every section within half a screen of the viewport has been drawn, and a frame painted after. */
async function drawnAroundTheScreen(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('#main section')].every((section) => {
          const box = section.getBoundingClientRect()
          if (box.bottom < -innerHeight / 2 || box.top > innerHeight * 1.5) return true
          const child = section.firstElementChild
          return !child || child.checkVisibility({ contentVisibilityAuto: true })
        }),
      ),
    )
    .toBe(true)
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))))
}

const paths = [...staticPages.map((p) => p.path), sampleProductPath, '/en-my', '/en-my/faq']

test.describe('a jump to the footer', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const path of paths) {
    test(`shifts nothing on screen: ${path}`, async ({ page }) => {
      await recordPaintMetrics(page)
      await page.goto(path)
      await hydrated(page)
      await expectNoVisibleShift(page)
      await page.getByRole('contentinfo').getByRole('link').last().scrollIntoViewIfNeeded()
      await drawnAroundTheScreen(page)
      await expectNoVisibleShift(page)
    })
  }
})
