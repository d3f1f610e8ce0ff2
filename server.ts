import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { brand, contact } from './shared/shop'
import { ConfigError, loadConfig, type Config } from './config'
import { createApp } from './server/app'
import { createPageCache } from './server/page-cache'
import { createStorefront } from './server/storefront'
import { storefrontEndpoint } from './app/lib/storefront/client'
import { boundHeapGrowth, releaseMemoryWhenIdle } from './server/idle-memory'
import { applyIdleTimeout, serverTimeoutOptions, withBodyDeadline, withIdleDeadlineOnClient } from './server/timeouts'
import { createAnalyticsHandler } from './services/analytics'
import { createTrackingCookiesHandler } from './services/analytics/tracking-cookies'
import { createVitalsHandler } from './services/vitals'
import { type Database, openDb } from './services/db'
import { codePolicy } from './services/functions/discount-codes'
import { type EmbeddedBackend, startEmbeddedBackend } from './services/functions/embedded'
import { shopIdentity } from './services/functions'
import { storefrontLookup } from './services/functions/back-in-stock'

/** Composition root: reads the configuration, mounts the shop and serves it until SIGTERM. */
async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  // One database for whatever runs embedded: the backend functions and the store's carts. It opens
  // in the background (requests that need it wait); if it cannot open, stop.
  let openedDb: Database | null = null
  const database =
    !config.supabase || !config.store ? openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined }) : null
  database?.then(
    (db) => (openedDb = db),
    (error: Error) => {
      console.error(`The database could not be opened: ${error.message}`)
      process.exit(1)
    },
  )

  const storefront = createStorefront(config, { db: database?.then((d) => d.db) ?? null })
  // The embedded backend (functions, mail) when no hosted backend is configured.
  let backend: EmbeddedBackend | null = null
  if (database && !config.supabase) {
    const variants = storefrontLookup((query, variables) => storefront.client.request(query, variables))
    const supportEmail = config.supportEmail ?? contact.email
    const codes = codePolicy({ realStore: Boolean(config.store), adminToken: Boolean(config.shopifyAdminToken), sharedCode: config.newsletterDiscountCode })
    if (codes.warning) console.warn(`Warning: ${codes.warning}`)
    backend = startEmbeddedBackend({
      database,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom ?? `${brand.name} <${supportEmail}>`,
      allowedOrigin: new URL(config.siteUrl).origin,
      shop: shopIdentity(config.siteUrl, supportEmail),
      codes: codes.policy,
      shopifyAdmin: config.store && config.shopifyAdminToken ? { domain: config.store.domain, token: config.shopifyAdminToken } : null,
      webhookSecret: config.shopifyWebhookSecret,
      // Back in stock: the webhook tells when one is configured; otherwise the store is asked.
      backInStockCheck: config.shopifyWebhookSecret ? null : { lookup: variants, intervalMs: config.backInStockCheckMinutes * 60_000 },
      variants,
    })
    backend.ready.catch(() => {
      // Reported above, where the database is opened.
    })
  }
  const functions = backend?.handle
  // Started once the database is open (and, with the embedded backend, its mail worker running).
  let ready = !database
  void (backend?.ready ?? database)?.then(
    () => (ready = true),
    () => {},
  )
  const isReady = () => ready
  // Asked by /healthz once ready: a database gone away (or restored without its migrations) makes
  // the shop unready for writes, so a load balancer stops sending it sign-ups that would get 503.
  const canWrite = database
    ? () => (openedDb ? openedDb.health() : Promise.resolve({ ok: false as const, reason: 'the database is still opening' }))
    : undefined
  // PGlite's writes, all this process's own: the functions' reads hold while they do not change.
  const dataVersion = () => openedDb?.dataVersion?.()
  // Shopify's storefront analytics: passed on to a real store, kept in the embedded database otherwise.
  const analytics =
    config.store || database
      ? createAnalyticsHandler({
          db: database?.then((d) => d.db) ?? null,
          forwardTo: config.store ? new URL(storefrontEndpoint(config.store.domain)).origin : null,
          consent: config.consent,
          retentionDays: config.analyticsRetentionDays,
        })
      : undefined
  // The visitor's tracking cookies for those analytics, from the real store or set here.
  const trackingCookies = createTrackingCookiesHandler({
    consent: config.consent,
    forwardTo: config.store ? new URL(storefrontEndpoint(config.store.domain)).origin : null,
    storefrontToken: config.store?.token,
    secure: new URL(config.siteUrl).protocol === 'https:',
  })
  // Real shoppers' Core Web Vitals: kept in the shop's own database with a real store too (Shopify
  // does not take them); with no database of its own (Supabase and a store), checked and dropped.
  const vitals = createVitalsHandler({
    db: database?.then((d) => d.db) ?? null,
    consent: config.consent,
    retentionDays: config.analyticsRetentionDays,
  })

  let listener: (req: IncomingMessage, res: ServerResponse) => void
  if (config.mode === 'production') {
    const buildUrl = pathToFileURL(path.resolve('build/server/index.js')).href
    const build = (await import(buildUrl)) as ServerBuild
    const app = createApp({
      config,
      build,
      storefront,
      functions,
      analytics,
      trackingCookies,
      vitals,
      isReady,
      canWrite,
      dataVersion,
      pageCache: createPageCache({ ttlMs: config.pageCacheSeconds * 1000 }),
      clientDir: path.relative(process.cwd(), path.resolve('build/client')),
    })
    listener = getRequestListener(app.fetch)
  } else {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true }, appType: 'custom' }))
    const app = createApp({
      config,
      storefront,
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      functions,
      analytics,
      trackingCookies,
      vitals,
      isReady,
      canWrite,
      dataVersion,
    })
    const honoListener = getRequestListener(app.fetch)
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res))
  }

  // Memory: collected sooner under traffic, and given back once the shop falls quiet.
  boundHeapGrowth()
  const idle = releaseMemoryWhenIdle()
  const counted = listener
  listener = (req, res) => {
    idle.touch()
    counted(req, res)
  }
  // Slow connections are closed: headers within 10 s, small bodies within 15 s, any request within 2 min.
  const server = createServer(serverTimeoutOptions(), withIdleDeadlineOnClient(withBodyDeadline(listener)))
  applyIdleTimeout(server)
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to a free one.` : `Server error: ${error.message}`)
    process.exit(1)
  })
  server.listen(config.port, () => {
    console.log(`Shop ready on ${config.siteUrl} (${config.mode}, port ${config.port})`)
  })

  // Finish in-flight requests, then exit; give up after 10 s.
  const shutdown = (signal: string) => {
    console.log(`${signal} received: closing the server`)
    server.close(() => {
      // Let the mail worker finish a delivery in progress and the database flush.
      // A database still opening is not waited for: the next start completes it.
      void (backend?.close() ?? Promise.resolve())
        .then(() => openedDb?.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    })
    server.closeIdleConnections()
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

void main()
