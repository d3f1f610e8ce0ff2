import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../config'
import { createApp } from '../../server/app'
import { consentCookie, defaultConsentSettings } from '../../shared/consent'
import { type Database, type Db, openDb, webVitals } from '../db'
import { testTargets } from '../db/testing'
import { MAX_BEACON_BYTES } from './beacon'
import { createVitalsHandler, VITALS_PATH } from './index'
import type { MetricName } from './metrics'
import { vitalsReport } from './report'

const SHOP = 'https://shop.test'

/** One metric as the page's module sends it (app/features/analytics/web-vitals.ts). */
const metric = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 2310.4,
  rating: 'good',
  id: 'v5-1764000000000-1',
  navigationType: 'navigate',
  pageType: 'product',
  market: 'SG',
  device: 'mobile',
  target: 'main > section.hero > img.hero__image',
  ...overrides,
})
const beacon = (...metrics: unknown[]) => JSON.stringify({ metrics })

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${VITALS_PATH}`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain', ...headers } })

/** percentile_cont's 75th percentile: linear interpolation between the two closest ranks. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = 0.75 * (sorted.length - 1)
  const below = sorted[Math.floor(rank)]!
  return below + (sorted[Math.ceil(rank)]! - below) * (rank - Math.floor(rank))
}

/** Seeded measures: `daysAgo` puts each in the 7-day window, only the 28-day one, or neither. */
type Seed = { name: MetricName; value: number; pageType: string; market: string; target?: string; daysAgo: number }
const seeds: Seed[] = [
  ...[1800, 2100, 2400, 2600, 3900].map((value) => ({ name: 'LCP' as const, value, pageType: 'product', market: 'SG', daysAgo: 0 })),
  ...[4200, 5100].map((value) => ({ name: 'LCP' as const, value, pageType: 'product', market: 'SG', daysAgo: 10 })),
  ...[0.01, 0.02, 0.05, 0.3].map((value) => ({ name: 'CLS' as const, value, pageType: 'product', market: 'SG', daysAgo: 1 })),
  ...[300, 500, 700].map((value) => ({ name: 'TTFB' as const, value, pageType: 'index', market: 'MY', daysAgo: 2 })),
  { name: 'FCP', value: 3500, pageType: 'index', market: 'MY', daysAgo: 3 },
  ...[180, 260, 540, 610].map((value) => ({ name: 'INP' as const, value, pageType: 'product', market: 'SG', target: 'button.add-to-cart', daysAgo: 1 })),
  ...[90, 120].map((value) => ({ name: 'INP' as const, value, pageType: 'collection', market: 'SG', target: 'a.product-card', daysAgo: 2 })),
  { name: 'INP', value: 700, pageType: 'page', market: 'SG', target: 'details.faq > summary', daysAgo: 12 },
  ...[300, 320, 340].map((value) => ({ name: 'INP' as const, value, pageType: 'search', market: 'SG', target: 'input#search', daysAgo: 5 })),
  // No target (an interaction web-vitals could not name): in its page's figures, not among the interactions.
  { name: 'INP', value: 2000, pageType: 'search', market: 'SG', daysAgo: 5 },
  // Past both windows.
  { name: 'LCP', value: 9000, pageType: 'cart', market: 'SG', daysAgo: 40 },
]

async function seed(db: Db) {
  const now = Date.now()
  await db.insert(webVitals).values(
    seeds.map((s) => ({
      name: s.name,
      value: s.value,
      rating: 'good',
      pageType: s.pageType,
      market: s.market,
      device: 'mobile',
      navigationType: 'navigate',
      target: s.target ?? null,
      receivedAt: new Date(now - s.daysAgo * 86_400_000 - 60_000),
    })),
  )
}

/** What the report should say of the seeds within `days`, computed from them. */
function expectedRows(days: number) {
  const groups = new Map<string, number[]>()
  for (const s of seeds.filter((s) => s.daysAgo < days)) {
    const key = `${s.pageType} ${s.market} ${s.name}`
    groups.set(key, [...(groups.get(key) ?? []), s.value])
  }
  return new Map([...groups].map(([key, values]) => [key, { p75: p75(values), samples: values.length }]))
}

/** The verdicts by Core Web Vitals' thresholds, worked out by hand from the seeds. */
const verdicts: Record<number, Record<string, string>> = {
  7: {
    'product SG LCP': 'needs-improvement', // 2600 ms
    'product SG CLS': 'needs-improvement', // 0.1125
    'product SG INP': 'poor', // 557.5 ms
    'index MY TTFB': 'good', // 600 ms
    'index MY FCP': 'poor', // 3500 ms
    'collection SG INP': 'good', // 112.5 ms
    'search SG INP': 'poor', // 755 ms: the untargeted 2000 counts here
  },
  28: {
    'product SG LCP': 'poor', // 4050 ms with the older two
    'product SG CLS': 'needs-improvement',
    'product SG INP': 'poor',
    'index MY TTFB': 'good',
    'index MY FCP': 'poor',
    'collection SG INP': 'good',
    'page SG INP': 'poor', // 700 ms
    'search SG INP': 'poor',
  },
}

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`Core Web Vitals from the field on ${target.name}`, () => {
    let database: Database
    let n = 0
    const handler = (options: Partial<Parameters<typeof createVitalsHandler>[0]> = {}) =>
      createVitalsHandler({ db: Promise.resolve(database.db), consent: defaultConsentSettings, log: { error: vi.fn() }, ...options })
    const send = (h: ReturnType<typeof createVitalsHandler>, request: Request) => h(request, { clientIp: `10.7.0.${++n % 250}` })
    const stored = () => database.db.select().from(webVitals)

    beforeAll(async () => {
      database = await target.open()
    }, 120_000)
    afterAll(() => database?.close())
    beforeEach(() => database.db.delete(webVitals))

    it('keeps a well-formed beacon, one row per metric, with no address', async () => {
      const response = await send(
        handler(),
        post(
          beacon(
            metric(),
            metric({ name: 'INP', value: 312, rating: 'needs-improvement', target: 'form > button.add-to-cart' }),
            metric({ name: 'CLS', value: 0.02, target: undefined }),
            metric({ name: 'TTFB', value: 95.5, navigationType: 'back-forward-cache', target: undefined }),
          ),
        ),
      )
      expect(response.status).toBe(204)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      const rows = await stored()
      expect(rows.map(({ id: _id, receivedAt: _at, ...row }) => row).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'CLS', value: 0.02, rating: 'good', pageType: 'product', market: 'SG', device: 'mobile', navigationType: 'navigate', target: null },
        {
          name: 'INP',
          value: 312,
          rating: 'needs-improvement',
          pageType: 'product',
          market: 'SG',
          device: 'mobile',
          navigationType: 'navigate',
          target: 'form > button.add-to-cart',
        },
        {
          name: 'LCP',
          value: 2310.4,
          rating: 'good',
          pageType: 'product',
          market: 'SG',
          device: 'mobile',
          navigationType: 'navigate',
          target: 'main > section.hero > img.hero__image',
        },
        { name: 'TTFB', value: 95.5, rating: 'good', pageType: 'product', market: 'SG', device: 'mobile', navigationType: 'back-forward-cache', target: null },
      ])
    })

    it('keeps nothing from a visitor in Germany until they allow analytics; Global Privacy Control alone does not stop it', async () => {
      const h = handler()
      const body = beacon(metric())
      expect((await send(h, post(body, { 'CF-IPCountry': 'DE' }))).status).toBe(204)
      const declined = consentCookie({ analytics: false, marketing: true, preferences: true, saleOfData: true }, true).split(';')[0]!
      expect((await send(h, post(body, { 'CF-IPCountry': 'DE', Cookie: declined }))).status).toBe(204)
      expect(await stored()).toEqual([])

      // GPC opts out of marketing and the sale of data only: speed is still measured.
      expect((await send(h, post(body, { 'CF-IPCountry': 'SG', 'Sec-GPC': '1' }))).status).toBe(204)
      const accepted = consentCookie({ analytics: true, marketing: false, preferences: false, saleOfData: false }, true).split(';')[0]!
      expect((await send(h, post(beacon(metric({ market: 'DE' })), { 'CF-IPCountry': 'DE', Cookie: accepted, 'Sec-GPC': '1' }))).status).toBe(204)
      expect((await stored()).map((r) => r.market).sort()).toEqual(['DE', 'SG'])
    })

    it('answers every malformed beacon with a 4xx and keeps nothing, never a 5xx', async () => {
      const h = handler()
      const cases: [string, string, number][] = [
        ['not JSON', 'not json', 400],
        ['NaN as JavaScript writes it', '{"metrics":[{"name":"LCP","value":NaN}]}', 400],
        ['no metrics', '{}', 400],
        ['metrics not a list', JSON.stringify({ metrics: metric() }), 400],
        ['an empty list', beacon(), 400],
        ['21 metrics', beacon(...Array.from({ length: 21 }, () => metric())), 400],
        ['FID, gone from Core Web Vitals', beacon(metric({ name: 'FID' })), 400],
        ['NaN (JSON.stringify writes null)', beacon(metric({ value: NaN })), 400],
        ['a value as text', beacon(metric({ value: '2310' })), 400],
        ['a negative value', beacon(metric({ value: -1 })), 400],
        ['an infinite value', beacon(metric()).replace('2310.4', '1e400'), 400],
        ['an LCP past ten minutes', beacon(metric({ value: 600_001 })), 400],
        ['a CLS past 100', beacon(metric({ name: 'CLS', value: 101, target: undefined })), 400],
        ['a rating web-vitals does not give', beacon(metric({ rating: 'ok' })), 400],
        ['a page type the shop does not have', beacon(metric({ pageType: 'checkout' })), 400],
        ['a market in lower case', beacon(metric({ market: 'sg' })), 400],
        ['a market of three letters', beacon(metric({ market: 'SGP' })), 400],
        ['a device class beyond the two', beacon(metric({ device: 'tablet' })), 400],
        ['a long navigation type', beacon(metric({ navigationType: 'n'.repeat(33) })), 400],
        ['a target past 200 characters', beacon(metric({ target: 'x'.repeat(201) })), 400],
        ['NUL in a target', beacon(metric({ target: 'button\u0000' })), 400],
        ['a lone surrogate in a target', beacon(metric({ target: 'img.\ud800' })), 400],
        ['NUL in a key', beacon({ ...metric(), 'x\u0000': 1 }), 400],
        ['past 8 KB', 'x'.repeat(MAX_BEACON_BYTES + 1), 413],
        ['past 8 KB, well formed', beacon(...Array.from({ length: 20 }, () => metric({ target: 'y'.repeat(200), id: 'i'.repeat(100) }))), 413],
      ]
      for (const [what, body, status] of cases) {
        const response = await send(h, post(body))
        expect(response.status, what).toBe(status)
        expect(response.headers.get('Cache-Control'), what).toBe('no-store')
      }
      expect(await stored()).toEqual([])
    })

    it('limits the beacons of one address with a 429 that says when to come back', async () => {
      const h = handler({ limit: { max: 2, windowSeconds: 60 } })
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await h(post(beacon(metric())), { clientIp: '10.6.6.6' }))
      expect(answers.map((r) => r.status)).toEqual([204, 204, 429])
      const limited = answers[2]!
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(limited.headers.get('Cache-Control')).toBe('no-store')
      expect((await stored()).length).toBe(2)
    })

    it('deletes metrics past their retention, at most once an hour', async () => {
      let now = 1_800_000_000_000
      const h = handler({ retentionDays: 400, now: () => now })
      const row = { name: 'LCP', value: 2000, rating: 'good', pageType: 'index', market: 'SG', device: 'mobile', navigationType: 'navigate' }
      const keptSince = async () => (await stored()).map((r) => (Date.now() - r.receivedAt.getTime() > 400 * 86_400_000 ? 'old' : 'fresh')).sort()
      await database.db.insert(webVitals).values({ ...row, receivedAt: new Date(Date.now() - 500 * 86_400_000) })
      expect((await send(h, post(beacon(metric())))).status).toBe(204)
      expect(await keptSince()).toEqual(['fresh'])

      // Within the hour nothing is deleted; past it, what has aged since is.
      await database.db.execute(sql`update web_vitals set received_at = now() - interval '401 days'`)
      now += 59 * 60_000
      expect((await send(h, post(beacon(metric())))).status).toBe(204)
      expect(await keptSince()).toEqual(['fresh', 'old'])
      now += 2 * 60_000
      expect((await send(h, post(beacon(metric())))).status).toBe(204)
      expect(await keptSince()).toEqual(['fresh', 'fresh'])
    })

    it('takes beacons at VITALS_PATH through the server, and answers any other method with a 405 naming POST', async () => {
      const app = createApp({
        config: loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: SHOP }),
        build: () => Promise.reject(new Error('no pages asked for')) as Promise<ServerBuild>,
        storefront: { client: { request: () => Promise.reject(new Error('no store')) }, checkoutOrigin: SHOP },
        vitals: handler(),
      })
      expect((await app.fetch(post(beacon(metric())))).status).toBe(204)
      expect((await stored()).length).toBe(1)
      const get = await app.fetch(new Request(`${SHOP}${VITALS_PATH}`))
      expect(get.status).toBe(405)
      expect(get.headers.get('Allow')).toBe('POST')
      expect(get.headers.get('Cache-Control')).toBe('no-store')
    })

    it('reports each metric’s 75th percentile, samples and verdict per page type and market over 7 and 28 days, and the slowest interactions in order', async () => {
      await seed(database.db)
      const report = await vitalsReport(database.db)
      expect(report.windows.map((w) => w.days)).toEqual([7, 28])
      for (const { days, rows } of report.windows) {
        const expected = expectedRows(days)
        expect(rows.map((r) => `${r.pageType} ${r.market} ${r.metric}`).sort(), `${days} days`).toEqual([...expected.keys()].sort())
        expect(Object.keys(verdicts[days]!).sort()).toEqual([...expected.keys()].sort())
        for (const row of rows) {
          const key = `${row.pageType} ${row.market} ${row.metric}`
          expect(row.p75, `${days} days: ${key}`).toBeCloseTo(expected.get(key)!.p75, 6)
          expect(row.samples, `${days} days: ${key}`).toBe(expected.get(key)!.samples)
          expect(row.verdict, `${days} days: ${key}`).toBe(verdicts[days]![key])
        }
      }
      // Within a page type and market, LCP, INP and CLS come first.
      expect(report.windows[0]!.rows.filter((r) => r.pageType === 'product').map((r) => r.metric)).toEqual(['LCP', 'INP', 'CLS'])

      const interactions = new Map<string, number[]>()
      for (const s of seeds) if (s.name === 'INP' && s.target) interactions.set(s.target, [...(interactions.get(s.target) ?? []), s.value])
      const worst = [...interactions].map(([target, values]) => ({ target, p75: p75(values), interactions: values.length })).sort((a, b) => b.p75 - a.p75)
      expect(report.worstInteractions.map((i) => i.target)).toEqual(['details.faq > summary', 'button.add-to-cart', 'input#search', 'a.product-card'])
      expect(report.worstInteractions.map((i) => i.target)).toEqual(worst.map((i) => i.target))
      report.worstInteractions.forEach((i, at) => {
        expect(i.p75).toBeCloseTo(worst[at]!.p75, 6)
        expect(i.interactions).toBe(worst[at]!.interactions)
      })
    })
  })
}

describe('the vitals endpoint when its database fails', () => {
  it('answers 503 with the usual message, logs the cause and sends none of the database’s text', async () => {
    const failing = {
      insert: () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (user shop)')
      },
    } as unknown as Db
    const log = { error: vi.fn() }
    const h = createVitalsHandler({ db: Promise.resolve(failing), consent: defaultConsentSettings, log })
    const response = await h(post(beacon(metric())), { clientIp: '10.5.5.5' })
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: 'The service is temporarily unavailable. Please try again later.' })
    expect(text).not.toContain('10.0.0.5')
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED 10.0.0.5'))
  })

  it('checks a beacon and keeps nothing when the shop has no database of its own', async () => {
    const h = createVitalsHandler({ db: null, consent: defaultConsentSettings })
    expect((await h(post(beacon(metric())), { clientIp: '10.5.5.5' })).status).toBe(204)
    expect((await h(post(beacon(metric({ name: 'FID' }))), { clientIp: '10.5.5.5' })).status).toBe(400)
  })
})

/** `npm run vitals` as the owner runs it: its own process, its output, its exit code. */
const runScript = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/vitals.ts', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout, err: stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout, err: error.stderr }),
  )

// Each run starts Node with tsx and opens PGlite: seconds on a busy machine; nothing waits for time.
describe('npm run vitals', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'groundwell-vitals-'))
    const database = await openDb({ dataDir: dir })
    await seed(database.db)
    await database.close()
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('prints each window’s table of 75th percentiles and verdicts, then the slowest interactions', async () => {
    const { code, out, err } = await runScript([], { DATA_DIR: dir })
    expect(code, err).toBe(0)
    const week = out.indexOf('Core Web Vitals, the last 7 days')
    const month = out.indexOf('Core Web Vitals, the last 28 days')
    const slowest = out.indexOf('Slowest interactions (INP), the last 28 days')
    expect(week).toBeGreaterThanOrEqual(0)
    expect(month).toBeGreaterThan(week)
    expect(slowest).toBeGreaterThan(month)
    // console.table's cells, strings without their quotes.
    const cellsOf = (line: string | undefined) => (line ?? '').split('│').map((c) => c.trim().replace(/^'(.*)'$/, '$1'))
    const lineOf = (table: string, pageType: string, market: string, name: string) =>
      table.split('\n').find((line) => {
        const cells = cellsOf(line)
        return cells.includes(pageType) && cells.includes(market) && cells.includes(name)
      })
    const shown = (name: MetricName, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`)
    for (const [days, table] of [
      [7, out.slice(week, month)],
      [28, out.slice(month, slowest)],
    ] as const) {
      for (const [key, { p75: value, samples }] of expectedRows(days)) {
        const [pageType, market, name] = key.split(' ') as [string, string, MetricName]
        const cells = cellsOf(lineOf(table, pageType, market, name))
        expect(cells, `${days} days: ${key}`).toEqual(expect.arrayContaining([shown(name, value), String(samples), verdicts[days]![key]]))
      }
    }
    const interactions = out.slice(slowest).split('\n')
    const order = ['details.faq > summary', 'button.add-to-cart', 'input#search', 'a.product-card'].map((t) => interactions.findIndex((l) => l.includes(t)))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(cellsOf(interactions[order[0]!])).toEqual(expect.arrayContaining(['details.faq > summary', '700 ms', '1']))
  })

  it('prints its usage with --help, and refuses an option it does not take', async () => {
    expect(await runScript(['--help'], { DATA_DIR: dir })).toMatchObject({ code: 0, out: expect.stringContaining('Usage: npm run vitals') })
    const refused = await runScript(['--days', '7'], { DATA_DIR: dir })
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('Usage: npm run vitals')
  })
})
