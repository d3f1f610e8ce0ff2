import { expect, test } from '@playwright/test'
import { hydrated, sampleProductPath, staticPages } from '../../scripts/lib/site-map'
import { drawWholePage } from '../../scripts/lib/whole-page'

/** Words that tell a shopper a page is unfinished. */
const UNFINISHED = /placeholder|coming soon|lorem ipsum|\bTODO\b|\bTBD\b/i

const paths = [...staticPages.map((p) => p.path), sampleProductPath, '/no-such-page']

test.describe('no page reads as unfinished', () => {
  for (const path of paths) {
    test(`${path} shows no placeholder words, in its text or its images' descriptions`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await drawWholePage(page)
      const text = await page.evaluate(() => {
        const described = [...document.querySelectorAll('[alt], [aria-label], [title]')].map(
          (el) => `${el.getAttribute('alt') ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
        )
        return `${document.body.innerText}\n${described.join('\n')}`
      })
      const found = text.split('\n').filter((line) => UNFINISHED.test(line))
      expect(found).toEqual([])
    })
  }
})
