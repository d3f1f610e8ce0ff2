import type { APIRequestContext, Page } from '@playwright/test'

/**
 * Delays the page's requests for `url` (a script, a form's data) until `release()`, so a test can
 * act while they are on their way; `asked()` tells whether one has been made.
 */
export async function delayRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(url, async (route) => {
    asked = true
    await released
    await route.continue()
  })
  return { release, asked: () => asked }
}

/**
 * The URL of a route's own script (`routes/faq/route` → `/assets/route-….js`), read from the
 * route manifest the page at `path` loads: a page kept in a folder has a file name that does not say which.
 */
export async function routeModule(request: APIRequestContext, path: string, routeId: string) {
  const html = await (await request.get(path)).text()
  const manifest = /<link rel="modulepreload"[^>]* href="(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1]
  if (!manifest) throw new Error(`${path} loads no route manifest`)
  const source = await (await request.get(manifest)).text()
  const module = new RegExp(`"${routeId}":\\{[^}]*"module":"([^"]+)"`).exec(source)?.[1]
  if (!module) throw new Error(`the route manifest has no module for ${routeId}`)
  return module
}
