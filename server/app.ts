import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { compress } from 'hono/compress'
import { compressPages } from './compress-pages'
import { isbot } from 'isbot'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { Config } from '../config'
import { inMarket } from '../app/lib/storefront/market'
import { marketFromPath } from '../shared/markets'
import { marketOfPath, onlyMarketCookie } from '../app/lib/market-path'
import { sameSitePath } from '../app/lib/same-site-path'
import { createFunctionsClient, type FunctionsClient, sharedReads, sharingReads } from '../app/lib/functions'
import { bodyLimits } from './body-limits'
import type { PageCache } from './page-cache'
import { pagePath } from './page-params'
import { securityHeaders } from './security'
import type { Storefront } from './storefront'
import { MONORAIL_PATH } from '../services/analytics/monorail'
import { VITALS_PATH } from '../services/vitals/beacon'
import { TRACKING_COOKIES_PATH } from '../services/analytics/tracking-cookies'

/** The embedded backend functions: a Web `Request → Response` handler that also gets the caller's address. */
export type EmbeddedFunctions = (request: Request, info: { clientIp: string }) => Promise<Response>

/** The database's answer to "can the shop write?": when not, why (logged, never sent). */
export type WriteHealth = { ok: true } | { ok: false; reason: string }

export type AppOptions = {
  config: Config
  /** The React Router server build, or a loader of it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Folder of the client build; unset in development, where Vite serves the assets. */
  clientDir?: string
  storefront: Storefront
  /** Mounted on /functions/v1/* when no hosted backend (SUPABASE_URL) is configured. */
  functions?: EmbeddedFunctions
  /** Shopify's storefront analytics from the pages (MONORAIL_PATH): kept on the embedded defaults, or passed on to the store. */
  analytics?: EmbeddedFunctions
  /** The visitor's tracking cookies, asked for by hydrogen-react's `useShopifyCookies` (TRACKING_COOKIES_PATH). */
  trackingCookies?: (request: Request) => Promise<Response>
  /** Real shoppers' Core Web Vitals from the pages (VITALS_PATH): kept in the shop's own database, whatever the store. */
  vitals?: EmbeddedFunctions
  /** Rendered pages kept in memory (production); unset, every page is rendered for its request. */
  pageCache?: PageCache
  /** False while the shop is still starting (its database opening); /healthz answers 503 until then. */
  isReady?: () => boolean
  /**
   * Whether the shop can take writes now (its database reachable, its migrations applied), asked
   * by /healthz once the shop is ready; unset, a shop with no database of its own always can.
   */
  canWrite?: () => Promise<WriteHealth>
  /**
   * The embedded functions' data version, when this process is their database's only client
   * (PGlite): shared reads are then kept until it changes (`sharingReads`).
   */
  dataVersion?: () => number | undefined
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const NO_STORE = { 'Cache-Control': 'no-store' }
/** Pages are the same for every shopper (the cart lives in the browser), so a CDN may keep them briefly. */
export const HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** Loader data fetched ahead of a tap: this shopper's browser keeps it a minute, no one else. */
export const PREFETCH_CACHE = 'private, max-age=60'
const isPrefetch = (request: Request) => request.method === 'GET' && (request.headers.get('Sec-Purpose') ?? '').includes('prefetch')
/** React Router's loader data (`/path.data`), sent as a turbo-stream. */
const isLoaderData = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/x-script')

/** The page cache's key of a request, or null when the answer may depend on the caller. */
function pageKey(request: Request): string | null {
  // The remembered market (`market=MY`) is read in the browser only: no page depends on it.
  const cookie = request.headers.get('Cookie')
  if (request.method !== 'GET' || (cookie !== null && !onlyMarketCookie(cookie)) || request.headers.has('Authorization')) return null
  const url = new URL(request.url)
  // React Router's route discovery (/__manifest?paths=…) answers its query: not a page.
  // Every market's API (`/en-my/api/…`) is an API too. A cart link (`/cart/123:1?note=…`) makes
  // a cart each time, and a discount link keeps a code, each from its whole query.
  const path = marketFromPath(url.pathname).path
  if (url.pathname.endsWith('.data') || /^\/(api|cart|discount)\//.test(path) || url.pathname === '/__manifest') return null
  // Crawlers get the whole document at once, shoppers a stream: two different documents.
  // Only the parameters the page reads tell pages apart (?utm_source=… is the page without it).
  const agent = request.headers.get('User-Agent')
  return `${agent && isbot(agent) ? 'crawler' : 'browser'} ${pagePath(url)}`
}

/** The request with only the query parameters its page reads. */
function withPagePath(request: Request): Request {
  const url = new URL(request.url)
  const clean = new URL(pagePath(url), url.origin)
  if (clean.href === url.href) return request
  return new Request(clean, { method: request.method, headers: request.headers, signal: request.signal })
}

/** What the page cache may keep: what a CDN may keep, and only a page found (a 404 is logged each time). */
const isShareablePage = (response: Response) =>
  response.status === 200 && response.headers.get('Cache-Control') === HTML_CACHE && !response.headers.has('Set-Cookie')

/** The caller's address: the socket's peer, or the last X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hop = c.req.header('X-Forwarded-For')?.split(',').pop()?.trim()
    if (hop) return hop
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** The route of the embedded functions: each request handed over with the caller's address. */
export function functionsRoute(functions: EmbeddedFunctions, trustProxy: boolean) {
  return (c: Context) => functions(c.req.raw, { clientIp: clientIp(c, trustProxy) })
}

/**
 * One functions client for the app's actions: the hosted project's, or the embedded handler called
 * in-process. Either way the shopper's address goes with each call (X-Forwarded-For to a hosted
 * project), so per-address rate limits count shoppers, not the shop.
 */
function functionsClientFor(config: Config, functions: EmbeddedFunctions | undefined, ip: string): FunctionsClient {
  const forwardedFor = ip === 'unknown' ? null : ip
  if (config.supabase) return createFunctionsClient({ url: config.supabase.url, anonKey: config.supabase.anonKey, forwardedFor })
  return createFunctionsClient({
    url: config.siteUrl,
    anonKey: 'embedded',
    fetch: async (input, init) => {
      if (!functions) throw new Error('No backend functions are configured')
      return functions(new Request(input, init), { clientIp: ip })
    },
  })
}

/**
 * The write check as /healthz asks it: one check at a time, its answer kept for a second, so a
 * load balancer (or anyone) polling hard costs the database one query a second. A change of
 * answer is logged once, with its reason.
 */
export function writeProbe(check: () => Promise<WriteHealth>, log: Pick<Console, 'error' | 'log'> = console, keepMs = 1000) {
  let last: { at: number; answer: Promise<WriteHealth> } | null = null
  let wasOk = true
  return () => {
    const now = performance.now()
    if (last && now - last.at < keepMs) return last.answer
    const answer = check().then((health) => {
      if (health.ok !== wasOk) {
        if (health.ok) log.log('[healthz] the database takes writes again')
        else log.error(`[healthz] not ready for writes: ${health.reason}`)
      }
      wasOk = health.ok
      return health
    })
    last = { at: now, answer }
    return answer
  }
}

export function createApp({
  config,
  build,
  clientDir,
  storefront,
  functions,
  analytics,
  trackingCookies,
  vitals,
  pageCache,
  isReady = () => true,
  canWrite,
  dataVersion,
}: AppOptions) {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>()
  const handle = createRequestHandler(build, config.mode === 'production' ? 'production' : 'development')
  // Kept answers only for the embedded functions: a hosted project's database has other writers.
  const reads = sharedReads(functions && !config.supabase ? dataVersion : undefined)

  // First, so every answer carries them: the health checks and the redirects too.
  if (config.mode === 'production') app.use(securityHeaders(config))

  // Liveness: the process answers. A supervisor restarts the shop only when this fails.
  app.get('/livez', (c) => c.json({ status: 'alive' }, 200, NO_STORE))
  // Readiness: everything a shopper can do works, sign-ups included (the database reachable, its
  // migrations applied). A load balancer sends traffic only while it answers 200; pages are
  // served meanwhile to whoever asks. The reason of a 503 is logged, not sent.
  const probe = canWrite ? writeProbe(canWrite) : null
  app.get('/healthz', async (c) => {
    if (!isReady()) return c.json({ status: 'starting' }, 503, NO_STORE)
    const health = probe ? await probe() : { ok: true }
    return health.ok ? c.json({ status: 'ok' }, 200, NO_STORE) : c.json({ status: 'unavailable' }, 503, NO_STORE)
  })

  // One URL per page: /faq/ and /faq//x redirect to their canonical form. A URL too long to
  // be a page's is not redirected (sameSitePath): it is not found where it is.
  app.use(async (c, next) => {
    const url = new URL(c.req.url)
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const trimmed = url.pathname.replace(/\/+$/, '') || '/'
      const target = sameSitePath(`${trimmed.replace(/^\/+/, '/')}${url.search}`)
      if (target) return c.redirect(target, 301)
    }
    await next()
  })

  // Every 405 names what is allowed. A route that serves other methods (an action's POST, an
  // API's) names them itself; the ones without are React Router's pages that have no action.
  app.use(async (c, next) => {
    await next()
    if (c.res.status === 405 && !c.res.headers.has('Allow')) c.res.headers.set('Allow', 'GET, HEAD')
  })

  // Each route's body limit: the review form's photos up to their limit, every other body small.
  app.use(bodyLimits())
  app.use(compress())
  // Inside hono's: pages are compressed here, flushed as React sends them (compress-pages.ts).
  app.use(compressPages())
  // Before the Storefront API's own routes: this operation of its unstable version is answered here.
  if (trackingCookies) {
    app.post(TRACKING_COOKIES_PATH, (c) => trackingCookies(c.req.raw))
    app.all(TRACKING_COOKIES_PATH, (c) => c.json({ error: 'Use POST' }, 405, { Allow: 'POST', ...NO_STORE }))
  }
  if (storefront.routes) app.route('/', storefront.routes)

  if (analytics) {
    app.post(MONORAIL_PATH, (c) => analytics(c.req.raw, { clientIp: clientIp(c, config.trustProxy) }))
    app.all(MONORAIL_PATH, (c) => c.json({ error: 'Use POST' }, 405, { Allow: 'POST', ...NO_STORE }))
  }
  if (vitals) {
    app.post(VITALS_PATH, (c) => vitals(c.req.raw, { clientIp: clientIp(c, config.trustProxy) }))
    app.all(VITALS_PATH, (c) => c.json({ error: 'Use POST' }, 405, { Allow: 'POST', ...NO_STORE }))
  }

  // The embedded backend functions (Supabase contract), when no hosted backend is configured.
  if (functions && !config.supabase) {
    app.all('/functions/v1/*', functionsRoute(functions, config.trustProxy))
  }

  if (clientDir) {
    app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }))
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    )
  }

  app.all('*', async (c) => {
    const nonce = c.get('secureHeadersNonce') ?? ''
    const key = pageCache && pageKey(c.req.raw)
    // A copy for everyone is rendered from the URL as its page reads it: nothing else that
    // came with the first request for it (?utm_source=…) can end up in every shopper's copy.
    const request = key ? withPagePath(c.req.raw) : c.req.raw
    const render = async () => {
      const report = { failed: false }
      const response = await handle(request, {
        siteUrl: config.siteUrl,
        consent: config.consent,
        vitalsSampleRate: config.vitalsSampleRate,
        nonce,
        // The URL's market decides the store's context of every operation the page sends
        // (its currency, its availability): each market's pages are their own (decision 086 (090)).
        storefront: inMarket(storefront.client, marketOfPath(new URL(request.url).pathname)),
        checkoutOrigin: storefront.checkoutOrigin,
        shopPayStore: config.store ? storefront.checkoutOrigin : null,
        functions: sharingReads(functionsClientFor(config, functions, clientIp(c, config.trustProxy)), reads),
        render: report,
      })
      if (!response.headers.has('Cache-Control')) {
        const isPage = (response.headers.get('Content-Type') ?? '').startsWith('text/html')
        // A response that sets a cookie answers one shopper: never shared.
        const personal = response.headers.has('Set-Cookie')
        const cacheable = c.req.method === 'GET' && isPage && !personal && (response.status === 200 || response.status === 404)
        // The browser keeps a prefetched answer only if it may: loader data asked for ahead of a
        // tap (React Router's prefetch, `Sec-Purpose: prefetch`) is kept a minute, so the tap
        // that follows (a sort, a card) finds its data there. Any other data answer is not stored.
        const prefetched = isPrefetch(c.req.raw) && isLoaderData(response) && !personal && response.status === 200
        response.headers.set('Cache-Control', cacheable ? HTML_CACHE : prefetched ? PREFETCH_CACHE : 'no-store')
      }
      return { response, keepable: isShareablePage(response), intact: () => !report.failed && !c.req.raw.signal.aborted }
    }
    return key ? pageCache.serve(key, nonce, render) : (await render()).response
  })

  return app
}
