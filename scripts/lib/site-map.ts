import type { Page } from '@playwright/test'
import { pages, type PageCopy } from '../../app/content/pages.server'

/**
 * The static routes of docs/product.md with their copy: every page of `app/content/pages.server.ts` with a URL
 * of its own, so a page added there is checked by every walk of the site (the product route is
 * covered by the catalogue tests).
 */
export const staticPages: PageCopy[] = Object.values(pages).filter((page) => page.path !== '')

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Waits until React has hydrated the document and the page has settled, so clicks reach their
 * handlers on a page that holds still. The root marks itself hydrated in its first effect; the
 * sections in Suspense boundaries hydrate in tasks after it, so the wait ends at the first idle
 * moment after that mark (a state, not a time).
 */
export async function hydrated(page: Page) {
  // documentElement is null for a moment while a navigation swaps documents.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true')
  // Now and then a test's page got no idle period at all (once or twice in a run, never alone): the
  // wait then took the test's whole minute. Past 10 s without one, the page's state is reported
  // and the wait ends at the next frame the page draws instead.
  const waited = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const watchdog = setTimeout(() => resolve(`no idle period in 10 s (${document.visibilityState}, focused: ${document.hasFocus()})`), 10_000)
        requestIdleCallback(() => {
          clearTimeout(watchdog)
          resolve('idle')
        })
      }),
  )
  if (waited === 'idle') return
  console.warn(`[hydrated] ${page.url()}: ${waited}`)
  await page.bringToFront()
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

/** A listing's cards in order, each with whether it shows the Sale badge, once the list is shown. */
export async function saleCards(page: Page, label: string) {
  const list = page.getByRole('list', { name: label })
  await list.waitFor()
  return list
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((a) => ({ title: a.querySelector('h3')!.textContent!.trim(), sale: [...a.querySelectorAll('span')].some((s) => s.textContent === 'Sale') })),
    )
}

/** A product of the embedded catalogue, for the product route. */
export const sampleProductPath = '/product/premium-earthing-flat-sheet'
