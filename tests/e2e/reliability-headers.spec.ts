import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { PORT } from '../../playwright.config'
import { fakeStore } from '../fakes/fake-store'
import { SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'
import { sampleProductPath, staticPages } from '../../scripts/lib/site-map'
import { NO_TEST_POSTGRES, TEST_POSTGRES } from '../launchers/test-postgres'

/** Security headers on every HTML response, no secret in anything a browser gets, CORS for the shop's own origin only. */
const OWN = `http://127.0.0.1:${PORT}`
const EVIL = 'https://evil.example'
const htmlRoutes = [...staticPages.map((p) => p.path), sampleProductPath, '/newsletter', '/product/no-such-thing', '/lost/page', '/shop-all?q=mat']

function expectSecurityHeaders(h: Record<string, string>, route: string) {
  const csp = h['content-security-policy'] ?? ''
  expect(csp, route).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(csp, route).toContain("default-src 'self'")
  expect(csp, route).toContain("frame-ancestors 'none'")
  expect(csp, route).toContain("object-src 'none'")
  expect(csp, route).toContain("base-uri 'self'")
  expect(csp, route).toContain("form-action 'self'")
  expect(csp, route).not.toContain('unsafe-eval')
  expect(h['x-frame-options'], route).toBe('DENY')
  expect(h['x-content-type-options'], route).toBe('nosniff')
  expect(h['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy'], route).toMatch(/camera=\(\)/)
  expect(h['cross-origin-opener-policy'], route).toBe('same-origin-allow-popups')
  expect(h['x-powered-by'], route).toBeUndefined()
}

test('every HTML response carries the security headers: pages, product, not-found, form answers', async ({ request }) => {
  for (const route of htmlRoutes) {
    const response = await request.get(route)
    expect(response.headers()['content-type'], route).toMatch(/^text\/html/)
    expectSecurityHeaders(response.headers(), route)
  }
  // Form posts without JavaScript answer HTML too, refused or not.
  for (const [route, form] of [
    ['/newsletter', { email: 'not-an-address', returnTo: '/' }],
    ['/contact', { name: '', email: '', phone: '', subject: '', message: '' }],
  ] as const) {
    const response = await request.post(route, { form })
    expect(response.status(), route).toBe(400)
    expectSecurityHeaders(response.headers(), `POST ${route}`)
  }
  // The embedded store's demo checkout is a page of the shop too, even for a cart it does not know.
  const checkout = await request.get('/cart/c/no-such-cart')
  expect(checkout.headers()['content-type']).toMatch(/^text\/html/)
  expectSecurityHeaders(checkout.headers(), '/cart/c/no-such-cart')
})

/** Every file of the client build (what a browser can download), as text. */
function clientFiles(dir = 'build/client'): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz|png|jpe?g|webp|avif|ico|woff2?)$/.test(e.name))
    .map((e) => {
      const file = path.join(e.parentPath, e.name)
      return { file, text: readFileSync(file, 'utf8') }
    })
}

test('no private value reaches a browser: client assets and served pages, with secrets configured', async ({ request }) => {
  test.skip(Boolean(NO_TEST_POSTGRES), `The shop on Postgres ${NO_TEST_POSTGRES}`)
  // A shop of its own, with the secrets configured: start-up is budgeted on top of the test's time.
  test.setTimeout(SHOP_START_MS + 60_000)
  const secret = randomBytes(6).toString('hex')
  const schema = `rel_secret_${secret}`
  const dbPassword = `dbpw${secret}`
  const smtpPassword = `smtppw${secret}`
  const storeToken = `storetoken${secret}`
  const database = new URL(TEST_POSTGRES)
  database.password = dbPassword
  const store = await fakeStore((_req, res) => res.writeHead(500).end('down'))
  const shop = await startShop({
    env: {
      DATABASE_URL: database.toString(),
      DATABASE_SCHEMA: schema,
      SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:9`,
      PUBLIC_STORE_DOMAIN: store.origin,
      PUBLIC_STOREFRONT_API_TOKEN: storeToken,
    },
  })
  const privateValues = [
    dbPassword,
    smtpPassword,
    storeToken,
    database.toString(),
    ...['DATABASE_URL', 'SMTP_URL', 'TEST_DATABASE_URL'].map((k) => process.env[k]).filter((v): v is string => Boolean(v)),
  ]
  try {
    // The client build, file by file: no configured value, no connection URL, no variable name.
    const files = clientFiles()
    expect(files.length).toBeGreaterThan(10)
    for (const { file, text } of files) {
      for (const value of privateValues) expect(text.includes(value), `${value} in ${file}`).toBe(false)
      expect(text, file).not.toMatch(/postgres(ql)?:\/\/|smtps?:\/\/[^"'\s]*@/)
      expect(text, file).not.toMatch(/\b(DATABASE_URL|SMTP_URL|DATABASE_SCHEMA|SUPABASE_ANON_KEY)\b/)
    }
    // Pages served with the secrets configured carry none of them.
    for (const route of [...htmlRoutes, '/api/predictive-search?q=mat', '/sitemap.xml', '/robots.txt']) {
      const response = await request.get(`${shop.url}${route}`)
      const body = await response.text()
      for (const value of privateValues) expect(body.includes(value), `${value} in ${route}`).toBe(false)
      for (const value of Object.values(response.headers()))
        for (const p of privateValues) expect(value.includes(p), `${p} in a header of ${route}`).toBe(false)
    }
    // Nor does a failure: the contact form with the mail server unreachable still answers without them.
    const contact = await request.post(`${shop.url}/contact`, {
      form: { name: 'Mei', email: 'mei@example.com', phone: '', subject: 'Hi', message: 'A message long enough.' },
    })
    const text = await contact.text()
    for (const value of privateValues) expect(text.includes(value)).toBe(false)
  } finally {
    await shop.stop()
    await store.close()
    const admin = new pg.Client({ connectionString: TEST_POSTGRES })
    await admin.connect()
    await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end())
  }
})

test("CORS answers the shop's own origin only", async ({ request }) => {
  // The functions: a preflight from another site is refused and carries no allow header; the shop's own is allowed.
  const preflight = (origin: string) =>
    request.fetch('/functions/v1/newsletter-signup', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, apikey, authorization' },
    })
  const evil = await preflight(EVIL)
  expect(evil.status()).toBe(403)
  expect(evil.headers()['access-control-allow-origin']).toBeUndefined()
  const own = await preflight(OWN)
  expect(own.status()).toBe(204)
  expect(own.headers()['access-control-allow-origin']).toBe(OWN)

  const evilPost = await request.post('/functions/v1/newsletter-signup', { headers: { Origin: EVIL }, data: { email: 'cors@example.com' } })
  expect(evilPost.status()).toBe(403)
  expect(evilPost.headers()['access-control-allow-origin']).toBeUndefined()

  // Nothing else of the shop grants another origin anything: pages, data, the cart API, preflights.
  for (const [method, url] of [
    ['GET', '/'],
    ['GET', '/shop-all.data'],
    ['GET', '/api/predictive-search?q=mat'],
    ['POST', '/api/checkout'],
    ['OPTIONS', '/api/checkout'],
    ['OPTIONS', '/contact'],
    ['GET', '/cdn/shop/files/earthing-yoga-mat-1.png?width=200'],
  ] as const) {
    for (const origin of [EVIL, 'null', `${OWN}.evil.example`]) {
      const response = await request.fetch(url, {
        method,
        headers: { Origin: origin, 'Content-Type': 'application/json', 'Access-Control-Request-Method': 'POST' },
        data: method === 'POST' ? { lines: [] } : undefined,
      })
      expect(response.status(), `${method} ${url}`).toBeLessThan(500)
      expect(response.headers()['access-control-allow-origin'], `${method} ${url} from ${origin}`).toBeUndefined()
      expect(response.headers()['access-control-allow-credentials'], `${method} ${url}`).toBeUndefined()
    }
  }
})
