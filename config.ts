import { z } from 'zod'
import { CONSENT_COUNTRIES, COUNTRY_HEADER, type ConsentSettings } from './shared/consent'
import { normaliseDiscountCode } from './shared/discount-code'
import { catalogue, privacy } from './shared/shop'

/**
 * The environment, read once at start-up. Every variable is optional: unset, the shop runs on
 * its embedded defaults. A bad value stops start-up with a message naming the variable.
 */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional())

/** A whole number from `min` to `max`, the default when unset; one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, fallback: number, error: string) =>
  z.preprocess(blankAsUnset, z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback))

/** A number from `min` to `max` (fractions too), the default when unset; one message for every way it can be wrong. */
const numberWithin = (min: number, max: number, fallback: number, error: string) =>
  z.preprocess(blankAsUnset, z.coerce.number({ error }).min(min, { error }).max(max, { error }).default(fallback))

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL, such as https://shop.example.com' }).transform((u) => u.replace(/\/+$/, ''))

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(1, 65535, 3000, 'expected a port number between 1 and 65535'),
    PUBLIC_SITE_URL: optional(httpUrl),
    PUBLIC_STORE_DOMAIN: optional(
      z
        .string()
        // A bare host is reached over HTTPS; an origin with a scheme is used as given (a local test store).
        .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?$/i, { error: 'expected a host name, such as my-shop.myshopify.com' }),
    ),
    PUBLIC_STOREFRONT_API_TOKEN: optional(z.string().min(1)),
    PUBLIC_STOREFRONT_API_VERSION: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^(20\d\d-(01|04|07|10)|unstable)$/, { error: "expected a Storefront API version, such as 2025-07 (Shopify's are quarterly)" })
        .default(catalogue.storefrontApiVersion),
    ),
    SHOPIFY_ADMIN_API_TOKEN: optional(z.string().min(1)),
    NEWSLETTER_DISCOUNT_CODE: optional(
      z.string().transform((raw, ctx) => {
        const check = normaliseDiscountCode(raw)
        if (check.ok) return check.code
        ctx.addIssue({ code: 'custom', message: `expected a discount code made in Shopify, such as WELCOME10: ${check.message}` })
        return z.NEVER
      }),
    ),
    SHOPIFY_WEBHOOK_SECRET: optional(z.string().min(16, { error: 'expected the secret Shopify signs webhooks with (Settings → Notifications → Webhooks)' })),
    BACK_IN_STOCK_CHECK_MINUTES: wholeNumber(1, 1440, 5, 'expected whole minutes from 1 to 1440'),
    SUPABASE_URL: optional(httpUrl),
    SUPABASE_ANON_KEY: optional(z.string().min(1)),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// connection URL' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })),
    MAIL_FROM: optional(z.string().min(3, { error: 'expected a sender, such as Shop <hello@example.com>' })),
    SUPPORT_EMAIL: optional(z.email({ error: 'expected an e-mail address' })),
    DATA_DIR: optional(z.string().min(1)),
    TRUST_PROXY: optional(z.enum(['0', '1', 'true', 'false'], { error: 'expected 1 (behind a proxy that sets X-Forwarded-For) or 0' })),
    DATABASE_SCHEMA: optional(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'expected a lower-case schema name, such as shop' })),
    CATALOGUE_PATH: optional(z.string().min(1)),
    STOREFRONT_TIMEOUT_MS: wholeNumber(100, 120_000, 10_000, 'expected milliseconds between 100 and 120000'),
    // Never longer than the CDN may keep a page (s-maxage=60).
    PAGE_CACHE_SECONDS: wholeNumber(0, 60, 5, 'expected whole seconds from 0 (off) to 60'),
    ANALYTICS_RETENTION_DAYS: wholeNumber(1, 3650, privacy.analyticsRetentionDays, 'expected whole days from 1 to 3650'),
    VITALS_SAMPLE_RATE: numberWithin(0, 1, 1, 'expected the share of page loads measured, from 0 (none) to 1 (all), such as 0.25'),
    CONSENT_COUNTRY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]+$/, { error: 'expected a header name, such as CF-IPCountry' })),
    CONSENT_COUNTRIES: optional(
      z
        .string()
        .transform((list) =>
          list
            .split(',')
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'expected two-letter country codes separated by commas, such as DE,FR,GB' }))),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.PUBLIC_STORE_DOMAIN) !== Boolean(env.PUBLIC_STOREFRONT_API_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PUBLIC_STORE_DOMAIN ? 'PUBLIC_STOREFRONT_API_TOKEN' : 'PUBLIC_STORE_DOMAIN'],
        message: 'PUBLIC_STORE_DOMAIN and PUBLIC_STOREFRONT_API_TOKEN must be set together',
      })
    }
    if (env.SHOPIFY_ADMIN_API_TOKEN && !env.PUBLIC_STORE_DOMAIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOPIFY_ADMIN_API_TOKEN'],
        message: 'needs PUBLIC_STORE_DOMAIN (and PUBLIC_STOREFRONT_API_TOKEN): the store it creates codes and customers in',
      })
    }
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set together',
      })
    }
  })

export type Config = {
  mode: 'development' | 'production' | 'test'
  port: number
  siteUrl: string
  store: { domain: string; token: string } | null
  /** The Storefront API version the shop asks for (its operations are checked against 2025-07 and 2026-04). */
  storefrontApiVersion: string
  /** Admin API token of the store: each mailed code is created in Shopify, each subscriber becomes a customer (decision 026). */
  shopifyAdminToken: string | null
  /** Without an Admin token: the one code, made in Shopify by the owner, that the mails name. */
  newsletterDiscountCode: string | null
  /** The secret Shopify signs its webhooks with: back in stock follows `products/update` instead of asking the store. */
  shopifyWebhookSecret: string | null
  /** Without the webhook: how often the store is asked whether watched variants are for sale again. */
  backInStockCheckMinutes: number
  supabase: { url: string; anonKey: string } | null
  databaseUrl: string | null
  smtpUrl: string | null
  mailFrom: string | null
  supportEmail: string | null
  /** Folder of the embedded database (PGlite) when DATABASE_URL is unset. */
  dataDir: string
  /** Take the client address from the last X-Forwarded-For hop (set when a proxy fronts the shop). */
  trustProxy: boolean
  /** Postgres only: the schema the shop's tables live in (created if missing); unset, the default. */
  databaseSchema: string | null
  /** The embedded store's catalogue file; unset, the one shipped with the shop. */
  cataloguePath: string | null
  /** How long a call to the store's API may take before the page shows the store's error state. */
  storefrontTimeoutMs: number
  /** How long the production server serves a rendered page again from memory; 0: never. */
  pageCacheSeconds: number
  /** Where visitors are asked before analytics and marketing, and the header that names their country. */
  consent: ConsentSettings
  /** How long the embedded defaults keep the storefront's analytics events. */
  analyticsRetentionDays: number
  /** The share of page loads whose Core Web Vitals are measured and sent (0 to 1). */
  vitalsSampleRate: number
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        const got = env[name]
        return `${name}: ${issue.message}${got !== undefined ? ` (got "${got}")` : ''}`
      }),
    )
  }
  const e = parsed.data
  return {
    mode: e.NODE_ENV,
    port: e.PORT,
    siteUrl: e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`,
    store: e.PUBLIC_STORE_DOMAIN && e.PUBLIC_STOREFRONT_API_TOKEN ? { domain: e.PUBLIC_STORE_DOMAIN, token: e.PUBLIC_STOREFRONT_API_TOKEN } : null,
    storefrontApiVersion: e.PUBLIC_STOREFRONT_API_VERSION,
    shopifyAdminToken: e.SHOPIFY_ADMIN_API_TOKEN ?? null,
    newsletterDiscountCode: e.NEWSLETTER_DISCOUNT_CODE ?? null,
    shopifyWebhookSecret: e.SHOPIFY_WEBHOOK_SECRET ?? null,
    backInStockCheckMinutes: e.BACK_IN_STOCK_CHECK_MINUTES,
    supabase: e.SUPABASE_URL && e.SUPABASE_ANON_KEY ? { url: e.SUPABASE_URL, anonKey: e.SUPABASE_ANON_KEY } : null,
    databaseUrl: e.DATABASE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    dataDir: e.DATA_DIR ?? './data',
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    databaseSchema: e.DATABASE_SCHEMA ?? null,
    cataloguePath: e.CATALOGUE_PATH ?? null,
    storefrontTimeoutMs: e.STOREFRONT_TIMEOUT_MS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    consent: {
      countryHeader: e.CONSENT_COUNTRY_HEADER ?? COUNTRY_HEADER,
      requiredCountries: new Set(e.CONSENT_COUNTRIES ?? CONSENT_COUNTRIES),
    },
  }
}
