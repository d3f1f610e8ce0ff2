/**
 * `npm run memory`: the resident memory of the production server, idle, in both configurations.
 * Starts `build/server.js` on its embedded defaults (PGlite in a new data folder, then again on
 * that folder) and on Postgres, waits for /healthz, loads a few pages and the product images they
 * show (as a browser would), then runs MEMORY_TRAFFIC_SECONDS (default 180) of mixed traffic, a
 * few requests at a time: every page, product pages, searches, suggestions, images at many sizes,
 * sign-ups and contact messages. Prints RSS after start, when healthy, after the pages and idle
 * after the traffic, each with the machine's load average (the figures move with it), and where
 * the idle figure goes: V8's heap, memory outside it (buffers, native modules' allocations), the
 * rest of the anonymous memory (PGlite's WebAssembly memory, glibc's heaps, thread stacks) and
 * the mapped code (`scripts/memory-probe.mjs`, loaded into the server for this, asks the process
 * itself). The server runs with the variables `npm start` sets (NODE_ENV and glibc's heap
 * settings). Samples the resident size twice a second during the traffic and each second for 30 s
 * after it. Exits with 1 when an idle figure is over its target, or, on PGlite, when the traffic
 * took the process over 330 MB (sampled, or its peak VmHWM) or it is not under 300 MB 30 s after.
 *
 *   npm run memory                                             # PGlite (the embedded defaults)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test DATABASE_SCHEMA=mem_1 npm run memory
 *
 * Needs `npm run build` first. With DATABASE_URL (or MEMORY_DATABASE_URL, or TEST_DATABASE_URL)
 * the server is measured on Postgres too, in DATABASE_SCHEMA (default `mem_<pid>`; dropped
 * afterwards when the run created it); MEMORY_ONLY=pglite or MEMORY_ONLY=postgres measures one.
 * MEMORY_TRAFFIC_SECONDS (180), MEMORY_IDLE_SECONDS (15: the quiet spell before the idle figure),
 * MEMORY_PORT (5701).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const port = Number(process.env.MEMORY_PORT ?? 5701)
const base = `http://127.0.0.1:${port}`
const databaseUrl = (process.env.DATABASE_URL || process.env.MEMORY_DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim()
const only = process.env.MEMORY_ONLY
// Idle: well above the figures in docs/reliability.md (about 215 MB on PGlite, 185 MB on Postgres).
const TARGET_MB = { pglite: 330, postgres: 240 }
/**
 * On PGlite (the embedded defaults, one process on a small machine): the most resident during the
 * traffic, and the figure RECOVERY_SECONDS after it ends (issue 44).
 */
const TRAFFIC_TARGET_MB = { peak: 330, recovered: 300 }
const RECOVERY_SECONDS = 30
const PAGES = ['/', '/shop-all', '/sleep-products', '/faq', '/contact']
const MAX_IMAGES = 12
const TRAFFIC_SECONDS = Number(process.env.MEMORY_TRAFFIC_SECONDS ?? 180)
/** The variables `npm start` sets before `node` (glibc's heap settings among them), so the server here runs as it does there. */
const startEnvironment = Object.fromEntries(
  [...(JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)].map(
    ([, name, value]) => [name!, value!],
  ),
)
const IDLE_SECONDS = Number(process.env.MEMORY_IDLE_SECONDS ?? 15)
const TRAFFIC_CONCURRENCY = 4

if (!existsSync('build/server.js')) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

type Resident = {
  rss: number
  peak: number | null
  anon: number | null
  file: number | null
  kinds: ReturnType<typeof anonymousByKind>
  load: number
}

/**
 * Resident memory of a process in MB, its peak, and how much of it is anonymous (heaps) or mapped
 * files (code), with the 1-minute load average at that moment (Linux's /proc; elsewhere `ps`,
 * the resident size only).
 */
function residentMb(pid: number): Resident {
  const load = loadavg()[0]!
  const status = `/proc/${pid}/status`
  if (existsSync(status)) {
    const text = readFileSync(status, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN) / 1024
    return { rss: kb('VmRSS'), peak: kb('VmHWM'), anon: kb('RssAnon'), file: kb('RssFile') + kb('RssShmem'), kinds: anonymousByKind(pid), load }
  }
  const rss = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024
  return { rss, peak: null, anon: null, file: null, kinds: null, load }
}

/**
 * The resident anonymous memory of a process split by kind of mapping (Linux's smaps), in MB:
 * PGlite's WebAssembly memory (V8 reserves 8 GiB and more of address space around it: the
 * readable part of a mapping beside such a reservation), the main heap (`[heap]`, glibc's first
 * arena) and every other anonymous mapping (V8's pages, glibc's other arenas, thread stacks).
 */
function anonymousByKind(pid: number): { wasm: number; brk: number; other: number } | null {
  const file = `/proc/${pid}/smaps`
  if (!existsSync(file)) return null
  type Mapping = { start: bigint; end: bigint; perms: string; name: string; rss: number }
  const mappings: Mapping[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line)
    if (head) mappings.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, name: head[4]!.trim(), rss: 0 })
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss && mappings.length) mappings.at(-1)!.rss = Number(rss[1]) / 1024
  }
  const reservation = (m: Mapping | undefined) => m !== undefined && m.name === '' && m.perms.startsWith('---') && m.end - m.start >= 4n << 30n
  const sums = { wasm: 0, brk: 0, other: 0 }
  mappings.forEach((m, i) => {
    if (m.name === '[heap]') sums.brk += m.rss
    else if (m.name !== '') return
    else if (reservation(mappings[i - 1]) || reservation(mappings[i + 1])) sums.wasm += m.rss
    else sums.other += m.rss
  })
  return sums
}

/** What the server says of its own memory (`scripts/memory-probe.mjs`), asked with SIGUSR2. */
type Probe = {
  rss: number
  heapTotal: number
  heapUsed: number
  external: number
  arrayBuffers: number
  mallocedMemory: number
  spaces: Record<string, [size: number, used: number]>
  sharp: { cache: { memory: { current: number }; items: { current: number } }; concurrency: number } | null
}

async function probe(server: ChildProcess, output: () => string): Promise<Probe | null> {
  const before = output().length
  server.kill('SIGUSR2')
  for (const end = Date.now() + 10_000; Date.now() < end; await sleep(50)) {
    const line = /memory-probe (\{.*\})\n/.exec(output().slice(before))
    if (line) return JSON.parse(line[1]!) as Probe
  }
  return null
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
async function mixedTraffic(seconds: number, sample: () => void): Promise<number> {
  const catalogue = JSON.parse(readFileSync('services/storefront/catalogue.json', 'utf8')) as { products: { handle: string }[] }
  const handles = catalogue.products.map((p) => p.handle)
  const words = ['sheet', 'mat', 'pillow', 'earthing', 'grounding', 'cord', 'kit', 'king', 'queen', 'tester', 'yoga', 'fitted']
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
  let n = 0
  const answered = new Set<number>()
  const requests: (() => Promise<Response>)[] = [
    // MEMORY_TRAFFIC_IMAGES=0 leaves the resized images out, to tell sharp's share from the rest.
    () => fetch(`${base}${pick([...PAGES, '/about-grounding', '/testimonials', '/shipping-policy', '/mats-products', '/accessories'])}`),
    () => fetch(`${base}/product/${pick(handles)}`),
    () => fetch(`${base}/shop-all?q=${encodeURIComponent(`${pick(words)} ${pick(words)}`)}&sort=${pick(['price-asc', 'price-desc', 'best-selling'])}`),
    () => fetch(`${base}/api/predictive-search?q=${encodeURIComponent(pick(words).slice(0, 2 + Math.floor(Math.random() * 4)))}`),
    () => fetch(`${base}/faq?q=${encodeURIComponent(pick(words))}`),
    () => fetch(`${base}/product/${pick(handles)}.data`),
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
  // Resident size sampled twice a second while the requests run (the peak of the process's whole
  // life, VmHWM, is read as well: a spike between two samples is not missed).
  const sampler = setInterval(sample, 500)
  try {
    await Promise.all(
      Array.from({ length: TRAFFIC_CONCURRENCY }, async () => {
        while (Date.now() < end) {
          n++
          const kind = Math.floor(Math.random() * requests.length)
          const response = await requests[kind]!().catch(() => null)
          await response?.arrayBuffer().catch(() => null)
          if (response?.ok) answered.add(kind)
        }
      }),
    )
  } finally {
    clearInterval(sampler)
  }
  // Traffic that only meets 404s measures nothing (product pages once did, at a URL the shop does not have).
  const unanswered = requests.map((request, kind) => (answered.has(kind) ? null : request.toString())).filter(Boolean)
  if (unanswered.length) throw new Error(`no request of these kinds was answered with 2xx:\n${unanswered.join('\n')}`)
  return n
}

type Row = {
  configuration: string
  started: Resident
  healthy: Resident
  pages: Resident
  idle: Resident
  /** The most resident sampled during the traffic, and the process's peak (VmHWM) when it ended. */
  traffic: { max: Resident; end: Resident }
  /** Resident each second after the traffic, up to RECOVERY_SECONDS (index 0: when it ended). */
  after: Resident[]
  /** The server's own figures after the pages, as the traffic ends and when idle. */
  probes: { pages: Probe | null; traffic: Probe | null; idle: Probe | null }
  images: number
  requests: number
  target: number
}

async function measure(configuration: string, env: Record<string, string>, target: number): Promise<Row> {
  const server = spawn(process.execPath, ['--import', './scripts/memory-probe.mjs', process.env.MEMORY_SERVER ?? 'build/server.js'], {
    env: {
      ...process.env,
      ...startEnvironment,
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
  const log = () => output
  const sample = () => {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server stopped (${server.exitCode ?? server.signalCode}):\n${output.slice(-3000)}`)
    return residentMb(server.pid!)
  }
  try {
    // The first sample once the process has loaded its code, before the database is open.
    for (const end = Date.now() + 60_000; !output.includes('Shop ready') && server.exitCode === null && Date.now() < end;) await sleep(50)
    const started = sample()
    await waitForHealth(server, log)
    const healthy = sample()
    const images = await loadPages()
    await sleep(2000)
    const pages = sample()
    const pagesProbe = await probe(server, log)
    console.log(`${configuration}: ${f(pages.rss)} after the pages (load ${pages.load.toFixed(1)}); ${TRAFFIC_SECONDS} s of traffic…`)
    let max = sample()
    let maxAt = 0
    const trafficStart = Date.now()
    const requests = await mixedTraffic(TRAFFIC_SECONDS, () => {
      const now = sample()
      if (now.rss > max.rss) [max, maxAt] = [now, (Date.now() - trafficStart) / 1000]
    })
    // After the traffic, each second: when it falls back, and the idle figure once nothing is in
    // flight and the collector and the shop's idle trimming have had time to run.
    const after: Resident[] = [sample()]
    const trafficProbe = await probe(server, log)
    const start = Date.now()
    for (let s = 1; s <= Math.max(RECOVERY_SECONDS, IDLE_SECONDS); s++) {
      await sleep(start + s * 1000 - Date.now())
      after.push(sample())
    }
    const idle = after[IDLE_SECONDS]!
    const idleProbe = await probe(server, log)
    console.log(
      `${configuration}: ${requests} requests; at most ${f(max.rss)} sampled during the traffic (${maxAt.toFixed(0)} s in, load ${max.load.toFixed(1)}; ${kinds(max)}), peak ${f(after[0]!.peak)}; ` +
        `${f(after[0]!.rss)} when it ended, ${f(idle.rss)} ${IDLE_SECONDS} s later, ${f(after[RECOVERY_SECONDS]!.rss)} ${RECOVERY_SECONDS} s later (load ${idle.load.toFixed(1)})`,
    )
    return {
      configuration,
      started,
      healthy,
      pages,
      idle,
      traffic: { max, end: after[0]! },
      after,
      probes: { pages: pagesProbe, traffic: trafficProbe, idle: idleProbe },
      images,
      requests,
      target,
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
  }
}

/** Where a sample's resident memory is: mapped files, PGlite's WebAssembly memory, glibc's main heap, the rest. */
const kinds = (r: Resident) => `files ${f(r.file)}, wasm ${f(r.kinds?.wasm)}, main heap ${f(r.kinds?.brk)}, other anonymous ${f(r.kinds?.other)}`
const f = (mb: number | null | undefined) => (mb == null || Number.isNaN(mb) ? '—' : `${mb.toFixed(0)} MB`)
const withLoad = (r: Resident) => `${f(r.rss)} (load ${r.load.toFixed(1)})`
/** Resident with the high-water mark so far: a peak reached while starting is told apart from one in the traffic. */
const withPeak = (r: Resident) => `${f(r.rss)}, peak ${f(r.peak)} (load ${r.load.toFixed(1)})`

const pglite = (r: Row) => r.configuration.startsWith('PGlite')
/** Seconds after the traffic until the first figure under the recovery target. */
const underAfter = (r: Row) => {
  const at = r.after.findIndex((a) => a.rss < TRAFFIC_TARGET_MB.recovered)
  return at < 0 ? `not within ${r.after.length - 1} s` : `${at} s`
}
/** What a row missed: the idle target, and on PGlite the peak during traffic (VmHWM) and the figure 30 s after. */
function overTarget(r: Row): string[] {
  const over: string[] = []
  if (r.idle.rss >= r.target) over.push('idle OVER')
  if (!pglite(r)) return over
  const peak = Math.max(r.traffic.max.rss, r.traffic.end.peak ?? 0)
  if (peak > TRAFFIC_TARGET_MB.peak) over.push('traffic peak OVER')
  if (!(r.after[RECOVERY_SECONDS]!.rss < TRAFFIC_TARGET_MB.recovered)) over.push(`not back under ${TRAFFIC_TARGET_MB.recovered} MB in ${RECOVERY_SECONDS} s`)
  return over
}

const rows: Row[] = []
if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-memory-'))
  try {
    rows.push(await measure('PGlite, first start (initdb)', { DATA_DIR: dataDir }, TARGET_MB.pglite))
    if (!process.env.MEMORY_FIRST_START_ONLY) rows.push(await measure('PGlite, restart on its data', { DATA_DIR: dataDir }, TARGET_MB.pglite))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
if (only !== 'pglite' && databaseUrl) {
  const schema = process.env.DATABASE_SCHEMA || `mem_${process.pid}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  // A schema the run made is dropped afterwards; one that was there already is left as it was found.
  const existed = (await admin.query('select 1 from information_schema.schemata where schema_name = $1', [schema])).rowCount! > 0
  try {
    rows.push(await measure(`Postgres (schema ${schema})`, { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }, TARGET_MB.postgres))
  } finally {
    if (!existed) await admin.query(`drop schema if exists "${schema}" cascade`)
    await admin.end()
  }
} else if (only !== 'pglite') {
  console.log('Postgres left out: set DATABASE_URL (or MEMORY_DATABASE_URL, TEST_DATABASE_URL) to measure it.')
}

console.table(
  rows.map((r) => ({
    configuration: r.configuration,
    'after start': withLoad(r.started),
    healthy: withPeak(r.healthy),
    [`after ${PAGES.length} pages + ${r.images} images`]: withPeak(r.pages),
    [`idle ${IDLE_SECONDS} s after ${TRAFFIC_SECONDS} s of traffic`]: `${withLoad(r.idle)}, ${r.requests} requests`,
    'during traffic (sampled / peak)': `${f(r.traffic.max.rss)} / ${f(r.traffic.end.peak)}`,
    [`${RECOVERY_SECONDS} s after`]: withLoad(r.after[RECOVERY_SECONDS]!),
    'under 300 MB after': underAfter(r),
    target: `idle < ${r.target} MB${pglite(r) ? `, traffic <= ${TRAFFIC_TARGET_MB.peak} MB, < ${TRAFFIC_TARGET_MB.recovered} MB within ${RECOVERY_SECONDS} s` : ''}`,
    verdict: overTarget(r).join('; ') || 'ok',
  })),
)
// Where the idle figure goes: anonymous memory is V8's heap, memory outside it that V8 is told
// of (Buffers, ArrayBuffers), and the rest (PGlite's WebAssembly memory, glibc's heaps under
// libvips and Postgres' client, thread stacks); mapped files are code shared with other processes.
console.table(
  rows.flatMap((r) =>
    (['pages', 'traffic', 'idle'] as const).map((when) => {
      const p = r.probes[when]
      const at = when === 'traffic' ? r.traffic.end : r[when]
      return {
        configuration: r.configuration,
        when,
        rss: f(at.rss),
        'mapped files': f(at.file),
        anonymous: f(at.anon),
        'V8 heap (used)': p ? `${f(p.heapTotal)} (${f(p.heapUsed)})` : '—',
        'external (buffers)': p ? `${f(p.external)} (${f(p.arrayBuffers)})` : '—',
        'PGlite (wasm)': f(at.kinds?.wasm),
        'glibc main heap': f(at.kinds?.brk),
        'other anonymous': f(at.kinds?.other),
        'V8 spaces (size/used)': p
          ? Object.entries(p.spaces)
              .filter(([, [size]]) => size >= 1)
              .map(([name, [size, used]]) => `${name.replace('_space', '')} ${size.toFixed(0)}/${used.toFixed(0)}`)
              .join(', ')
          : '—',
        'sharp cache': p?.sharp ? `${p.sharp.cache.memory.current} MB, ${p.sharp.cache.items.current} items` : '—',
      }
    }),
  ),
)
if (rows.some((r) => overTarget(r).length)) process.exitCode = 1
