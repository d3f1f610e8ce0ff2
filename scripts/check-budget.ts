// Size ceilings, checked in the real browser against the production build (sizes, not times: the
// result is the same on a busy machine; the times are `npm run interaction` and `npm run audit`).
// The ceilings and how a page is judged are in scripts/lib/budget.ts (unit-tested):
// - every route's first-visit JavaScript, gzipped, lazily loaded chunks included, measured once the
//   page has hydrated and every script request has finished: a page that reports no JavaScript fails;
// - the CSS a first visit downloads, gzipped;
// - the fonts a first visit downloads (woff2, compressed already), all from the shop itself;
// - every page's HTML, uncompressed;
// - every image in the first viewport (390x844 and 1280x800) has width and height attributes, so
//   nothing shifts when it loads;
// - on product and listing pages, the server's HTML preloads an image with high fetch priority in
//   its head, and when the page's largest contentful paint is an image, that image is the one preloaded.
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Request } from '@playwright/test'
import { chromiumArgs, TEST_CHROMIUM } from '../playwright.config'
import { isAnalyticsScript } from '../chunks'
import { BUDGET, judgePage, type PageMeasure, type PageSizes, pageSizes } from './lib/budget'
import { startShop } from './lib/shop-process'
import { sampleProductPath, staticPages } from './lib/site-map'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** Pages whose largest paint is a product image: it must be preloaded with high priority. */
const LCP_IMAGE_PAGES = [sampleProductPath, '/shop-all', '/sleep-products', '/mats-products', '/accessories', '/limited-offers']
/** The longest wait for a page to hydrate: only a hang, on a busy machine. */
const HYDRATION_TIMEOUT_MS = 120_000
// A free port: a fixed one can be held by another service (E2E_PORT + 49 was 4222, NATS's port).
const server = await startShop()
const base = server.url

const problems: string[] = []

/**
 * First visit at 1280x800: what it downloads, measured after the page has hydrated and every
 * script and stylesheet it asked for has arrived (lazy components ask for theirs during hydration,
 * after the load event).
 */
async function measurePage(browser: Browser, path: string): Promise<PageMeasure> {
  const context = await browser.newContext({ viewport: VIEWPORTS[1] })
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  let cssBytes = 0
  const reads: Promise<void>[] = []
  const pending = new Set<Request>()
  let settle = () => {}
  const done = (request: Request) => {
    pending.delete(request)
    if (pending.size === 0) settle()
  }
  const measured = new Set(['script'])
  page.on('request', (request) => {
    if (measured.has(request.resourceType())) pending.add(request)
  })
  page.on('requestfailed', done)
  let closed = false
  page.on('requestfinished', (request) => {
    const type = request.resourceType()
    if (!measured.has(type) || closed) return
    const read = request.response().then(async (res) => {
      if (!res) return
      if (type === 'script') {
        scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length)
      }
    })
    reads.push(
      read.then(
        () => done(request),
        (error: Error) => {
          if (!closed) problems.push(`${path}: could not read ${request.url()}: ${error.message}`)
          done(request)
        },
      ),
    )
  })
  const analyticsLoaded = page.waitForResponse((response) => isAnalyticsScript(response.url()), { timeout: HYDRATION_TIMEOUT_MS })
  const htmlBytes = await fetch(base + path).then(async (r) => Buffer.byteLength(await r.text()))
  await page.goto(base + path, { waitUntil: 'load' })
  const hydrated = await page
    .waitForFunction(() => document.documentElement?.dataset.hydrated === 'true', null, { timeout: HYDRATION_TIMEOUT_MS })
    .then(
      () => true,
      () => false,
    )
  // Chunks asked for during hydration (lazy components) count too: wait until none is in flight.
  if (pending.size > 0) await new Promise<void>((resolve) => (settle = resolve))
  // The analytics' file comes once the page is idle: waited for (it always loads here, where the
  // visitor allows analytics), then whatever is still in flight.
  if (hydrated) {
    await analyticsLoaded.catch(() => problems.push(`${path}: the analytics' script never arrived`))
    if (pending.size > 0) await new Promise<void>((resolve) => (settle = resolve))
  }
  await Promise.all(reads)
  // Fonts by the page's own account of them: a preloaded font is not always reported as a request.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.woff2?$/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  )
  for (const font of fonts) if (!font.url.startsWith(base)) problems.push(`${path}: a font from another host: ${font.url}`)
  const fontBytes = fonts.reduce((total, font) => total + font.bytes, 0)
  // Stylesheets by the page's own list of them: one served from the preload cache raises no
  // response event of its own, and was then left out of the count.
  const stylesheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href))
  for (const href of new Set(stylesheets)) {
    const response = await page.request.get(href)
    if (!response.ok()) problems.push(`${path}: ${href} answered ${response.status()}`)
    cssBytes += gzipSync(await response.body(), { level: 9 }).length
  }
  closed = true
  await context.close()
  return {
    path,
    hydrated,
    scripts: [...scripts].map(([url, gzipBytes]) => ({ url, gzipBytes, ...(isAnalyticsScript(url) ? { analytics: true } : {}) })),
    cssBytes,
    fontBytes,
    htmlBytes,
  }
}

/** Images in the first viewport without width and height attributes, and the page's LCP element. */
async function inspectFold(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const result = await page.evaluate(async () => {
    const unsized = [...document.querySelectorAll('img')]
      .filter((img) => {
        const r = img.getBoundingClientRect()
        const shown = r.width > 0 && r.height > 0 && getComputedStyle(img).visibility !== 'hidden'
        return shown && r.top < window.innerHeight && r.bottom > 0 && r.left < window.innerWidth && r.right > 0
      })
      .filter((img) => !img.hasAttribute('width') || !img.hasAttribute('height'))
      .map((img) => img.outerHTML.slice(0, 160))
    const lcp = await new Promise<{ tag: string; url: string } | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null; url: string }) | undefined
        const image = entry?.element instanceof HTMLImageElement ? entry.element.currentSrc : ''
        resolve(entry ? { tag: entry.element?.tagName ?? '', url: entry.url || image } : null)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      setTimeout(() => resolve(null), 3000)
    })
    return { unsized, lcp }
  })
  await context.close()
  return result
}

/** The `<link rel="preload" as="image" fetchpriority="high">` tags of the server's `<head>`, as candidate URL paths. */
async function preloadedImages(path: string): Promise<string[][]> {
  const html = await fetch(base + path).then((r) => r.text())
  const head = html.slice(0, html.indexOf('</head>'))
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')
  return [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'image' && attr(tag, 'fetchpriority')?.toLowerCase() === 'high')
    .map((tag) => {
      const srcset = attr(tag, 'imagesrcset')
      const urls = srcset ? srcset.split(',').map((c) => c.trim().split(/\s+/)[0]!) : [attr(tag, 'href') ?? '']
      return urls.filter(Boolean).map((u) => pathOf(u))
    })
}

const pathOf = (url: string) => {
  const u = new URL(url, base)
  return u.pathname + u.search
}

try {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: chromiumArgs })
  const rows: PageSizes[] = []
  const paths = [...staticPages.map((p) => p.path), sampleProductPath]
  for (const path of paths) {
    const measure = await measurePage(browser, path)
    rows.push(pageSizes(measure))
    problems.push(...judgePage(measure))

    const preloads = LCP_IMAGE_PAGES.includes(path) ? await preloadedImages(path) : []
    if (LCP_IMAGE_PAGES.includes(path) && preloads.length === 0) {
      problems.push(`${path}: the server's HTML head preloads no image with fetchpriority="high"`)
    }
    for (const viewport of VIEWPORTS) {
      const { unsized, lcp } = await inspectFold(browser, path, viewport)
      for (const img of unsized) problems.push(`${path} at ${viewport.width}px: an image above the fold has no width/height: ${img}`)
      if (LCP_IMAGE_PAGES.includes(path) && lcp?.tag === 'IMG' && !preloads.some((urls) => urls.includes(pathOf(lcp.url)))) {
        problems.push(`${path} at ${viewport.width}px: the LCP image ${lcp.url} is not preloaded with high priority`)
      }
    }
  }
  await browser.close()
  console.table(rows)
  if (problems.length) {
    console.error(`Budget problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log(
      `budget: every page hydrated within ${BUDGET.firstVisitJsKB} KB of JavaScript in at most ${BUDGET.scriptFiles} files, its analytics within ${BUDGET.analyticsJsKB} KB, and ${BUDGET.cssKB} KB of CSS (gzipped) ` +
        `and ${BUDGET.fontKB} KB of fonts on first visit, its HTML within ${BUDGET.htmlKB} KB; ` +
        `images above the fold sized; LCP images of product and listing pages preloaded with high priority`,
    )
  }
} finally {
  await server.stop()
}
