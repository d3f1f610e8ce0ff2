/**
 * `npm run memory`: the resident memory of the production server, idle, in both configurations.
 * Starts `build/server.js` on its embedded defaults (PGlite in a new data folder, then again on
 * that folder) and on Postgres, waits for /healthz, loads a few pages and the product images they
 * show (as a browser would), then runs MEMORY_TRAFFIC_SECONDS (default 180) of mixed traffic, a
 * few requests at a time: every page, product pages, searches, suggestions, images at many sizes,
 * sign-ups and contact messages. Prints RSS after start, when healthy, after the pages and idle
 * after the traffic. The server runs as `npm start` runs it (MALLOC_ARENA_MAX=2). Exits with 1
 * when an idle figure is over its target.
 *
 *   MEMORY_PORT=5701 MEMORY_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run memory
 *
 * Needs `npm run build` first. MEMORY_DATABASE_URL falls back to TEST_DATABASE_URL; with neither,
 * the Postgres configuration is left out (and said so).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const port = Number(process.env.MEMORY_PORT ?? 5701)
const base = `http://127.0.0.1:${port}`
const databaseUrl = (process.env.MEMORY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '').trim()
const TARGET_MB = { pglite: 400, postgres: 250 }
const PAGES = ['/', '/shop-all', '/sleep-products', '/faq', '/contact']
const MAX_IMAGES = 12
const TRAFFIC_SECONDS = Number(process.env.MEMORY_TRAFFIC_SECONDS ?? 180)
const TRAFFIC_CONCURRENCY = 4

if (!existsSync('build/server.js')) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

/** Resident and peak memory of a process, in MB (Linux's /proc; elsewhere `ps`, without the peak). */
function residentMb(pid: number): { rss: number; peak: number | null } {
  const status = `/proc/${pid}/status`
  if (existsSync(status)) {
    const text = readFileSync(status, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN)
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  }
  return { rss: Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024, peak: null }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A first start on PGlite runs initdb (minutes on a busy machine): wait up to 10 minutes. */
async function waitForHealth(server: ChildProcess, output: () => string) {
  for (const end = Date.now() + 600_000; Date.now() < end; await sleep(200)) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}:\n${output().slice(-2000)}`)
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
  }
  throw new Error(`the server did not answer /healthz within 10 minutes:\n${output().slice(-2000)}`)
}

async function loadPages(): Promise<number> {
  const images = new Set<string>()
  for (const page of PAGES) {
    const response = await fetch(base + page)
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    for (const [, src] of (await response.text()).matchAll(/<img[^>]+src="([^"]+)"/g)) images.add(src!.replaceAll('&amp;', '&'))
  }
  const wanted = [...images].slice(0, MAX_IMAGES)
  for (const src of wanted) {
    const response = await fetch(new URL(src, base), { headers: { accept: 'image/avif,image/webp,*/*' } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${src} answered ${response.status}`)
  }
  return wanted.length
}

/**
 * Mixed traffic as the acceptance runs send it, for `seconds`: pages (with and without a search),
 * product pages, suggestions, client navigation data, images at many widths, sign-ups and
 * contact messages, `TRAFFIC_CONCURRENCY` at a time. Returns how many requests were answered.
 */
async function mixedTraffic(seconds: number): Promise<number> {
  const catalogue = JSON.parse(readFileSync('services/storefront/catalogue.json', 'utf8')) as { products: { handle: string }[] }
  const handles = catalogue.products.map((p) => p.handle)
  const words = ['sheet', 'mat', 'pillow', 'earthing', 'grounding', 'cord', 'kit', 'king', 'queen', 'tester', 'yoga', 'fitted']
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
  let n = 0
  const requests: (() => Promise<Response>)[] = [
    // MEMORY_TRAFFIC_IMAGES=0 leaves the resized images out, to tell sharp's share from the rest.
    () => fetch(`${base}${pick([...PAGES, '/about-grounding', '/testimonials', '/policies/shipping', '/mats-products', '/accessories'])}`),
    () => fetch(`${base}/products/${pick(handles)}`),
    () => fetch(`${base}/shop-all?q=${encodeURIComponent(`${pick(words)} ${pick(words)}`)}&sort=${pick(['price-asc', 'price-desc', 'best-selling'])}`),
    () => fetch(`${base}/api/predictive-search?q=${encodeURIComponent(pick(words).slice(0, 2 + Math.floor(Math.random() * 4)))}`),
    () => fetch(`${base}/faq?q=${encodeURIComponent(pick(words))}`),
    () => fetch(`${base}/products/${pick(handles)}.data`),
    ...(process.env.MEMORY_TRAFFIC_IMAGES === '0'
      ? []
      : [
          () =>
            fetch(`${base}/cdn/shop/files/${pick(handles)}-1.png?v=1&width=${pick([96, 160, 320, 480, 640, 828, 1080, 1200])}`, {
              headers: { accept: pick(['image/avif,*/*', 'image/webp,*/*', '*/*']) },
            }),
        ]),
    () =>
      fetch(`${base}/functions/v1/newsletter-signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.7.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ email: `memory-${process.pid}-${n}@example.com` }),
      }),
    () =>
      fetch(`${base}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.6.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({
          name: 'Mei Ling',
          email: `contact-${n}@example.com`,
          phone: '',
          subject: 'Sizes',
          message: 'Do you have the fitted sheet in king size?',
        }),
      }),
  ]
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: TRAFFIC_CONCURRENCY }, async () => {
      while (Date.now() < end) {
        n++
        const response = await pick(requests)().catch(() => null)
        await response?.arrayBuffer().catch(() => null)
      }
    }),
  )
  return n
}

type Row = {
  configuration: string
  started: number
  healthy: number
  pages: number
  idle: number
  peak: number | null
  images: number
  requests: number
  target: number
}

async function measure(configuration: string, env: Record<string, string>, target: number): Promise<Row> {
  const server = spawn(process.execPath, [process.env.MEMORY_SERVER ?? 'build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      PUBLIC_SITE_URL: base,
      SMTP_URL: '',
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (d) => (output += d))
  server.stderr!.on('data', (d) => (output += d))
  try {
    // The first sample once the process has loaded its code, before the database is open.
    for (const end = Date.now() + 60_000; !output.includes('Shop ready') && server.exitCode === null && Date.now() < end;) await sleep(50)
    const started = residentMb(server.pid!).rss
    await waitForHealth(server, () => output)
    const healthy = residentMb(server.pid!).rss
    const images = await loadPages()
    await sleep(2000)
    const pages = residentMb(server.pid!).rss
    const requests = await mixedTraffic(TRAFFIC_SECONDS)
    // Idle: nothing in flight; the collector and the shop's idle trimming have had time to run.
    await sleep(15_000)
    const { rss: idle, peak } = residentMb(server.pid!)
    return { configuration, started, healthy, pages, idle, peak, images, requests, target }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
  }
}

const rows: Row[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-memory-'))
try {
  rows.push(await measure('PGlite, first start (initdb)', { DATA_DIR: dataDir }, TARGET_MB.pglite))
  if (!process.env.MEMORY_FIRST_START_ONLY) rows.push(await measure('PGlite, restart on its data', { DATA_DIR: dataDir }, TARGET_MB.pglite))
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
if (databaseUrl) {
  const schema = `memory_${process.pid}`
  try {
    rows.push(await measure('Postgres (DATABASE_URL)', { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }, TARGET_MB.postgres))
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end())
  }
} else {
  console.log('Postgres left out: set MEMORY_DATABASE_URL (or TEST_DATABASE_URL) to measure it.')
}

const f = (mb: number | null) => (mb == null ? '—' : `${mb.toFixed(0)} MB`)
console.table(
  rows.map((r) => ({
    configuration: r.configuration,
    'after start': f(r.started),
    healthy: f(r.healthy),
    [`after ${PAGES.length} pages + ${r.images} images`]: f(r.pages),
    [`idle after ${TRAFFIC_SECONDS} s of traffic`]: `${f(r.idle)} (${r.requests} requests)`,
    peak: f(r.peak),
    target: `< ${r.target} MB`,
    verdict: r.idle < r.target ? 'ok' : 'OVER',
  })),
)
if (rows.some((r) => r.idle >= r.target)) process.exitCode = 1
