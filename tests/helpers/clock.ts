import { expect, type Page } from '@playwright/test'

/**
 * Stops the page's installed clock (`page.clock.install()` before navigation): from here on only
 * `runFor` moves the page's time, so a timer fires exactly when the test says, however slow the
 * machine. The page's own clock runs with real time until then; a second ahead of it is surely
 * not in its past, except on a very busy machine, where the pause is tried again.
 */
export async function pauseClock(page: Page) {
  // On a heavily loaded machine more than that second can pass between reading the page's time
  // and the pause reaching it ("Cannot fast-forward to the past"): read the time again and retry.
  for (;;) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}

/**
 * With the clock paused: moves it on `step` ms at a time until `reached` holds. For state the page
 * reaches through its own short timers (frames before it starts, a toast library's reveal), while
 * a longer timer (a toast's lifetime) advances by at most one step after the state is reached.
 */
export async function runClockUntil(page: Page, reached: () => Promise<boolean>, step = 100) {
  await expect
    .poll(
      async () => {
        if (await reached()) return true
        await page.clock.runFor(step)
        return reached()
      },
      // Real time is only the machine's pace here: bounded by the test's own timeout.
      { timeout: 0 },
    )
    .toBe(true)
}
