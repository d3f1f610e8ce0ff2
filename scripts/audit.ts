// Lighthouse audit of the main pages: builds, serves the production build on its embedded defaults
// (a free port, a temporary DATA_DIR) and runs Lighthouse 12 on the system Chromium as a phone,
// observed, not simulated: devtools throttling, so Chromium itself slows the link (Lighthouse's
// mobile link: 562.5 ms latency, 1,474.56 Kbps down, 607.5 Kbps up) and the CPU (4x), and every
// figure is what the page did under them, not an estimate from an unthrottled load
// (docs/decisions/103). Prints the four category scores with LCP, TBT, CLS and transferred bytes per
// page, and the main thread's work under the 4x slower CPU: its longest task (hydration's, on a
// large page) and its total time; writes the table to reports/lighthouse-<time>.json. Not a test:
// scores are times.
//
//   npm run audit                  build, then audit every page
//   npm run audit -- --no-build    audit the existing build
//   npm run audit -- /faq /        audit only these paths
//   npm run audit -- --runs=3      audit each page 3 times: the median run (by performance score),
//                                  its times replaced by each one's median: on a shared machine
//                                  one run's times vary a lot
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM, chromiumArgs } from '../playwright.config'
import { startShop } from './lib/shop-process'

const PAGES = ['/', '/shop-all', '/product/premium-earthing-flat-sheet', '/faq', '/testimonials']
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export type AuditRow = {
  path: string
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number
  tbtMs: number
  /** The longest main-thread task, observed on the slowed CPU (Lighthouse's long-tasks). */
  longestTaskMs: number
  /**
   * The longest task Lighthouse lays to a script, observed: the scripts' evaluation or
   * hydration (React's work is laid to the framework's file), not the page's parsing, style and
   * layout; 0 when none reached 50 ms. `scriptTasks` lists them.
   */
  scriptTaskMs: number
  scriptTasks: { url: string; startMs: number; durationMs: number }[]
  /** All the main thread's work, observed (Lighthouse's mainthread-work-breakdown). */
  mainThreadMs: number
  cls: number
  transferKB: number
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number
  /** Audits of a category that did not pass, for the reader of the JSON. */
  failing: { id: string; title: string; score: number | null; displayValue?: string }[]
}

const args = process.argv.slice(2)
const paths = args.filter((a) => a.startsWith('/'))
const pages = paths.length ? paths : PAGES
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1))
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })

// The embedded defaults (a bare environment): only a free port and a throw-away database folder are
// set (a fixed port can be held by another service: E2E_PORT + 49 was 4222, NATS's port).
const server = await startShop({ bareEnv: true, host: 'localhost', echo: true })
const base = server.url
let chrome: chromeLauncher.LaunchedChrome | undefined
try {
  // One warm-up request per page, so the audit measures a warm server as shoppers meet it.
  // The embedded image CDN renders each size once and keeps it, as a real CDN would: warm it too.
  for (const p of pages) {
    const html = await fetch(base + p).then((r) => r.text())
    const images = new Set([...html.matchAll(/https?:\/\/[^"\s,]+\/cdn\/shop\/files\/[^"\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))
    // As Chromium asks for them: the CDN answers AVIF then, a rendition of its own.
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    await Promise.all([...images].map((url) => fetch(url, { headers: { accept } }).then((r) => r.arrayBuffer())))
  }

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  const rows: AuditRow[] = []
  for (const p of pages) {
    const candidates: AuditRow[] = []
    for (let run = 0; run < runs; run++) candidates.push(await auditPageOrRetry(p, chrome.port))
    candidates.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))
    const middle = Math.floor((candidates.length - 1) / 2)
    const median = (key: 'lcpMs' | 'tbtMs' | 'longestTaskMs' | 'scriptTaskMs' | 'mainThreadMs') => candidates.map((c) => c[key]).sort((a, b) => a - b)[middle]!
    rows.push({
      ...candidates[middle]!,
      lcpMs: median('lcpMs'),
      tbtMs: median('tbtMs'),
      longestTaskMs: median('longestTaskMs'),
      scriptTaskMs: median('scriptTaskMs'),
      mainThreadMs: median('mainThreadMs'),
    })
    console.log(`${p}: done${runs > 1 ? ` (median of ${runs}: ${candidates.map((c) => c.performance).join(', ')})` : ''}`)
  }

  /** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): one more try. */
  async function auditPageOrRetry(p: string, port: number): Promise<AuditRow> {
    try {
      return await auditPage(p, port)
    } catch (error) {
      console.warn(`${p}: ${(error as Error).message} Trying once more.`)
      return auditPage(p, port)
    }
  }

  async function auditPage(p: string, port: number): Promise<AuditRow> {
    const result = await lighthouse(
      base + p,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          // Observed: Chromium applies the link and the CPU slowdown; nothing is estimated.
          throttlingMethod: 'devtools',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        },
      },
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${p}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${p}: ${lhr.runtimeError.message}`)
    // The full report of each page (its last run), to study what a score is made of.
    mkdirSync('reports/lighthouse', { recursive: true })
    writeFileSync(path.join('reports/lighthouse', `${p.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr))
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    // Tasks of 50 ms and more, as observed; none means the longest was shorter.
    const longTasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? []
    const scriptTasks = longTasks.filter((t) => /\.m?js(\?|$)/.test(t.url))
    const score = (id: (typeof CATEGORIES)[number]) => lhr.categories[id]?.score ?? null
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 || category.id !== 'performance')
        .flatMap((ref) => (lhr.audits[ref.id] ? [lhr.audits[ref.id]!] : []))
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue })),
    )
    return {
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      longestTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.duration))),
      scriptTaskMs: Math.round(Math.max(0, ...scriptTasks.map((t) => t.duration))),
      scriptTasks: scriptTasks.map((t) => ({ url: t.url, startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) })),
      mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      transferKB: Math.round(numeric('total-byte-weight') / 102.4) / 10,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    }
  }

  console.table(rows.map(({ failing: _failing, scriptTasks: _scriptTasks, ...row }) => row))
  for (const row of rows) {
    for (const t of row.scriptTasks) console.log(`  ${row.path}: a task of ${t.durationMs} ms at ${t.startMs} ms in ${new URL(t.url).pathname}`)
    for (const f of row.failing) console.log(`  ${row.path}: ${f.id} (${f.score}${f.displayValue ? `, ${f.displayValue}` : ''}) ${f.title}`)
  }
  mkdirSync('reports', { recursive: true })
  const chromeVersion = execSync(`${CHROME_PATH} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim()
  const file = path.join('reports', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        lighthouse: '12',
        formFactor: 'mobile',
        throttling: 'devtools',
        node: process.version,
        chrome: chromeVersion,
        rows,
      },
      null,
      2,
    ),
  )
  console.log(`written to ${file}`)
} finally {
  await chrome?.kill()
  await server.stop()
}
