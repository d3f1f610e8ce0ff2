import { expect, type Page } from '@playwright/test'

type Recorded = { cls: number; lcp: Element | null; marks: string[] }

/**
 * Records the page's layout shifts and largest contentful paint from the start of each document.
 * Call before navigating; read with `paintMetrics`.
 */
export async function recordPaintMetrics(page: Page) {
  await page.addInitScript(() => {
    const recorded: Recorded = { cls: 0, lcp: null, marks: [] }
    ;(window as unknown as { __paint: Recorded }).__paint = recorded
    // One observer for all three: its entries arrive in the order they were queued (see paintMetrics).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'layout-shift') recorded.cls += (entry as unknown as { value: number }).value
        else if (entry.entryType === 'largest-contentful-paint') recorded.lcp = (entry as unknown as { element: Element | null }).element ?? recorded.lcp
        else recorded.marks.push(entry.name)
      }
    }).observe({ entryTypes: ['layout-shift', 'largest-contentful-paint', 'mark'] })
  })
}

/**
 * The layout shift so far, and the largest paint's element (its tag, and whether it is inside
 * `within`). Entries are delivered to the observer a while after they happen: a mark made now
 * arrives after every entry queued before it, so once it is seen, nothing earlier is missing.
 */
export async function paintMetrics(page: Page, within = 'body') {
  const mark = `paint-metrics-${Math.random().toString(36).slice(2)}`
  await page.evaluate((name) => performance.mark(name), mark)
  await expect.poll(() => page.evaluate((name) => (window as unknown as { __paint: Recorded }).__paint.marks.includes(name), mark)).toBe(true)
  return page.evaluate((selector) => {
    const { cls, lcp } = (window as unknown as { __paint: Recorded }).__paint
    return { cls, lcpTag: lcp?.tagName ?? 'none', lcpWithin: Boolean(lcp?.closest(selector)) }
  }, within)
}
