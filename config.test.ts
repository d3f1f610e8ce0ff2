import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected loadConfig to reject the environment')
}

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.siteUrl).toBe('http://localhost:3000')
    expect(config.store).toBeNull()
    expect(config.supabase).toBeNull()
    expect(config.databaseUrl).toBeNull()
    expect(config.dataDir).toBe('./data')
    expect(config.trustProxy).toBe(false)
  })

  it('reads the Admin token with its store, and the shared newsletter code as a typed code', () => {
    const store = { PUBLIC_STORE_DOMAIN: 'groundwell.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 'public' }
    expect(loadConfig({})).toMatchObject({ shopifyAdminToken: null, newsletterDiscountCode: null })
    expect(loadConfig({ ...store, SHOPIFY_ADMIN_API_TOKEN: 'shpat_1' })).toMatchObject({ shopifyAdminToken: 'shpat_1' })
    expect(problemsOf({ SHOPIFY_ADMIN_API_TOKEN: 'shpat_1' })[0]).toMatch(/^SHOPIFY_ADMIN_API_TOKEN: needs PUBLIC_STORE_DOMAIN/)
    expect(loadConfig({ ...store, NEWSLETTER_DISCOUNT_CODE: ' welcome 10 ' })).toMatchObject({ newsletterDiscountCode: 'WELCOME10' })
    expect(problemsOf({ NEWSLETTER_DISCOUNT_CODE: '10% off!' })[0]).toMatch(
      /^NEWSLETTER_DISCOUNT_CODE: expected a discount code made in Shopify.*only letters, digits and dashes/,
    )
  })

  it('reads the webhook secret and how often back in stock asks the store', () => {
    expect(loadConfig({})).toMatchObject({ shopifyWebhookSecret: null, backInStockCheckMinutes: 5 })
    expect(loadConfig({ SHOPIFY_WEBHOOK_SECRET: 'shpss_0123456789abcdef', BACK_IN_STOCK_CHECK_MINUTES: '15' })).toMatchObject({
      shopifyWebhookSecret: 'shpss_0123456789abcdef',
      backInStockCheckMinutes: 15,
    })
    expect(problemsOf({ SHOPIFY_WEBHOOK_SECRET: 'short' })[0]).toMatch(/^SHOPIFY_WEBHOOK_SECRET: expected the secret Shopify signs webhooks with/)
    expect(problemsOf({ BACK_IN_STOCK_CHECK_MINUTES: '0' })[0]).toMatch(/^BACK_IN_STOCK_CHECK_MINUTES: expected whole minutes from 1 to 1440/)
  })

  it('reads the data folder and whether a proxy sets X-Forwarded-For', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/shop', TRUST_PROXY: '1' })).toMatchObject({ dataDir: '/var/lib/shop', trustProxy: true })
    expect(problemsOf({ TRUST_PROXY: 'yes' })[0]).toMatch(/^TRUST_PROXY: expected 1/)
  })

  it('reads the store timeout, the catalogue file and the database schema', () => {
    expect(loadConfig({})).toMatchObject({ storefrontTimeoutMs: 10_000, cataloguePath: null, databaseSchema: null })
    expect(loadConfig({ STOREFRONT_TIMEOUT_MS: '1500', CATALOGUE_PATH: '/srv/catalogue.json', DATABASE_SCHEMA: 'shop_2' })).toMatchObject({
      storefrontTimeoutMs: 1500,
      cataloguePath: '/srv/catalogue.json',
      databaseSchema: 'shop_2',
    })
    expect(problemsOf({ STOREFRONT_TIMEOUT_MS: 'soon' })[0]).toMatch(/^STOREFRONT_TIMEOUT_MS: expected milliseconds/)
    expect(problemsOf({ STOREFRONT_TIMEOUT_MS: '5' })[0]).toMatch(/^STOREFRONT_TIMEOUT_MS: expected milliseconds/)
    expect(problemsOf({ DATABASE_SCHEMA: 'Shop; drop' })[0]).toMatch(/^DATABASE_SCHEMA: expected a lower-case schema name/)
  })

  it('reads the Storefront API version, 2025-07 unless set, and refuses one Shopify never released', () => {
    expect(loadConfig({}).storefrontApiVersion).toBe('2025-07')
    expect(loadConfig({ PUBLIC_STOREFRONT_API_VERSION: '2026-04' }).storefrontApiVersion).toBe('2026-04')
    expect(loadConfig({ PUBLIC_STOREFRONT_API_VERSION: ' ' }).storefrontApiVersion).toBe('2025-07')
    expect(problemsOf({ PUBLIC_STOREFRONT_API_VERSION: '2026-05' })[0]).toMatch(/^PUBLIC_STOREFRONT_API_VERSION: expected a Storefront API version/)
  })

  it('derives the site URL from PORT and strips a trailing slash from PUBLIC_SITE_URL', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://shop.example.sg/' }).siteUrl).toBe('https://shop.example.sg')
  })

  it('reads the share of page loads whose Core Web Vitals are measured, all of them unless set', () => {
    expect(loadConfig({}).vitalsSampleRate).toBe(1)
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0.25' }).vitalsSampleRate).toBe(0.25)
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate).toBe(0)
    expect(loadConfig({ VITALS_SAMPLE_RATE: ' ' }).vitalsSampleRate).toBe(1)
    for (const bad of ['1.5', '-0.1', 'half', 'Infinity', '25%']) {
      expect(problemsOf({ VITALS_SAMPLE_RATE: bad })[0], bad).toMatch(
        /^VITALS_SAMPLE_RATE: expected the share of page loads measured, from 0 \(none\) to 1 \(all\)/,
      )
    }
  })

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PORT: '' }).port).toBe(3000)
  })

  it('names the variable and what it expects when a value is bad', () => {
    const [problem] = problemsOf({ PORT: 'eighty' })
    expect(problem).toMatch(/^PORT: expected a port number between 1 and 65535 \(got "eighty"\)$/)
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/)
    expect(problemsOf({ PUBLIC_SITE_URL: 'shop.example.sg' })[0]).toMatch(/^PUBLIC_SITE_URL: expected an http\(s\) URL/)
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: expected a postgres:\/\//)
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL:/)
    expect(problemsOf({ SUPPORT_EMAIL: 'nobody' })[0]).toMatch(/^SUPPORT_EMAIL: expected an e-mail address/)
  })

  it('reads where visitors are asked for consent and the header that names their country', () => {
    const defaults = loadConfig({}).consent
    expect(defaults.countryHeader).toBe('CF-IPCountry')
    expect([...defaults.requiredCountries]).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'CH', 'NO']))
    expect(defaults.requiredCountries.has('SG')).toBe(false)
    const own = loadConfig({ CONSENT_COUNTRIES: ' de, fr ,BR ', CONSENT_COUNTRY_HEADER: 'X-Vercel-IP-Country' }).consent
    expect([...own.requiredCountries]).toEqual(['DE', 'FR', 'BR'])
    expect(own.countryHeader).toBe('X-Vercel-IP-Country')
    expect(problemsOf({ CONSENT_COUNTRIES: 'DE,Germany' })[0]).toMatch(/^CONSENT_COUNTRIES: expected two-letter country codes/)
    expect(problemsOf({ CONSENT_COUNTRY_HEADER: 'CF IPCountry' })[0]).toMatch(/^CONSENT_COUNTRY_HEADER: expected a header name/)
  })

  it('requires a store domain and its token together', () => {
    expect(problemsOf({ PUBLIC_STORE_DOMAIN: 'my-shop.myshopify.com' })[0]).toMatch(/^PUBLIC_STOREFRONT_API_TOKEN:/)
    expect(problemsOf({ SUPABASE_ANON_KEY: 'key' })[0]).toMatch(/^SUPABASE_URL:/)
    const config = loadConfig({ PUBLIC_STORE_DOMAIN: 'my-shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 't' })
    expect(config.store).toEqual({ domain: 'my-shop.myshopify.com', token: 't' })
  })
})
