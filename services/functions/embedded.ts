import path from 'node:path'
import { type Database, openDb } from '../db'
import { createMailWorker, type MailWorker } from '../mail/worker'
import { adminApi } from '../shopify-admin/client'
import { type AdminWorker, createAdminWorker } from '../shopify-admin/worker'
import { checkBackInStock, type VariantLookup } from './back-in-stock'
import { type CodePolicy, createFunctions, messageDomainOf, type FunctionsHandler, type Limits, type ShopIdentity } from './index'
import { databasePhotoStorage } from './database-photos'
import { checkPhoto, folderPhotoStorage, type PhotoStorage } from './photos'

export type EmbeddedBackendOptions = {
  /** A database the caller opened and will close; otherwise the backend opens its own. */
  database?: Promise<Database>
  databaseUrl: string | null
  dataDir: string
  smtpUrl: string | null
  mailFrom: string
  shop: ShopIdentity
  allowedOrigin: string
  limits?: Partial<Limits>
  /** Where the mailed discount codes come from (decision 026); unset, the embedded store's own. */
  codes?: CodePolicy
  /** The store's Admin API: with it, a worker makes the calls owed to Shopify. */
  shopifyAdmin?: { domain: string; token: string } | null
  /** The secret Shopify signs its webhooks with: back-in-stock-webhook takes `products/update`. */
  webhookSecret?: string | null
  /**
   * Without the webhook, how the backend asks the store whether watched variants are for sale
   * again, and how often (decision 085).
   */
  backInStockCheck?: { lookup: VariantLookup; intervalMs: number } | null
  /** How back-in-stock-signup asks the store about the variant it is given. */
  variants: VariantLookup
  log?: Pick<Console, 'info' | 'error'>
}

export type EmbeddedBackend = {
  /** Answers `/functions/v1/*`; waits for the database while it opens. */
  handle: FunctionsHandler
  /** Settles once the database is open and migrated (rejects if it cannot be). */
  ready: Promise<void>
  close(): Promise<void>
}

/**
 * Where the embedded backend keeps review photos: where the data is. In Postgres, shared by every
 * server copy on it; beside PGlite (one process), in `<data dir>/uploads`.
 */
export function reviewPhotoStorage(database: Database, dataDir: string): PhotoStorage {
  return database.kind === 'postgres' ? databasePhotoStorage(database.db) : folderPhotoStorage(path.resolve(dataDir, 'uploads'))
}

/**
 * The backend the shop runs when no hosted one is configured: the database (opened and migrated
 * in the background, so the server answers at once), the functions, and, when SMTP_URL is set,
 * the mail worker; with the store's Admin token, the worker that creates codes and customers in
 * Shopify. Without SMTP_URL, mail waits in the outbox (`npm run outbox`).
 */
export function startEmbeddedBackend(options: EmbeddedBackendOptions): EmbeddedBackend {
  const log = options.log ?? console
  let database: Database | null = null
  let worker: MailWorker | null = null
  let admin: AdminWorker | null = null
  let handler: FunctionsHandler | null = null
  let checkTimer: ReturnType<typeof setInterval> | null = null
  let checking: Promise<unknown> | null = null
  let closing = false

  const ownsDatabase = !options.database
  const opening = options.database ?? openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir })
  const ready = opening.then(async (db) => {
    database = db
    if (closing) return ownsDatabase ? db.close() : undefined
    if (options.smtpUrl) {
      worker = createMailWorker({ db: db.db, smtpUrl: options.smtpUrl, from: options.mailFrom, log })
      worker.start()
    }
    if (options.shopifyAdmin) {
      admin = createAdminWorker({ db: db.db, api: adminApi(options.shopifyAdmin), log })
      admin.start()
    }
    handler = createFunctions({
      db: db.db,
      shop: options.shop,
      allowedOrigin: options.allowedOrigin,
      limits: options.limits,
      photos: reviewPhotoStorage(db, options.dataDir),
      checkPhoto,
      codes: options.codes,
      webhookSecret: options.webhookSecret,
      variants: options.variants,
      onQueued: () => {
        worker?.kick()
        admin?.kick()
      },
      log,
    })
    const check = options.backInStockCheck
    if (check) {
      const notifier = { db: db.db, shop: options.shop, messageDomain: messageDomainOf(options.shop) }
      checkTimer = setInterval(() => {
        // One run at a time: a slow store does not pile runs up.
        checking ??= checkBackInStock(notifier, check.lookup)
          .then(({ notified }) => notified && worker?.kick())
          .catch((error: unknown) => log.error('[back-in-stock] the periodic check failed:', (error as Error).message))
          .finally(() => (checking = null))
      }, check.intervalMs)
      checkTimer.unref()
    }
    log.info(
      `Database ready: ${db.label}; review photos ${db.kind === 'postgres' ? 'in the database' : 'in the data folder'}; mail ${options.smtpUrl ? 'delivered over SMTP' : 'kept in the outbox (SMTP_URL unset)'}`,
    )
  })

  return {
    ready,
    async handle(request, info) {
      await ready
      return handler!(request, info)
    },
    /** Stops the worker and closes the database. One still opening is not waited for: a first
     * start cut short leaves nothing behind, and the next start completes it. */
    async close() {
      closing = true
      if (checkTimer) clearInterval(checkTimer)
      await Promise.all([worker?.stop(), admin?.stop(), checking])
      if (ownsDatabase) await database?.close()
    },
  }
}
