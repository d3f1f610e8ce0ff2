// Size budgets, checked in the real browser against the production build (sizes, not times: the
// result is the same on a busy machine):
// - the JavaScript a first visit to each page downloads, gzipped, lazily loaded chunks included;
// - the CSS a first visit downloads, gzipped;
// - the fonts a first visit downloads (woff2, compressed already), all from the shop itself;
// - every image in the first viewport (390x844 and 1280x800) has width and height attributes, so
//   nothing shifts when it loads;
// - on product and listing pages, the server's HTML preloads an image with high fetch priority in
//   its head, and when the page's largest contentful paint is an image, that image is the one preloaded.
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM, chromiumArgs } from '../playwright.config'
import { startShop } from '../tests/support/shop-process'
import { sampleProductPath, staticPages } from '../tests/support/site-map'

const JS_BUDGET_KB = 150
const CSS_BUDGET_KB = 25
/** The two brand fonts, Latin subset (decision 037): Inter 47 KB and Fraunces 36 KB today. */
const FONT_BUDGET_KB = 90
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** Pages whose largest paint is a product image: it must be preloaded with high priority. */
const LCP_IMAGE_PAGES = [sampleProductPath, '/shop-all', '/sleep-products', '/mats-products', '/accessories', '/limited-offers']
const server = await startShop()
const base = server.url

type Row = { path: string; jsFiles: number; jsKB: number; cssKB: number; fontKB: number }
const problems: string[] = []

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** First visit at 1280x800: the gzipped sizes of the scripts and stylesheets it downloads. */
async function measureSizes(browser: Browser, path: string): Promise<Row> {
  const context = await browser.newContext({ viewport: VIEWPORTS[1] })
  const page = await context.newPage()
  const js = new Map<string, number>()
  const css = new Map<string, number>()
  const fonts = new Map<string, number>()
  const reads: Promise<void>[] = []
  page.on('response', (res) => {
    const type = res.request().resourceType()
    if (type === 'font') {
      if (!res.url().startsWith(base)) problems.push(`${path}: a font from another host: ${res.url()}`)
      reads.push(res.body().then((body) => void fonts.set(res.url(), body.length), () => undefined))
      return
    }
    if (type !== 'script' && type !== 'stylesheet') return
    reads.push(
      res.body().then(
        (body) => void (type === 'script' ? js : css).set(res.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    )
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await Promise.all(reads)
  await context.close()
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)
  return { path, jsFiles: js.size, jsKB: kb(sum(js)), cssKB: kb(sum(css)), fontKB: kb(sum(fonts)) }
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs })
  const rows: Row[] = []
  const paths = [...staticPages.map((p) => p.path), sampleProductPath]
  for (const path of paths) {
    const row = await measureSizes(browser, path)
    rows.push(row)
    if (row.jsKB > JS_BUDGET_KB) problems.push(`${path}: ${row.jsKB} KB of first-visit JavaScript (budget ${JS_BUDGET_KB} KB)`)
    if (row.cssKB > CSS_BUDGET_KB) problems.push(`${path}: ${row.cssKB} KB of CSS (budget ${CSS_BUDGET_KB} KB)`)
    if (row.fontKB > FONT_BUDGET_KB) problems.push(`${path}: ${row.fontKB} KB of fonts (budget ${FONT_BUDGET_KB} KB)`)

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
      `budget: every page within ${JS_BUDGET_KB} KB of JavaScript and ${CSS_BUDGET_KB} KB of CSS (gzipped) and ${FONT_BUDGET_KB} KB of fonts on first visit; ` +
        `images above the fold sized; LCP images of product and listing pages preloaded with high priority`,
    )
  }
} finally {
  await server.stop()
}
