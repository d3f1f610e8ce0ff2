import { expect, test } from '@playwright/test'
import { hydrated, sampleProductPath } from '../support/site-map'

/**
 * The page's scripts are fetched at low priority (app/rendering/script-priority.tsx): what paints
 * the page (document, stylesheet, fonts, the LCP image) is asked for at high priority, the scripts
 * after it, and the page still hydrates.
 */
for (const path of ['/', sampleProductPath]) {
  test(`${path}: every script is fetched at low priority, the stylesheet and fonts at high`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const priorities = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (!priorities.has(request.url)) priorities.set(request.url, `${type} ${request.initialPriority}`)
    })
    await page.goto(path)
    await hydrated(page)
    const fetched = [...priorities].filter(([url]) => new URL(url).pathname.startsWith('/assets/'))
    const scripts = fetched.filter(([url]) => url.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter(([, how]) => how !== 'Script Low')).toEqual([])
    const painting = fetched.filter(([url]) => /\.(css|woff2)$/.test(url))
    expect(painting.length).toBe(3)
    expect(painting.filter(([, how]) => !/ (VeryHigh|High)$/.test(how))).toEqual([])
  })
}
