import type { Page } from '@playwright/test'

/**
 * Holds the page's requests for `url` (a script, a form's data) until `release()`, so a test can
 * act while they are on their way; `asked()` tells whether one has been made.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(url, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  return { release, asked: () => asked }
}
