import { expect, type Locator } from '@playwright/test'

/** The element is on screen and not hidden under the fixed header (what a shopper sees after a jump). */
export async function expectUncovered(target: Locator) {
  await expect(target).toBeInViewport()
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + 4, r.top + Math.min(r.height / 2, 12))
        return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && el.contains(hit)
      }),
    )
    .toBe(true)
}
