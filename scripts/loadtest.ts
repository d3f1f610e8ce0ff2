/**
 * `npm run loadtest`: the production build under load on loopback, bounded in time. A mix of
 * pages, listing data, search, and newsletter/contact submissions with distinct addresses (each
 * from an X-Forwarded-For of its own, the server trusting the proxy, so rate limits count every
 * shopper once). Passes when no request failed, none answered 5xx or any other non-2xx, the heap
 * (after a full GC) is back near its baseline, and every acknowledged submission is in the
 * database with its mail in the outbox. Prints the figures.
 *
 *   LOADTEST_DURATION=60 LOADTEST_CONNECTIONS=100 LOADTEST_TIMEOUT=30 LOADTEST_PORT=5790 npm run loadtest
 *
 * Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon, { type AutocannonRequest } from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDb, queryRows } from '../services/db'
import { startShop } from './lib/shop-process'

const duration = Number(process.env.LOADTEST_DURATION ?? 60)
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 100)
const port = Number(process.env.LOADTEST_PORT ?? 5790)
// Seconds a request may take before it counts as failed (a browser waits far longer).
const timeout = Number(process.env.LOADTEST_TIMEOUT ?? 30)

if (!existsSync('build/server.js')) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

// The server reports its memory after a full GC when sent SIGUSR2.
const probe = 'data:text/javascript,process.on("SIGUSR2",()=>{globalThis.gc();globalThis.gc();console.log("MEM "+JSON.stringify(process.memoryUsage()))})'
// Its own database folder, opened here after the server stops to check what was acknowledged.
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-load-'))
const server = await startShop({
  port,
  nodeArgs: ['--expose-gc', '--import', probe],
  env: { DATA_DIR: dataDir, TRUST_PROXY: '1', DATABASE_URL: '', SMTP_URL: '' },
})
const output = server.output
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await check()) return
  throw new Error(`timed out waiting for ${what}\n${output().slice(-2000)}`)
}

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number }
async function memory(): Promise<Memory> {
  const before = output().length
  server.child.kill('SIGUSR2')
  await until(() => output().slice(before).includes('MEM '), 'the memory report', 10_000)
  return JSON.parse(/MEM (\{.*\})/.exec(output().slice(before))![1]!) as Memory
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

let n = 0
const newsletterAcks: string[] = []
const contactAcks: string[] = []
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** One shopper's visit, cycled by every connection: pages, listing data, search, a sign-up, a message. */
const visit: AutocannonRequest[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/shop-all' },
  { method: 'GET', path: '/shop-all.data' },
  { method: 'GET', path: '/product/premium-earthing-flat-sheet' },
  { method: 'GET', path: '/api/predictive-search?q=mat' },
  { method: 'GET', path: '/sleep-products.data' },
  {
    method: 'POST',
    path: '/newsletter.data',
    setupRequest(request, context) {
      const i = ++n
      context.email = `load-${i}@example.com`
      return {
        ...request,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: form({ email: context.email as string, returnTo: '/' }),
      }
    },
    onResponse(status, body, context) {
      if (status === 200 && body.includes('"done"')) newsletterAcks.push(context.email as string)
    },
  },
  { method: 'GET', path: '/faq' },
  { method: 'GET', path: '/mats-products.data' },
  {
    method: 'POST',
    path: '/contact.data',
    setupRequest(request, context) {
      const i = ++n
      context.email = `contact-${i}@example.com`
      return {
        ...request,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: form({
          name: 'Load Test',
          email: context.email as string,
          phone: '',
          subject: 'Sheet sizes',
          message: `Message ${i}: do you have the fitted sheet in king size?`,
        }),
      }
    },
    onResponse(status, body, context) {
      if (status === 200 && body.includes('"done"')) contactAcks.push(context.email as string)
    },
  },
  { method: 'GET', path: '/cdn/shop/files/earthing-yoga-mat-1.png?width=400' },
]

/** Per path: requests sent and answered, and the slowest answer, so a failure names its route. */
const perPath = new Map<string, { sent: number; answered: number; slowest: number }>()
const measured: AutocannonRequest[] = visit.map((request) => {
  const stats = { sent: 0, answered: 0, slowest: 0 }
  perPath.set(`${request.method} ${request.path}`, stats)
  return {
    ...request,
    setupRequest(req, context) {
      stats.sent++
      context.started = Date.now()
      return request.setupRequest ? request.setupRequest(req, context) : req
    },
    onResponse(status, body, context) {
      stats.answered++
      stats.slowest = Math.max(stats.slowest, Date.now() - (context.started as number))
      request.onResponse?.(status, body, context)
    },
  }
})

let failed = false
const check = (ok: boolean, label: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`)
  if (!ok) failed = true
}

try {
  const url = server.url
  // Warm up (compiled code, caches), then take the baseline.
  for (const request of visit.filter((r) => r.method === 'GET')) await (await fetch(`${url}${request.path}`)).arrayBuffer()
  const baseline = await memory()

  console.log(`Load: ${connections} connections for ${duration} s against ${url} (${visit.length} requests per visit)`)
  const result = await autocannon({ url, connections, duration, timeout, requests: measured })

  await sleep(2000)
  const after = await memory()

  await server.stop()
  const database = await openDb({ dataDir })
  let missingSubscribers = 0
  let missingMessages = 0
  let subscriberCount = 0
  let messageCount = 0
  try {
    const subscribed = new Set(
      (
        await queryRows<{ email: string }>(
          database.db,
          sql`select s.email from subscribers s join mail_outbox m on m.to_address = s.email and m.kind = 'newsletter-welcome'`,
        )
      ).map((r) => r.email),
    )
    const messaged = new Set(
      (
        await queryRows<{ email: string }>(
          database.db,
          sql`select c.email from contact_messages c join mail_outbox m on m.to_address = c.email and m.kind = 'contact-acknowledgement'`,
        )
      ).map((r) => r.email),
    )
    subscriberCount = subscribed.size
    messageCount = messaged.size
    missingSubscribers = newsletterAcks.filter((e) => !subscribed.has(e)).length
    missingMessages = contactAcks.filter((e) => !messaged.has(e)).length
  } finally {
    await database.close()
  }

  const total = result.requests.total
  console.log('')
  console.log(`Requests        ${total} in ${result.duration.toFixed?.(1) ?? result.duration} s, ${result.requests.average.toFixed(0)} req/s on average`)
  console.log(`Latency         p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
  console.log(
    `Statuses        2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}; errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  console.log(
    `Submissions     ${newsletterAcks.length} sign-ups and ${contactAcks.length} messages acknowledged; in the database: ${subscriberCount} and ${messageCount}`,
  )
  for (const [path, stats] of perPath)
    console.log(`  ${path.padEnd(64)} ${String(stats.answered).padStart(6)} answered of ${String(stats.sent).padStart(6)}, slowest ${stats.slowest} ms`)
  console.log(`Memory (after GC) heap ${mb(baseline.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(baseline.rss)} → ${mb(after.rss)}`)
  console.log('')
  check(total > 0, 'requests were made')
  check(result.errors === 0 && result.timeouts === 0, 'no failed request (connection error or timeout)')
  check(result['5xx'] === 0, 'no 5xx')
  check(result.non2xx === 0, 'no answer other than 2xx')
  check(newsletterAcks.length > 0 && contactAcks.length > 0, 'submissions were acknowledged')
  check(missingSubscribers === 0, `every acknowledged sign-up is in the database with its mail (${missingSubscribers} missing)`)
  check(missingMessages === 0, `every acknowledged message is in the database with its mail (${missingMessages} missing)`)
  check(after.heapUsed <= baseline.heapUsed * 1.5 + 16 * 1024 * 1024, 'the heap is back near its baseline (within 1.5x + 16 MB)')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
