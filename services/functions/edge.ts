import { z } from 'zod'
import { normaliseDiscountCode } from '../../shared/discount-code'
import { brand } from '../../shared/shop'
import type { Db } from '../db/core'
import { connectPostgres } from '../db/postgres'
import { httpMailTransport } from '../mail/http-transport'
import { createMailWorker } from '../mail/worker'
import { adminApi } from '../shopify-admin/client'
import { createAdminWorker } from '../shopify-admin/worker'
import { checkBackInStock, storefrontApiLookup } from './back-in-stock'
import { codePolicy } from './discount-codes'
import { databasePhotoStorage } from './database-photos'
import { checkPhotoStructure } from './edge-photos'
import { errorResponse, json } from './http'
import { createFunction, type FunctionsHandler, functionNames, messageDomainOf } from './index'
import { bearerToken, verifyProjectJwt } from './jwt'
import { shopIdentity } from './mail-copy'

/**
 * The functions as Supabase's Edge runtime runs them (supabase/functions/<name>/index.ts): the
 * same handlers as the shop's embedded backend, with the Edge's adapters: the project's Postgres
 * (SUPABASE_DB_URL, schema applied by supabase/migrations), photos checked in pure JavaScript and
 * kept in the database, mail drained from the outbox by deliver-mail (docs/decisions/030–033).
 */

export type EdgeEnv = Record<string, string | undefined>
export const edgeFunctionNames = [...functionNames, 'deliver-mail'] as const
export type EdgeFunctionName = (typeof edgeFunctionNames)[number]

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

/** The secrets and variables the functions read (SUPABASE_* are set by the platform itself). */
const edgeEnvSchema = z
  .object({
    SUPABASE_DB_URL: z.string().regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// URL' }),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(1)),
    SHOP_URL: z.url({ protocol: /^https?$/, error: "expected the shop's address, such as https://groundwell.sg" }),
    SUPPORT_EMAIL: optional(z.email({ error: 'expected an e-mail address' })),
    MAIL_FROM: optional(z.string().min(3)),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { error: 'expected an smtp:// or smtps:// URL' })),
    MAIL_API_URL: optional(z.url({ protocol: /^https?$/ })),
    MAIL_API_KEY: optional(z.string().min(1)),
    PUBLIC_STORE_DOMAIN: optional(z.string().regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?$/i, { error: 'expected a host name, such as my-shop.myshopify.com' })),
    SHOPIFY_ADMIN_API_TOKEN: optional(z.string().min(1)),
    PUBLIC_STOREFRONT_API_TOKEN: optional(z.string().min(1)),
    SHOPIFY_WEBHOOK_SECRET: optional(z.string().min(16, { error: 'expected the secret Shopify signs webhooks with' })),
    NEWSLETTER_DISCOUNT_CODE: optional(
      z
        .string()
        .refine((raw) => normaliseDiscountCode(raw).ok, { error: 'expected a discount code made in Shopify, such as WELCOME10' })
        .transform((raw) => (normaliseDiscountCode(raw) as { code: string }).code),
    ),
    JWT_SECRET: optional(z.string().min(32, { error: "expected the project's JWT secret (Settings → API)" })),
  })
  .refine((e) => !e.MAIL_API_URL === !e.MAIL_API_KEY, { path: ['MAIL_API_KEY'], message: 'MAIL_API_URL and MAIL_API_KEY must be set together' })
  .refine((e) => !e.SHOPIFY_ADMIN_API_TOKEN || e.PUBLIC_STORE_DOMAIN, {
    path: ['PUBLIC_STORE_DOMAIN'],
    message: "SHOPIFY_ADMIN_API_TOKEN needs the store's domain",
  })
  .refine((e) => !e.PUBLIC_STOREFRONT_API_TOKEN || e.PUBLIC_STORE_DOMAIN, {
    path: ['PUBLIC_STORE_DOMAIN'],
    message: "PUBLIC_STOREFRONT_API_TOKEN needs the store's domain",
  })

export type EdgeConfig = z.infer<typeof edgeEnvSchema>

/** The environment checked; the message names each variable that is missing or wrong. */
export function edgeConfig(env: EdgeEnv): EdgeConfig {
  const parsed = edgeEnvSchema.safeParse(env)
  if (parsed.success) return parsed.data
  throw new Error(`The function is not configured: ${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ')}`)
}

/**
 * The shopper's address: the first X-Forwarded-For entry. The shop's server sends its shopper's
 * address there and Supabase's gateway appends the caller's (docs/decisions/031).
 */
export const clientIpOf = (request: Request) => request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || 'unknown'

/**
 * A function's `Deno.serve` handler. The database is connected at the first request and kept
 * for the instance's life; a configuration fault answers 503 with what is wrong, in the log.
 */
export function edgeFunction(name: EdgeFunctionName, env: EdgeEnv, log: Pick<Console, 'info' | 'error'> = console): (request: Request) => Promise<Response> {
  let handler: FunctionsHandler | null = null
  let db: Db | null = null

  function setUp(): FunctionsHandler {
    const config = edgeConfig(env)
    db ??= connectPostgres(config.SUPABASE_DB_URL).db
    if (name === 'deliver-mail') return deliverMail(db, config, log)
    const codes = codePolicy({
      realStore: Boolean(config.PUBLIC_STORE_DOMAIN),
      adminToken: Boolean(config.SHOPIFY_ADMIN_API_TOKEN),
      sharedCode: config.NEWSLETTER_DISCOUNT_CODE ?? null,
    })
    if (codes.warning) log.error(`[${name}] ${codes.warning}`)
    return createFunction(name, {
      codes: codes.policy,
      db,
      shop: shopIdentity(config.SHOP_URL, config.SUPPORT_EMAIL),
      allowedOrigin: new URL(config.SHOP_URL).origin,
      photos: databasePhotoStorage(db),
      checkPhoto: checkPhotoStructure,
      webhookSecret: config.SHOPIFY_WEBHOOK_SECRET ?? null,
      variants: storeVariants(config),
      log,
    })
  }

  return async (request) => {
    try {
      handler ??= setUp()
    } catch (error) {
      log.error(`[${name}] ${(error as Error).message}`)
      return errorResponse(503, 'The service is temporarily unavailable. Please try again later.')
    }
    return handler(request, { clientIp: clientIpOf(request) })
  }
}

/**
 * deliver-mail: without the product webhook (SHOPIFY_WEBHOOK_SECRET) and with the store's
 * Storefront token, first the back-in-stock check (decision 085); then one delivery run over the
 * outbox, with the shop's worker and its at-most-once rules, then one run over the Shopify tasks
 * when the store's Admin token is set (decision 026); called every minute by pg_cron
 * (supabase/migrations) with the service-role key, and by no one else.
 */
function deliverMail(db: Db, config: EdgeConfig, log: Pick<Console, 'info' | 'error'>): FunctionsHandler {
  const supportEmail = config.SUPPORT_EMAIL ?? shopIdentity(config.SHOP_URL).supportEmail
  const from = config.MAIL_FROM ?? `${brand.name} <${supportEmail}>`
  const transport = config.MAIL_API_URL && config.MAIL_API_KEY ? httpMailTransport({ url: config.MAIL_API_URL, apiKey: config.MAIL_API_KEY }) : undefined
  const worker = transport || config.SMTP_URL ? createMailWorker({ db, from, smtpUrl: config.SMTP_URL, transport, log }) : null
  const admin =
    config.PUBLIC_STORE_DOMAIN && config.SHOPIFY_ADMIN_API_TOKEN
      ? createAdminWorker({ db, api: adminApi({ domain: config.PUBLIC_STORE_DOMAIN, token: config.SHOPIFY_ADMIN_API_TOKEN }), log })
      : null
  const shop = shopIdentity(config.SHOP_URL, config.SUPPORT_EMAIL)
  const restockCheck = config.SHOPIFY_WEBHOOK_SECRET ? null : storeVariants(config)

  return async (request) => {
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed: use POST', {}, { Allow: 'POST' })
    if ((await roleOf(request, config)) !== 'service_role') return errorResponse(403, 'deliver-mail needs the service-role key')
    if (!worker && !admin) return errorResponse(503, 'No mail transport: set SMTP_URL, or MAIL_API_URL and MAIL_API_KEY')
    if (restockCheck) {
      // A store that does not answer delays no mail: the next run asks again.
      await checkBackInStock({ db, shop, messageDomain: messageDomainOf(shop) }, restockCheck).catch((error: unknown) =>
        log.error('[deliver-mail] the back-in-stock check failed:', (error as Error).message),
      )
    }
    try {
      const mail = worker ? await worker.runOnce() : {}
      return json(admin ? { ...mail, shopify: await admin.runOnce() } : mail)
    } catch (error) {
      log.error('[deliver-mail] delivery run failed:', (error as Error).message)
      return errorResponse(503, 'The service is temporarily unavailable. Please try again later.')
    }
  }
}

/** The store's Storefront API, asked about variants, when its domain and public token are set. */
function storeVariants(config: EdgeConfig) {
  return config.PUBLIC_STORE_DOMAIN && config.PUBLIC_STOREFRONT_API_TOKEN
    ? storefrontApiLookup({ endpoint: storefrontEndpoint(config.PUBLIC_STORE_DOMAIN), token: config.PUBLIC_STOREFRONT_API_TOKEN })
    : null
}

/**
 * The caller's role. With JWT_SECRET, the token is verified here as verify_jwt does; without it,
 * it must be the project's service-role key, which the platform gives every function.
 */
async function roleOf(request: Request, config: EdgeConfig) {
  const token = bearerToken(request)
  if (!token) return null
  if (config.JWT_SECRET) return verifyProjectJwt(token, config.JWT_SECRET)
  return config.SUPABASE_SERVICE_ROLE_KEY && sameText(token, config.SUPABASE_SERVICE_ROLE_KEY) ? 'service_role' : null
}

/** The Storefront API of a store domain, as the shop's client reaches it (app/lib/storefront/client.ts). */
function storefrontEndpoint(storeDomain: string) {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`
  return `${origin}/api/2025-07/graphql.json`
}

/** Compares in time independent of where the texts differ. */
function sameText(a: string, b: string) {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}
