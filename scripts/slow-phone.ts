// What a shopper on a slow phone gets, observed (not estimated): Debian's Chromium with Lighthouse's
// mobile link applied by Chromium itself (CDP Network.emulateNetworkConditions: 562.5 ms latency,
// 1,474.56 Kbps down, 607.5 Kbps up), the CPU slowed 4x (Emulation.setCPUThrottlingRate), a phone's
// 390x844 screen and touch, and no cache (a fresh browser context per load). Loads each page and
// reports, as medians of N loads (5 by default):
//  - FCP and LCP, from the page's own paint timing;
//  - interactive: the moment the page's first <button> carries React's props (`__reactProps$…`,
//    which React sets on an element as it hydrates it, with its handlers), polled in the page from
//    before its scripts run; and the moment every button and form field of the server's HTML has
//    them (the whole page hydrated, Suspense boundaries included);
//  - CLS (layout shifts without recent input, until the page is idle);
//  - bytes on the wire by kind (HTML, JS, CSS, font, image, other) from CDP's encoded data length.
// With a second target (`--compare=URL`, e.g. Hydrogen's skeleton on this shop's catalogue, see
// docs/performance.md) each page is loaded on both, interleaved (A B, then B A), and the ratio
// this shop / the other is printed. Writes reports/slow-phone-<time>.json. A measure, not a test.
//
//   npm run slow-phone                               build, serve this shop, 5 loads a page
//   npm run slow-phone -- --no-build --runs=3
//   npm run slow-phone -- --url=http://127.0.0.1:7280 (a shop already running)
//   npm run slow-phone -- --compare=http://127.0.0.1:7290
//        --compare-pages=/,/collections/all,/products/premium-earthing-flat-sheet,-
//        (a `-` leaves that page uncompared: the other storefront has none like it)
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { type Browser, chromium, devices } from '@playwright/test'
import { CHROMIUM, chromiumArgs } from '../playwright.config'
import { startShop } from './lib/shop-process'
import { sampleProductPath } from './lib/site-map'
import { byteKind, type ByteKind, ratio, summarise, type LoadFigures } from './slow-phone-figures'

/** Lighthouse's mobile link ("Slow 4G"), as its devtools throttling applies it. */
export const SLOW_LINK = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 607.5 }
const CPU_SLOWDOWN = 4
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 }
const PAGES = ['/', '/shop-all', sampleProductPath, '/faq']
/** The longest wait for a page: only a hang, on a starved machine. */
const WAIT_MS = 120_000
/** The network counts as quiet once no request has been in flight for this long. */
const QUIET_MS = 1_500

const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const runs = Math.max(1, Number(option('runs') ?? 5))
const pages = option('pages')?.split(',') ?? PAGES
const compare = option('compare')
const comparePages = option('compare-pages')?.split(',') ?? pages
if (comparePages.length !== pages.length) throw new Error('--compare-pages needs as many paths as --pages')

/** In the page before its scripts: paint timing, layout shifts and the moments buttons get React's props. */
function installProbe() {
  type Probe = { lcp: number; cls: number; firstControl: number | null; allControls: number | null }
  const probe: Probe = { lcp: 0, cls: 0, firstControl: null, allControls: null }
  ;(window as unknown as { __slowPhone: Probe }).__slowPhone = probe
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.lcp = Math.max(probe.lcp, e.startTime)
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) probe.cls += e.value
  }).observe({ type: 'layout-shift', buffered: true })
  const hasProps = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))
  // The controls the server sent, fixed once the document is parsed (React adds more later).
  let served: Element[] | null = null
  const poll = () => {
    const first = document.querySelector('body button')
    if (probe.firstControl === null && first && hasProps(first)) probe.firstControl = performance.now()
    if (served === null && document.readyState !== 'loading') served = [...document.querySelectorAll('body button, body input, body select, body textarea')]
    if (served && probe.allControls === null && served.every((el) => !el.isConnected || hasProps(el))) probe.allControls = performance.now()
    if (probe.allControls === null || probe.firstControl === null) setTimeout(poll, 5)
  }
  poll()
}

async function load(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext(PHONE)
  try {
    // tsx keeps function names by wrapping them in a `__name` helper the page lacks: give it one.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    await context.addInitScript(installProbe)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_LINK.latencyMs,
      downloadThroughput: (SLOW_LINK.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_LINK.uploadKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

    const kinds = new Map<string, ByteKind>()
    const bytes: Record<ByteKind, number> = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0 }
    let inFlight = 0
    let lastActivity = Date.now()
    cdp.on('Network.requestWillBeSent', () => {
      inFlight++
      lastActivity = Date.now()
    })
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, byteKind(e.type, e.response.mimeType, e.response.url)))
    cdp.on('Network.loadingFinished', (e) => {
      inFlight--
      lastActivity = Date.now()
      bytes[kinds.get(e.requestId) ?? 'other'] += e.encodedDataLength
    })
    cdp.on('Network.loadingFailed', () => {
      inFlight--
      lastActivity = Date.now()
    })

    await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS })
    await page.waitForFunction(() => (window as unknown as { __slowPhone: { allControls: number | null } }).__slowPhone.allControls !== null, null, {
      timeout: WAIT_MS,
      polling: 100,
    })
    // What the page goes on to fetch by itself (lazy chunks asked for during hydration, data).
    for (const until = Date.now() + WAIT_MS; Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS);) await page.waitForTimeout(250)
    const figures = await page.evaluate(() => {
      const probe = (window as unknown as { __slowPhone: { lcp: number; cls: number; firstControl: number; allControls: number } }).__slowPhone
      // When the last script that was on the way before hydration ended arrived (lazy chunks after it aside).
      const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => /\.m?js(\?|$)/.test(e.name) && e.startTime < probe.firstControl,
      )
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scriptsEnd: Math.max(0, ...before.map((e) => e.responseEnd)),
        ...probe,
      }
    })
    return {
      fcpMs: Math.round(figures.fcp),
      lcpMs: Math.round(figures.lcp),
      scriptsMs: Math.round(figures.scriptsEnd),
      interactiveMs: Math.round(figures.firstControl),
      hydratedMs: Math.round(figures.allControls),
      cls: Math.round(figures.cls * 1000) / 1000,
      bytes,
    }
  } finally {
    await context.close()
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

if (!option('url') && !args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })
const shop = option('url') ? null : await startShop({ bareEnv: true, host: '127.0.0.1', echo: false })
const base = option('url') ?? shop!.url
// Only the shops measured answer: a request to any other host (Hydrogen's analytics and consent
// scripts from Shopify's CDN) fails at once, as it would not on a real store, so nothing waits on
// a network this machine does not have. Images a store names by `localhost` are its own.
const hosts = [...new Set([base, compare].flatMap((url) => (url ? [new URL(url).hostname] : [])).concat('localhost'))]
const hostRules = `--host-resolver-rules=MAP * ~NOTFOUND, ${hosts.map((host) => `EXCLUDE ${host}`).join(', ')}`
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...chromiumArgs, hostRules] })
try {
  const targets = [{ name: 'this shop', base, pages }, ...(compare ? [{ name: 'compared', base: compare, pages: comparePages }] : [])]
  // A warm server, as shoppers meet it: each page once (and the images it names), unthrottled.
  for (const target of targets) for (const p of target.pages) if (p !== '-') await fetch(target.base + p).then((r) => r.text())
  const loadBefore = loadavg()
  console.log(`machine: ${cpus().length} cores, load ${loadBefore.map(round1).join(' / ')} (1/5/15 min)`)
  const results = targets.map(() => pages.map(() => [] as LoadFigures[]))
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < pages.length; i++) {
      // Interleaved, the order swapped every run, so neither side always goes first.
      const order = targets.map((_, t) => t)
      if (run % 2) order.reverse()
      for (const t of order) {
        const target = targets[t]!
        if (target.pages[i] === '-') continue
        results[t]![i]!.push(await load(browser, target.base + target.pages[i]))
        process.stdout.write('.')
      }
    }
  }
  process.stdout.write('\n')
  const loadAfter = loadavg()
  const summaries = results.map((perPage) => perPage.map((loads) => (loads.length ? summarise(loads) : null)))
  for (let i = 0; i < pages.length; i++) {
    const mine = summaries[0]![i]!
    const other = summaries[1]?.[i] ?? null
    const kb = (b: number) => `${round1(b / 1024)} KB`
    const line = (s: NonNullable<typeof mine>) =>
      `FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, scripts in ${s.scriptsMs} ms, interactive ${s.interactiveMs} ms, hydrated ${s.hydratedMs} ms, CLS ${s.cls}, ` +
      `${kb(s.totalBytes)} (HTML ${kb(s.bytes.html)}, JS ${kb(s.bytes.js)}, CSS ${kb(s.bytes.css)}, font ${kb(s.bytes.font)}, image ${kb(s.bytes.image)}, other ${kb(s.bytes.other)})`
    console.log(`${pages[i]}\n  this shop: ${line(mine)}`)
    if (other) {
      console.log(`  compared (${comparePages[i]}): ${line(other)}`)
      console.log(
        `  ratio this/compared: interactive ${ratio(mine.interactiveMs, other.interactiveMs)}, hydrated ${ratio(mine.hydratedMs, other.hydratedMs)}, ` +
          `LCP ${ratio(mine.lcpMs, other.lcpMs)}, bytes ${ratio(mine.totalBytes, other.totalBytes)}, JS ${ratio(mine.bytes.js, other.bytes.js)}`,
      )
    }
  }
  console.log(`load after: ${loadAfter.map(round1).join(' / ')}`)
  mkdirSync('reports', { recursive: true })
  const file = path.join('reports', `slow-phone-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  const chrome = execSync(`${CHROMIUM} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim()
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        chrome,
        link: SLOW_LINK,
        cpuSlowdown: CPU_SLOWDOWN,
        runs,
        load: { before: loadBefore, after: loadAfter },
        targets: targets.map((t, ti) => ({
          name: t.name,
          base: t.base,
          pages: t.pages.map((p, i) => ({ path: p, median: summaries[ti]![i], loads: results[ti]![i] })),
        })),
      },
      null,
      2,
    ),
  )
  console.log(`written to ${file}`)
} finally {
  await browser.close()
  await shop?.stop()
}
