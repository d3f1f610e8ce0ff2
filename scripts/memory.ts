/**
 * `npm run memory`: the resident memory of the production server, idle, in both configurations.
 * Starts `build/server.js` on its embedded defaults (PGlite in a new data folder, then again on
 * that folder) and on Postgres, waits for /healthz, loads a few pages and the product images they
 * show (as a browser would), and prints RSS after start, when healthy and after the pages.
 * Exits with 1 when an idle figure is over its target.
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

/** A first start on PGlite runs initdb (many seconds on a busy machine): wait up to 3 minutes. */
async function waitForHealth(server: ChildProcess, output: () => string) {
  for (const end = Date.now() + 180_000; Date.now() < end; await sleep(200)) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}:\n${output().slice(-2000)}`)
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return
  }
  throw new Error(`the server did not answer /healthz within 3 minutes:\n${output().slice(-2000)}`)
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

type Row = { configuration: string; started: number; healthy: number; idle: number; peak: number | null; images: number; target: number }

async function measure(configuration: string, env: Record<string, string>, target: number): Promise<Row> {
  const server = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_SITE_URL: base, SMTP_URL: '', DATABASE_URL: '', DATABASE_SCHEMA: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (d) => (output += d))
  server.stderr!.on('data', (d) => (output += d))
  try {
    // The first sample once the process has loaded its code, before the database is open.
    for (const end = Date.now() + 60_000; !output.includes('Shop ready') && server.exitCode === null && Date.now() < end; ) await sleep(50)
    const started = residentMb(server.pid!).rss
    await waitForHealth(server, () => output)
    const healthy = residentMb(server.pid!).rss
    const images = await loadPages()
    // Idle: nothing in flight; the collector has had a moment to run after the requests.
    await sleep(2000)
    const { rss: idle, peak } = residentMb(server.pid!)
    return { configuration, started, healthy, idle, peak, images, target }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
  }
}

const rows: Row[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-memory-'))
try {
  rows.push(await measure('PGlite, first start (initdb)', { DATA_DIR: dataDir }, TARGET_MB.pglite))
  rows.push(await measure('PGlite, restart on its data', { DATA_DIR: dataDir }, TARGET_MB.pglite))
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
    'healthy': f(r.healthy),
    [`idle after ${PAGES.length} pages + ${r.images} images`]: f(r.idle),
    peak: f(r.peak),
    target: `< ${r.target} MB`,
    verdict: r.idle < r.target ? 'ok' : 'OVER',
  })),
)
if (rows.some((r) => r.idle >= r.target)) process.exitCode = 1
