// Server throughput: server-rendered pages against a static file of the same bytes, served by the
// same production server in one run, over loopback. For each page, its HTML is also written as a
// plain file under build/client/__bench/ (removed afterwards), so the pair differs only in the
// rendering: both go through the same middleware (security headers, gzip compression). Each page
// is measured twice: as the server sends it (rendered, then kept in memory for PAGE_CACHE_SECONDS)
// and on a second server with PAGE_CACHE_SECONDS=0, where React renders it for every request.
//
//   npm run bench                       5 s warm-up + 10 s per target, 50 connections
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench
//   BENCH_PAGES=/shop-all,/faq npm run bench   other pages
//
// Not a test: it measures time on whatever else the machine is doing, and never gates CI.
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startShop } from '../scripts/lib/shop-process'

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/product/premium-earthing-flat-sheet', '/shop-all']
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
// Long enough for every connection to be accepted while the server renders (see `measure`).
const WARM_SECONDS = 5
const HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' }
const STATIC_DIR = path.join('build', 'client', '__bench')

type Figures = {
  target: string
  path: string
  bytes: number
  rps: number
  p50: number
  p99: number
  /** p99 over the whole run, the connections' first requests included (see `measure`). */
  p99Cold: number
  errors: number
  non2xx: number
}

/**
 * One autocannon run of warm-up plus `SECONDS`: throughput and latency count the requests sent
 * after the warm-up, on connections already open. Node's server accepts one new connection per
 * turn of its event loop, so when 50 connections open at once on a server whose every turn
 * renders pages, the last ones wait seconds to be accepted: that start-up, not rendering, made
 * the rendered pages' p99 (docs/performance.md). It is kept apart as `p99Cold`.
 */
async function measure(base: string, target: string, urlPath: string, bytes: number): Promise<Figures> {
  const warmUntil = performance.now() + WARM_SECONDS * 1000
  const steady: number[] = []
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: base + urlPath, connections: CONNECTIONS, duration: WARM_SECONDS + SECONDS, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    run.on('response', (_client, _status, _bytes, latency) => {
      if (performance.now() - latency >= warmUntil) steady.push(latency)
    })
  })
  steady.sort((a, b) => a - b)
  const at = (q: number) => Math.round(steady[Math.min(steady.length - 1, Math.floor(q * steady.length))] ?? Number.NaN)
  return {
    target,
    path: urlPath,
    bytes,
    rps: Math.round(steady.length / SECONDS),
    p50: at(0.5),
    p99: at(0.99),
    p99Cold: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  }
}

if (!existsSync('build/server.js') || process.argv.includes('--build')) execSync('npm run build', { stdio: 'inherit' })

// The production server on its embedded defaults (a bare environment, a throw-away database folder).
const server = await startShop({ bareEnv: true, echo: true })
const rendering = await startShop({ bareEnv: true, echo: true, env: { PAGE_CACHE_SECONDS: '0' } }).catch(async (error) => {
  await server.stop()
  throw error
})
const base = server.url
try {
  mkdirSync(STATIC_DIR, { recursive: true })
  const rows: { page: Figures; rendered: Figures; file: Figures }[] = []
  for (const page of PAGES) {
    const html = await fetch(base + page).then((r) => r.text())
    const bytes = Buffer.byteLength(html)
    const file = `/__bench/${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.html`
    writeFileSync(path.join('build', 'client', file), html)
    console.log(`${page} (${bytes} bytes of HTML) and its copy ${file}: ${WARM_SECONDS} s warm-up + ${SECONDS} s each…`)
    rows.push({
      page: await measure(base, page, page, bytes),
      rendered: await measure(rendering.url, `${page} rendered every time`, page, bytes),
      file: await measure(base, `static copy of ${page}`, file, bytes),
    })
  }

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per target, loopback, Node ${process.version}, ${cpus().length} CPU cores (shared)`)
  console.table(
    rows
      .flatMap(({ page, rendered, file }) => [page, rendered, file])
      .map((f) => ({
        target: f.target,
        'HTML bytes': f.bytes,
        'req/s': f.rps,
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        'p99 ms with connecting': f.p99Cold,
        errors: f.errors + f.non2xx,
      })),
  )
  console.table(
    rows.flatMap(({ page, rendered, file }) =>
      [page, rendered].map((f) => ({
        page: f.target,
        'req/s page/static': Math.round((f.rps / file.rps) * 100) / 100,
        'p50 page/static': Math.round((f.p50 / Math.max(file.p50, 0.5)) * 100) / 100,
        'p99 page/static': Math.round((f.p99 / Math.max(file.p99, 0.5)) * 100) / 100,
      })),
    ),
  )
  mkdirSync('reports', { recursive: true })
  const out = path.join('reports', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(
    out,
    JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: cpus().length, connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2),
  )
  console.log(`written to ${out}`)
} finally {
  // Both servers finish their last requests before the files they serve are removed.
  await Promise.all([server.stop(), rendering.stop()])
  rmSync(STATIC_DIR, { recursive: true, force: true })
}
