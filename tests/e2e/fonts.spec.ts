import { expect, test } from '@playwright/test'
import { expectNoVisibleShift, recordPaintMetrics } from '../helpers/paint-metrics'
import { hydrated } from '../../scripts/lib/site-map'

test.describe('the display face', () => {
  test('is preloaded from the shop itself after the scripts, served as a long-lived hashed file and used by the headings; body text is the system’s', async ({
    page,
    baseURL,
  }) => {
    const fonts: { url: string; status: number; cache: string; type: string }[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'font') {
        fonts.push({ url: res.url(), status: res.status(), cache: res.headers()['cache-control'] ?? '', type: res.headers()['content-type'] ?? '' })
      }
    })
    const html = await (await page.request.get('/')).text()
    const links = [...html.slice(0, html.indexOf('</head>')).matchAll(/<link\b[^>]*>/g)].map((m) => m[0])
    const fontLinks = links.filter((tag) => tag.includes('rel="preload"') && tag.includes('as="font"'))
    for (const tag of fontLinks) expect(tag).toMatch(/ type="font\/woff2" .*crossorigin="anonymous"/)
    const preloads = fontLinks.map((tag) => / href="([^"]+)"/.exec(tag)![1]!)
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toMatch(/^\/assets\/fraunces-basic-latin-700-normal-[\w-]+\.woff2$/)
    // After the scripts: the browser asks in document order, and the framework's file comes first.
    expect(links.findIndex((tag) => tag.includes('as="font"'))).toBeGreaterThan(links.findLastIndex((tag) => tag.includes('rel="modulepreload"')))

    await page.goto('/')
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => document.fonts.check('bold 16px "Fraunces"'))).toBe(true)
    // The headings' face, and the regular one only where a quote is set in it; their basic subsets
    // only: no heading here has a character that would fetch the whole Latin file.
    expect(fonts.map((f) => new URL(f.url).pathname)).toContain(preloads[0])
    for (const font of fonts) expect(new URL(font.url).pathname).toMatch(/^\/assets\/fraunces-basic-latin-(700|400)-normal-[\w-]+\.woff2$/)
    for (const font of fonts) {
      expect(font.url.startsWith(baseURL!)).toBe(true)
      expect(font.status).toBe(200)
      expect(font.cache).toContain('immutable')
      expect(font.type).toBe('font/woff2')
    }
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,/)
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Fraunces, "Fraunces Fallback"/)
  })

  for (const width of [390, 1280]) {
    // Pages without streamed content: a listing that arrives after the first paint moves the footer, which is not the fonts' doing.
    for (const path of ['/', '/faq', '/about-grounding']) {
      test(`at ${width} px, ${path} does not shift when the display face arrives after the first paint`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 })
        await recordPaintMetrics(page)
        // A slow phone's case, made certain: the fonts are delayed until the page has painted with the
        // fallback face, then let through (on a fast machine they would beat the paint).
        let painted = () => {}
        const firstPaint = new Promise<void>((resolve) => (painted = resolve))
        await page.route('**/*.woff2', async (route) => {
          await firstPaint
          await route.continue()
        })
        await page.goto(path, { waitUntil: 'commit' })
        await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
        painted()
        await hydrated(page)
        await page.evaluate(() => document.fonts.ready)
        await expectNoVisibleShift(page)
      })
    }
  }
})
