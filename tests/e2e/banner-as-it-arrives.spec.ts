import { expect, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * A page's HTML can be drawn before all of it has arrived (the browser paints what it has parsed
 * when it yields, more often on a busy phone). The shipping banner is drawn first, so none of its
 * parts may move when the parts after it arrive: here its HTML is cut after each of its elements in
 * turn, from the last backwards, as a parse cut short would leave it, and every part still there
 * must stand where it stands in the whole banner (within 2 px; the browser reports moves from 3).
 */
const WIDTHS = [320, 390, 1280]

for (const width of WIDTHS) {
  for (const path of ['/', '/en-id']) {
    test(`at ${width} px on ${path}, no part of the shipping banner moves as the rest of it arrives`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await hydrated(page)
      const moves = await page.evaluate(() => {
        const header = document.querySelector('header > div')!
        // What is drawn: text and icons (an element holding no other); a box around others draws nothing here.
        const parts = [...header.querySelectorAll<Element>('*')].filter((el) => el.childElementCount === 0 && el.getClientRects().length > 0)
        const name = (el: Element) => el.getAttribute('aria-label') ?? (el.textContent?.trim().slice(0, 30) || el.tagName.toLowerCase())
        const at = new Map(parts.map((el) => [el, el.getBoundingClientRect()]))
        const found: string[] = []
        // Taken away in reverse document order: what is left is what a parse cut there has drawn.
        for (const cut of [...header.querySelectorAll('*')].reverse()) {
          cut.remove()
          for (const el of parts) {
            if (!el.isConnected || el.getClientRects().length === 0) continue
            const was = at.get(el)!
            const now = el.getBoundingClientRect()
            // An element left with nothing in it draws nothing: where its empty box sits is not seen.
            if (now.width === 0 || now.height === 0) continue
            const moved = Math.max(Math.abs(now.left - was.left), Math.abs(now.top - was.top))
            if (moved > 2) found.push(`${name(el)} by ${Math.round(moved)} px when the HTML stops before ${name(cut)}`)
          }
        }
        return [...new Set(found)]
      })
      expect(moves).toEqual([])
    })
  }
}
