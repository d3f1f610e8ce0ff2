import { expect, type Page } from '@playwright/test'

/** One element a layout shift moved: where it was and where it went, in CSS pixels of the viewport. */
export type ShiftSource = {
  element: string
  from: { x: number; y: number; width: number; height: number }
  to: { x: number; y: number; width: number; height: number }
}
/** One layout-shift entry as the browser reported it. */
export type Shift = { value: number; sources: ShiftSource[] }

type Recorded = { shifts: Shift[]; lcp: Element | null; marks: string[] }

/**
 * The tolerance of the layout-shift checks. Chromium reports only moves of 3 CSS pixels or more,
 * but scores each by the share of the viewport it touched, so an element drawn a sub-pixel
 * differently under load (a line of text whose glyphs arrive a frame late) can score 0.00003.
 * Lighthouse and PageSpeed Insights show CLS to three decimals, so such a score reads "0.000";
 * a shift a shopper can see scores more. Any source that moved by this many pixels or more fails
 * the check whatever its score: a small element jumping is a shift too.
 */
export const CLS_TOLERANCE = 0.0005
export const VISIBLE_MOVE_PX = 8

/**
 * Records the page's layout shifts (with the elements each moved) and largest contentful paint
 * from the start of each document. Call before navigating; read with `paintMetrics`.
 */
export async function recordPaintMetrics(page: Page) {
  await page.addInitScript(() => {
    const recorded: Recorded = { shifts: [], lcp: null, marks: [] }
    ;(window as unknown as { __paint: Recorded }).__paint = recorded
    const describe = (node: Node | null) => {
      if (!node) return 'a removed node'
      const element = node instanceof Element ? node : node.parentElement
      if (!element) return node.nodeName
      const id = element.id ? `#${element.id}` : ''
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''
      const text = (element.textContent ?? '').trim().slice(0, 40)
      // An element with neither (an icon) is named by the nearest labelled element around it.
      const around = id || classes || text ? null : element.closest('[aria-label], [id], a, button')
      const within = around
        ? ` in <${around.tagName.toLowerCase()}${around.id ? `#${around.id}` : ''}${around.getAttribute('aria-label') ? ` "${around.getAttribute('aria-label')}"` : ''}>`
        : ''
      return `${node instanceof Element ? '' : 'text in '}<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}${within}`
    }
    const rect = (r: DOMRectReadOnly) => ({ x: r.x, y: r.y, width: r.width, height: r.height })
    type Entry = { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
    // One observer for all three: its entries arrive in the order they were queued (see paintMetrics).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'layout-shift') {
          const shift = entry as unknown as Entry
          // As CLS itself counts: a shift within 500 ms of the shopper's own input is expected.
          if (!shift.hadRecentInput)
            recorded.shifts.push({
              value: shift.value,
              sources: shift.sources.map((s) => ({ element: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
            })
        } else if (entry.entryType === 'largest-contentful-paint') recorded.lcp = (entry as unknown as { element: Element | null }).element ?? recorded.lcp
        else recorded.marks.push(entry.name)
      }
    }).observe({ entryTypes: ['layout-shift', 'largest-contentful-paint', 'mark'] })
  })
}

/**
 * The layout shifts so far (their sum, `cls`, and each with its sources), and the largest paint's
 * element (its tag, and whether it is inside `within`). Entries are delivered to the observer a
 * while after they happen: a mark made now arrives after every entry queued before it, so once it
 * is seen, nothing earlier is missing.
 */
export async function paintMetrics(page: Page, within = 'body') {
  const mark = `paint-metrics-${Math.random().toString(36).slice(2)}`
  await page.evaluate((name) => performance.mark(name), mark)
  await expect.poll(() => page.evaluate((name) => (window as unknown as { __paint: Recorded }).__paint.marks.includes(name), mark)).toBe(true)
  return page.evaluate((selector) => {
    const { shifts, lcp } = (window as unknown as { __paint: Recorded }).__paint
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, lcpTag: lcp?.tagName ?? 'none', lcpWithin: Boolean(lcp?.closest(selector)) }
  }, within)
}

/** How far a source's top-left corner moved, in CSS pixels. */
export function moved(source: ShiftSource) {
  return Math.max(Math.abs(source.to.x - source.from.x), Math.abs(source.to.y - source.from.y))
}

/**
 * The shifts a shopper would see: all of them once their score reaches the tolerance, else any
 * whose element jumped by VISIBLE_MOVE_PX or more. Empty when nothing visibly moved; otherwise
 * each is listed with the elements it moved, so a failure names them.
 */
export function visibleShifts(metrics: { cls: number; shifts: Shift[] }) {
  const seen =
    metrics.cls >= CLS_TOLERANCE ? metrics.shifts : metrics.shifts.filter((shift) => shift.sources.some((source) => moved(source) >= VISIBLE_MOVE_PX))
  return seen.map((shift) => ({
    score: shift.value,
    moved: shift.sources.map(
      (source) =>
        `${source.element} by ${Math.round(moved(source))} px (from ${Math.round(source.from.x)},${Math.round(source.from.y)} to ${Math.round(source.to.x)},${Math.round(source.to.y)})`,
    ),
  }))
}

/** Asserts that nothing on the page has visibly shifted since it started loading. */
export async function expectNoVisibleShift(page: Page) {
  expect(visibleShifts(await paintMetrics(page))).toEqual([])
}
