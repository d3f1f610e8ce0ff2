import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { PORT } from '../../playwright.config'
import {
  checkoutContentType,
  hostileCheckoutBody,
  hostileJson,
  hostileKey,
  hostileReview,
  hostileString,
  plausibleFields,
  reviewRequest,
  shapedEntries,
  toJsonText,
  type Json,
} from '../fakes/hostile'
import { shopForFile } from '../launchers/shops'
import { SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'

/**
 * Hostile input through the built server: the contact, newsletter and review actions and
 * /api/checkout each get 200 generated requests over HTTP (as the app's fetchers send them, one in
 * ten as a plain form post that renders the page; the 2,000-a-piece run is in-process), and must never answer a 5xx, never echo markup unescaped, never
 * point the checkout anywhere but the store. Catalogue data with markup renders inert; the
 * trailing-slash redirect never leaves the site, whatever the raw request line.
 */
// 2,000 per action run in-process in server/fuzz-actions.test.ts; over HTTP a sample of the same
// generators checks the whole stack (body parsing and limits, page rendering) in bounded time.
// 200 still find the faults these runs are for: a post that is not a form made the contact and
// newsletter actions answer 500 (five cases in 36 are such a post: 200 miss it with a chance under
// 1 in 10^12), and a photo whose decoding throws answered 503 on /testimonials; each brought back
// made its run fail in every run tried. One in ten is rendered as a page: as many rendered pages
// per action as the 500-request runs had at one in twenty-five.
// HTTP_FUZZ_RUNS=2000 (or more) for a deeper search before a release.
const RUNS = Number(process.env.HTTP_FUZZ_RUNS ?? 200)
const CONCURRENCY = 4
const INJECTED = ['<img src=x onerror', '<svg onload', '<script>alert(1)']

/** Sends every request with a few in flight; returns the statuses seen, failing on the first bad answer. */
async function pool<T>(items: T[], send: (item: T, n: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const n = next++
        await send(items[n]!, n)
      }
    }),
  )
}

const WEBHOOK_SECRET = 'shpss_hostile_0123456789abcdef'

const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

type FormCase = { kind: 'urlencoded' | 'multipart' | 'raw'; entries: [string, string][]; raw: string; type: string; document: boolean }

/** A form post: its fields plausible or hostile, repeated or extra, or a body that is not a form at all. */
function formCases(name: keyof typeof plausibleFields, runs: number): FormCase[] {
  const asText = (v: Json): string => (typeof v === 'string' ? v : toJsonText(v))
  const entries = fc
    .tuple(shapedEntries(plausibleFields[name]), fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 2 }))
    .map(([shaped, extra]) => [...shaped.map(([k, v]) => [k, asText(v)] as [string, string]), ...extra])
  return fc.sample(
    fc.record({
      kind: fc.constantFrom('urlencoded', 'urlencoded', 'urlencoded', 'urlencoded', 'multipart', 'raw'),
      entries,
      raw: fc.oneof(hostileString, hostileJson.map(toJsonText)),
      type: fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        '',
      ),
      // One in ten as a plain form post, which renders the whole page with the values kept.
      document: fc.integer({ min: 1, max: 10 }).map((n) => n === 1),
    }),
    runs,
  ) as FormCase[]
}

function formRequest(c: FormCase): { body: string | FormData; headers: Record<string, string> } {
  if (c.kind === 'raw') return { body: c.raw, headers: c.type ? { 'Content-Type': c.type } : {} }
  if (c.kind === 'multipart') {
    const form = new FormData()
    for (const [k, v] of c.entries) form.append(k, v)
    return { body: form, headers: {} }
  }
  return { body: new URLSearchParams(c.entries).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
}

test.describe('hostile input through the built server', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  // Behind a "proxy": every request comes from an address of its own, so rate limits count each once.
  const shop = shopForFile(() => ({ env: { TRUST_PROXY: '1', SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET } }))
  /**
   * A post; a connection the server closed while idle (the keep-alive race every HTTP client
   * knows) is tried once more, but only while the server still answers its health check.
   */
  async function post(url: string, init: RequestInit, label: string) {
    try {
      return await fetch(url, init)
    } catch (error) {
      const alive = await fetch(`${shop().url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (!alive) throw new Error(`the server stopped answering after ${label.slice(0, 400)}\n${shop().output().slice(-2000)}`, { cause: error })
      return fetch(url, init)
    }
  }

  for (const [route, fn] of [
    ['/contact', 'send-contact-email'],
    ['/newsletter', 'newsletter-signup'],
  ] as const) {
    test(`${route}: ${RUNS.toLocaleString('en')} generated form posts, never a 5xx, never markup echoed`, async () => {
      const statuses = new Map<number, number>()
      let n = 0
      await pool(formCases(fn, RUNS), async (c) => {
        const { body, headers } = formRequest(c)
        const target = c.document ? route : `${route}.data`
        const response = await post(`${shop().url}${target}`, { method: 'POST', body, headers: { ...headers, 'X-Forwarded-For': ip(++n) } }, JSON.stringify(c))
        const text = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, `${target} ${JSON.stringify(c).slice(0, 500)}`).toBeLessThan(500)
        if (c.document) for (const marker of INJECTED) expect(text.includes(marker), `${marker} in ${JSON.stringify(c).slice(0, 300)}`).toBe(false)
      })
      // Both sides of the form were reached: accepted posts and refused ones.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 100)
      expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
      expect(shop().output()).not.toMatch(/\[(contact|newsletter)\] \S+ failed \(status 5/)
    })
  }

  test(`/testimonials: ${RUNS.toLocaleString('en')} generated reviews with photos, never a 5xx, never markup echoed`, async () => {
    const statuses = new Map<number, number>()
    let n = 0
    const cases = fc.sample(fc.record({ review: hostileReview, document: fc.integer({ min: 1, max: 10 }).map((d) => d === 1) }), RUNS)
    await pool(cases, async ({ review, document }) => {
      const target = document ? '/testimonials' : '/testimonials.data'
      const request = await reviewRequest(`${shop().url}${target}`, review, { 'X-Forwarded-For': ip(++n) })
      const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null
      const label = `${target} ${JSON.stringify({ ...review, entries: review.entries.map(([k, v]) => [k, typeof v === 'string' ? v : `<file ${v.name} ${v.type} ${v.bytes.length} B>`]) })}`
      const response = await post(request.url, { method: 'POST', body, headers: Object.fromEntries(request.headers) }, label)
      const text = await response.text()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      expect(response.status, label.slice(0, 600)).toBeLessThan(500)
      if (document) for (const marker of INJECTED) expect(text.includes(marker), `${marker} in ${label.slice(0, 300)}`).toBe(false)
    })
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 100)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
    expect(shop().output()).not.toMatch(/\[reviews\] \S+ failed \(status 5/)
  })

  test(`/api/gift-card: ${RUNS.toLocaleString('en')} generated carts and codes, never a 5xx, always a message or a cart`, async () => {
    // A generated cart with a generated code beside it, or a line the store takes: both sides reached.
    const withCode = fc.tuple(hostileCheckoutBody, hostileString, fc.boolean()).map(([body, code, taken]) => {
      const read = (): unknown => {
        try {
          return JSON.parse(body)
        } catch {
          return undefined
        }
      }
      const sent = taken ? { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/100102', quantity: 1 }] } : read()
      // A body that is no JSON object goes as generated.
      return typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? JSON.stringify({ ...sent, giftCardCode: code }) : body
    })
    const cases = fc.sample(withCode, RUNS)
    await pool(cases, async (body) => {
      const response = await post(`${shop().url}/api/gift-card`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, body)
      const text = await response.text()
      expect(response.status, `${body.slice(0, 500)} → ${text.slice(0, 200)}`).toBeLessThan(500)
      const json = JSON.parse(text) as { error?: string; cartId?: string }
      expect(typeof json.error === 'string' || typeof json.cartId === 'string').toBe(true)
    })
  })

  test(`/api/checkout: ${RUNS.toLocaleString('en')} generated carts, never a 5xx, a checkout only on the store's origin`, async () => {
    // Beside the generated carts, a few the store takes: few generated carts are (every line must name
    // a variant for sale), so a draw of 200 had none in one run, and the run must reach both sides.
    const takenCarts = ['100102', '100501', '100301'].map((id) => ({
      body: JSON.stringify({ lines: [{ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: 1 }] }),
      type: 'application/json',
    }))
    const cases = [...fc.sample(fc.record({ body: hostileCheckoutBody, type: checkoutContentType }), RUNS), ...takenCarts]
    const statuses = new Map<number, number>()
    await pool(cases, async (c) => {
      const response = await post(`${shop().url}/api/checkout`, { method: 'POST', body: c.body, headers: c.type ? { 'Content-Type': c.type } : {} }, c.body)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      const text = await response.text()
      expect(response.status, `${c.type} ${c.body.slice(0, 500)} → ${text.slice(0, 200)}`).toBeLessThan(500)
      const json = JSON.parse(text) as { error?: string; checkoutUrl?: string }
      if (response.status === 200) expect(new URL(json.checkoutUrl!).origin).toBe(shop().url)
      else expect(typeof json.error).toBe('string')
    })
    expect(statuses.get(200) ?? 0).toBeGreaterThanOrEqual(takenCarts.length)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
  })

  /**
   * The findings of the probe of 2026-11-28 (issue 44), each replayed as it was sent: an open redirect
   * through the country selector, form routes sent what is not a form, NUL through the checkout and
   * the Storefront API, a back-in-stock sign-up for a variant on sale, a signed webhook of another
   * shape, a 405 without Allow. Each answer is a 4xx (or the request done), never a 5xx, never a
   * stack trace in the log, never a database word.
   */
  const DATABASE = /failed query|insert into|params:|violates|pglite|postgres/i
  const STACK = /\n\s+at .+:\d+:\d+/

  test('the country selector redirects only to a path of this shop, of bounded length', async () => {
    const market = (path: string, referer?: string) =>
      fetch(`${shop().url}/market`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(referer ? { Referer: referer } : {}) },
        body: new URLSearchParams({ country: 'MY', path }).toString(),
      })
    for (const path of ['/..//evil.example', '/en-my/..//evil.example', '/.//evil.example/x', '/%2e%2e//evil.example']) {
      const response = await market(path)
      expect(response.status, path).toBe(303)
      const location = response.headers.get('Location')!
      expect(location.startsWith('//'), `${path} → ${location}`).toBe(false)
      expect(new URL(location, shop().url).origin, `${path} → ${location}`).toBe(shop().url)
    }
    const long = await market(`/faq?q=${'a'.repeat(200_000)}`)
    expect(long.status).toBe(303)
    expect(long.headers.get('Location')!.length).toBeLessThanOrEqual(2048)
    const longReferer = await market('/faq', `${shop().url}/faq?q=${'b'.repeat(12_000)}`)
    expect(longReferer.headers.get('Location')!.length).toBeLessThanOrEqual(2048)
    expect(await market('/faq?q=mat')).toMatchObject({ status: 303 })
    expect((await market('/faq', `${shop().url}/faq?q=mat`)).headers.get('Location')).toBe('/en-my/faq?q=mat')
  })

  test('every form route answers a body that is not its form with a 4xx and its reason, never a 500', async () => {
    const bodies: [string, RequestInit][] = [
      ['no body', {}],
      ['JSON', { headers: { 'Content-Type': 'application/json' }, body: '{"email":"mei@example.com"}' }],
      ['text', { headers: { 'Content-Type': 'text/plain' }, body: 'email=mei@example.com' }],
      [
        'broken multipart',
        { headers: { 'Content-Type': 'multipart/form-data; boundary=xx' }, body: '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nmei' },
      ],
      ['multipart without its boundary', { headers: { 'Content-Type': 'multipart/form-data' }, body: 'email=mei' }],
    ]
    for (const route of ['/market', '/newsletter', '/contact', '/back-in-stock', '/testimonials', '/newsletter.data', '/en-my/contact.data']) {
      for (const [name, init] of bodies) {
        const response = await fetch(`${shop().url}${route}`, { method: 'POST', redirect: 'manual', ...init })
        const text = await response.text()
        expect([400, 415], `${route} with ${name}: ${response.status} ${text.slice(0, 200)}`).toContain(response.status)
        // A page names the reason (app/content/form-body.ts; a review form cut short, in its own words).
        if (!route.endsWith('.data') && route !== '/market')
          expect(text, `${route} with ${name}`).toMatch(/This address takes a form|The form could not be read|did not reach us in full/)
      }
    }
    expect(shop().output()).not.toMatch(STACK)
    expect(shop().output()).not.toMatch(/\[5\d\d\]/)
  })

  test('every 405 names what is allowed', async () => {
    const cases: [string, RequestInit, string][] = [
      ['/faq', { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 'GET, HEAD'],
      ['/en-my/shop-all', { method: 'DELETE' }, 'GET, HEAD'],
      ['/newsletter', { method: 'PUT', body: 'email=mei@example.com', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 'GET, HEAD, POST'],
      ['/api/checkout', { method: 'GET' }, 'POST'],
      ['/api/2025-07/graphql.json', { method: 'GET' }, 'POST'],
      ['/functions/v1/newsletter-signup', { method: 'GET' }, 'POST, OPTIONS'],
    ]
    for (const [path, init, allow] of cases) {
      const response = await fetch(`${shop().url}${path}`, init)
      expect([response.status, response.headers.get('Allow')], `${init.method} ${path}`).toEqual([405, allow])
    }
  })

  test('NUL and an unpaired surrogate: the checkout note and the Storefront API keep the rest, and no answer quotes the database', async () => {
    const checkout = await fetch(`${shop().url}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/100102', quantity: 1 }], note: 'Ring\u0000 the bell\ud800' }),
    })
    expect(checkout.status).toBe(200)
    const api = await fetch(`${shop().url}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation ($note: String) { cartCreate(input: { note: $note, lines: [{ merchandiseId: "gid://shopify/ProductVariant/100102" }] }) { cart { note } userErrors { message } } }',
        variables: { note: 'Ring\u0000 the bell\ud800' },
      }),
    })
    const text = await api.text()
    expect(api.status).toBe(200)
    expect(text).not.toMatch(DATABASE)
    expect(JSON.parse(text)).toEqual({ data: { cartCreate: { cart: { note: 'Ring the bell\ufffd' }, userErrors: [] } } })
    const signUp = await fetch(`${shop().url}/functions/v1/newsletter-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'mei\u0000@example.com' }),
    })
    expect(signUp.status).toBe(400)
    expect(await signUp.text()).not.toMatch(DATABASE)
  })

  test('back-in-stock-signup asks the store: a variant on sale, or one it does not have, is refused and not stored', async () => {
    const signUp = (variantId: string) =>
      fetch(`${shop().url}/functions/v1/back-in-stock-signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'probe@example.com', variantId, productHandle: 'earthing-yoga-mat' }),
      })
    expect((await signUp('gid://shopify/ProductVariant/100506')).status).toBe(409)
    expect((await signUp('gid://shopify/ProductVariant/999999')).status).toBe(400)
    expect((await signUp('gid://shopify/ProductVariant/100509')).status).toBe(200)
  })

  test('a signed product webhook of another shape (a null variant) is refused with a 400 naming the field', async () => {
    const body = JSON.stringify({ title: 'Earthing Yoga Mat', handle: 'earthing-yoga-mat', variants: [null] })
    const response = await fetch(`${shop().url}/functions/v1/back-in-stock-webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Topic': 'products/update',
        'X-Shopify-Hmac-Sha256': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64'),
      },
      body,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/^Not a products\/update payload: variants\.0: /)
    expect(shop().output()).not.toMatch(/TypeError/)
  })
})

/** One raw HTTP request, so the request line reaches the server exactly as written. */
function rawGet(port: number, target: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`))
    let data = ''
    socket.on('data', (d) => (data += d))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)
      resolve({ status, location: /\r\nlocation: ([^\r]*)/i.exec(data)?.[1] ?? null })
    })
  })
}

test('the trailing-slash redirect stays on this site, whatever the raw request line', async () => {
  for (const target of [
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '//evil.example/faq/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/.//evil.example/',
    '//evil.example/?x=1',
  ]) {
    const { status, location } = await rawGet(PORT, target)
    if (status >= 300 && status < 400) {
      expect(location, target).not.toBeNull()
      expect(location!.startsWith('//') || location!.startsWith('/\\'), `${target} → ${location}`).toBe(false)
      expect(new URL(location!, `http://127.0.0.1:${PORT}`).host, `${target} → ${location}`).toBe(`127.0.0.1:${PORT}`)
    } else {
      expect(status, target).toBeGreaterThanOrEqual(400)
      expect(status, target).toBeLessThan(500)
    }
  }
})

test('catalogue data carrying markup and </script> renders inert on cards, product page, JSON-LD and meta tags', async ({ page }) => {
  // A server of its own and five routes, each fetched and opened in the browser.
  test.setTimeout(SHOP_START_MS + 90_000)
  const catalogue = JSON.parse((await import('node:fs')).readFileSync('services/storefront/catalogue.json', 'utf8')) as {
    products: { handle: string; title: string; description: string; images: { alt: string }[]; variants: { title: string }[]; tags: string[] }[]
  }
  const evilTitle = `Mat</script><script id="x-title">window.__pwned=1</script><img src=x onerror="window.__pwned=2">`
  const evilText = `Grounded. </script><script id="x-desc">window.__pwned=3</script><svg onload="window.__pwned=4"></svg> "quoted" & 'single' <!-- -->`
  const product = catalogue.products[0]!
  product.title = evilTitle
  product.description = `${evilText}\n\n${product.description}`
  product.images[0]!.alt = `alt"><img src=x onerror="window.__pwned=5">`
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwell-evil-catalogue-'))
  const file = path.join(dir, 'catalogue.json')
  writeFileSync(file, JSON.stringify(catalogue))
  const shop = await startShop({ env: { CATALOGUE_PATH: file, DATA_DIR: dir } })
  try {
    for (const route of [`/product/${product.handle}`, '/shop-all', '/sleep-products', '/', `/shop-all?q=${encodeURIComponent('</script>')}`]) {
      const response = await page.request.get(`${shop.url}${route}`)
      expect(response.status(), route).toBe(200)
      const html = await response.text()
      // No element of the data's making in the HTML: every `<` of it was escaped.
      for (const injected of ['<script id="x-', '<img src=x', '<svg onload']) expect(html.includes(injected), `${route}: ${injected}`).toBe(false)
      // JSON-LD stays one JSON document per script element.
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) expect(() => JSON.parse(json!)).not.toThrow()

      await page.goto(`${shop.url}${route}`)
      await expect(page.locator('script[id^="x-"], img[src="x"], svg[onload]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    }
    // On the product page the hostile title is shown as text, in the heading, the title and the meta tags.
    await page.goto(`${shop.url}/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(evilTitle)
    expect(await page.title()).toContain(evilTitle)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(evilTitle)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.map((t) => JSON.parse(t) as { name?: string }).some((doc) => doc.name === evilTitle)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  } finally {
    await shop.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
