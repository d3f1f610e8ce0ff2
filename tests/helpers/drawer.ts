import { expect, type Locator } from '@playwright/test'

/**
 * Waits until a drawer is shown and has finished sliding in (a state, not a time). Playwright aims
 * a press where an element's box has held still for two frames; on a busy machine a drawer still
 * sliding in can pass that check, and the press then lands beside its target.
 */
export async function drawerOpen(drawer: Locator) {
  await expect(drawer).toBeVisible()
  await expect
    .poll(() => drawer.evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length))
    .toBe(0)
}
