import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { action as checkoutAction } from '~/routes/api.checkout'
import { action as marketAction } from '~/routes/market'
import { action as consentAction } from '~/routes/api.consent'
import { MAX_SAME_SITE_PATH } from '~/lib/same-site-path'
import type { StorefrontClient } from '~/lib/storefront/client'
import { action as contactAction } from '~/routes/contact/route'
import { action as backInStockAction } from '~/routes/back-in-stock'
import { action as newsletterAction } from '~/routes/newsletter'
import { action as reviewAction } from '~/routes/testimonials/route'
import { createFunctionsClient } from '~/lib/functions'
import { loadConfig } from '../config'
import { backInStockRequests, contactMessages, type Database, reviews, subscribers } from '../services/db'
import { defaultConsentSettings } from '../shared/consent'
import { hasUnstorableText } from '../shared/storable-text'
import { openTestPglite } from '../services/db/testing'
import { createFunctions, shopIdentity } from '../services/functions'
import { checkPhoto, folderPhotoStorage } from '../services/functions/photos'
import { storefrontLookup } from '../services/functions/back-in-stock'
import {
  checkoutContentType,
  DATABASE_WORDS,
  hostileCheckoutBody,
  hostileJson,
  hostileKey,
  hostileReview,
  hostileString,
  megabyteString,
  plausibleFields,
  reviewRequest,
  shapedEntries,
  toJsonText,
  type Json,
  unlimitedLimits,
} from '../tests/fakes/hostile'
import { createStorefront } from './storefront'

/**
 * Hostile input for the route actions, 2,000 generated requests each (FUZZ_RUNS to change), run in-process with the
 * real functions and embedded store on one PGlite (the same stack the server mounts, without
 * the HTTP hop, so the run stays short on two cores). The built server gets a sample of the
 * same generators over HTTP in tests/e2e/reliability-hostile.spec.ts.
 */

// 2,000 generated inputs still find a photo whose decoding throws (after a few hundred in the runs
// tried); FUZZ_RUNS=10000 (or more) for a deeper search before a release.
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000)
const SITE = 'http://shop.test'
const limits = unlimitedLimits

type ActionResult = { type?: string; data?: unknown; init?: { status?: number } | null }
const statusOf = (result: unknown) => ((result as ActionResult)?.type === 'DataWithResponseInit' ? ((result as ActionResult).init?.status ?? 200) : 200)
const dataOf = (result: unknown) => ((result as ActionResult)?.type === 'DataWithResponseInit' ? (result as ActionResult).data : result)
type Action = (args: never) => unknown

/**
 * What the action answered: its result, or the refusal it threw for a body that is not its form
 * (app/lib/form-body.ts), which React Router sends with its status. Anything else thrown fails.
 */
async function answerOf(action: Action, request: Request, context: unknown): Promise<{ result: unknown; status: number }> {
  try {
    const result = await action({ request, context, params: {} } as never)
    return { result, status: result instanceof Response ? result.status : statusOf(result) }
  } catch (thrown) {
    if ((thrown as ActionResult)?.type !== 'DataWithResponseInit') throw thrown
    expect(typeof dataOf(thrown)).toBe('string')
    return { result: thrown, status: statusOf(thrown) }
  }
}
const refusal = (status: number) => [400, 405, 415].includes(status)

describe('route actions under hostile input (in-process, PGlite)', () => {
  let database: Database
  let context: Record<string, unknown>
  const logged: unknown[][] = []
  const uploads = mkdtempSync(path.join(tmpdir(), 'groundwell-fuzz-actions-'))

  beforeAll(async () => {
    database = await openTestPglite()
    const storefront = createStorefront(loadConfig({ PUBLIC_SITE_URL: SITE }), { db: Promise.resolve(database.db) })
    const functions = createFunctions({
      db: database.db,
      shop: shopIdentity(SITE),
      allowedOrigin: SITE,
      limits,
      photos: folderPhotoStorage(uploads),
      checkPhoto,
      variants: storefrontLookup((query, variables) => storefront.client.request(query, variables)),
      log: { error: (...args: unknown[]) => logged.push(args) },
    })
    let n = 0
    context = {
      siteUrl: SITE,
      nonce: '',
      storefront: storefront.client,
      checkoutOrigin: storefront.checkoutOrigin,
      consent: defaultConsentSettings,
      functions: createFunctionsClient({
        url: SITE,
        anonKey: 'embedded',
        fetch: (input, init) => functions(new Request(input, init), { clientIp: `10.0.${++n >> 8}.${n & 255}` }),
      }),
    }
    // Refusals are logged by the actions; keep the run quiet but count server-side errors.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args))
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await database?.close()
    rmSync(uploads, { recursive: true, force: true })
  })

  const asText = (v: Json): string => (typeof v === 'string' ? v : toJsonText(v))
  const formBody = (name: keyof typeof plausibleFields) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(shapedEntries(plausibleFields[name]), fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 2 }), fc.boolean())
          .map(([shaped, extra, multipart]) => {
            const entries = [...shaped.map(([k, v]) => [k, asText(v)] as [string, string]), ...extra]
            if (multipart) {
              const form = new FormData()
              for (const [k, v] of entries) form.append(k, v)
              return { body: form as BodyInit, type: null as string | null }
            }
            return { body: new URLSearchParams(entries).toString() as BodyInit, type: 'application/x-www-form-urlencoded' as string | null }
          }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.oneof({ weight: 8, arbitrary: hostileString }, { weight: 8, arbitrary: hostileJson.map(toJsonText) }, { weight: 1, arbitrary: megabyteString }),
            fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'multipart/form-data', ''),
          )
          .map(([body, type]) => ({ body: body as BodyInit, type: type as string | null })),
      },
    )

  for (const [route, name, action] of [
    ['/contact', 'send-contact-email', contactAction],
    ['/newsletter', 'newsletter-signup', newsletterAction],
    ['/back-in-stock', 'back-in-stock-signup', backInStockAction],
  ] as const) {
    it(`${route}: ${RUNS.toLocaleString('en')} generated form posts, never a 5xx or a throw, always a result the page can show`, async () => {
      const statuses = new Map<number, number>()
      await fc.assert(
        fc.asyncProperty(formBody(name), async ({ body, type }) => {
          const request = new Request(`${SITE}${route}`, { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })
          const { result, status } = await answerOf(action, request, context)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          expect(status).toBeLessThan(500)
          const data = dataOf(result) as { status: string }
          expect(JSON.stringify(data)).not.toMatch(DATABASE_WORDS)
          // Not a form at all: refused with its message before anything is read.
          if (typeof data === 'string') return void expect(refusal(status)).toBe(true)
          expect(['done', 'invalid', 'failed']).toContain(data.status)
          expect(data.status === 'done').toBe(status === 200)
        }),
        { numRuns: RUNS },
      )
      expect(logged).toEqual([])
      expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 50)
      expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
    })
  }

  it(`/testimonials: ${RUNS.toLocaleString('en')} generated review forms with photos, never a 5xx or a throw, always a result the form can show`, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(hostileReview, async (c) => {
        const request = await reviewRequest(`${SITE}/testimonials`, c)
        const { result, status } = await answerOf(reviewAction, request, context)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        expect(status).toBeLessThan(500)
        const data = dataOf(result) as { status: string; fieldErrors?: Record<string, string> }
        expect(JSON.stringify(data)).not.toMatch(DATABASE_WORDS)
        if (typeof data === 'string') return void expect(refusal(status)).toBe(true)
        expect(['done', 'invalid', 'failed']).toContain(data.status)
        expect(data.status === 'done').toBe(status === 200)
        // A refusal names what to fix under a field, or (failed) says why as a whole.
        if (data.status === 'invalid') expect(Object.keys(data.fieldErrors ?? {}).length).toBeGreaterThan(0)
      }),
      { numRuns: RUNS },
    )
    expect(logged).toEqual([])
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 50)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
  })

  it(`/api/checkout: ${RUNS.toLocaleString('en')} generated carts, never a 5xx, a checkout only on the store's origin`, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(
        hostileCheckoutBody,
        checkoutContentType,
        fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'DELETE'),
        async (text, contentType, method) => {
          const request = new Request(`${SITE}/api/checkout`, { method, body: text, headers: contentType ? { 'Content-Type': contentType } : {} })
          const result = await checkoutAction({ request, context, params: {} } as never)
          const status = statusOf(result)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          expect(status, text.slice(0, 300)).toBeLessThan(500)
          const data = dataOf(result) as { error?: string; checkoutUrl?: string }
          expect(JSON.stringify(data)).not.toMatch(DATABASE_WORDS)
          if (status === 200) expect(new URL(data.checkoutUrl!).origin).toBe(SITE)
          else expect(typeof data.error).toBe('string')
        },
      ),
      { numRuns: RUNS },
    )
    expect(logged).toEqual([])
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 100)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
  })
  // A quarter of the runs: a redirect is cheap to check, the long paths are not cheap to send.
  const MARKET_RUNS = Math.ceil(RUNS / 4)
  it(`/market: ${MARKET_RUNS.toLocaleString('en')} generated country forms, a redirect only to a path of this shop, never a long one`, async () => {
    const piece = fc.constantFrom('/', '//', '\\', '..', '.', '%2f', '%2e%2e', '\t', '@', ':', '?', '#', 'evil.example', 'faq', 'en-my', 'https:')
    const path = fc.oneof(
      { weight: 6, arbitrary: fc.array(fc.oneof(piece, hostileString), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')) },
      { weight: 2, arbitrary: fc.constantFrom('/..//evil.example', '/en-my/..//evil.example', '/./\\evil.example', `/faq?q=${'a'.repeat(200_000)}`) },
      { weight: 1, arbitrary: megabyteString },
    )
    const referer = fc.oneof(
      fc.constant(null),
      fc.constant(`${SITE}/faq?q=${'b'.repeat(20_000)}`),
      path.map((p) => `${SITE}${p}`),
      hostileString,
    )
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('SG', 'MY', 'US', ''), referer, async (value, country, from) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }
        if (from !== null && /^[\t\x20-\x7e]*$/.test(from)) headers.Referer = from
        const request = new Request(`${SITE}/market`, { method: 'POST', body: new URLSearchParams({ country, path: value }).toString(), headers })
        const { result, status } = await answerOf(marketAction, request, context)
        expect(status).toBe(303)
        const location = (result as Response).headers.get('Location')!
        expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'), location.slice(0, 200)).toBe(true)
        expect(new URL(location, SITE).origin).toBe(SITE)
        expect(location.length).toBeLessThanOrEqual(MAX_SAME_SITE_PATH)
      }),
      { numRuns: MARKET_RUNS },
    )
  })

  it(`/api/consent: ${MARKET_RUNS.toLocaleString('en')} generated choices and return paths, never off the shop, always a cookie of its own`, async () => {
    const piece = fc.constantFrom('/', '//', '\\', '..', '%2f', '@', ':', '?', 'evil.example', 'faq', 'en-my', 'https:')
    const path = fc.oneof(
      fc.array(fc.oneof(piece, hostileString), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
      megabyteString,
    )
    const choice = fc.oneof(fc.constantFrom('accept', 'decline', ''), hostileString)
    await fc.assert(
      fc.asyncProperty(path, choice, fc.subarray(['analytics', 'marketing', 'preferences', 'saleOfData']), fc.boolean(), async (value, pick, ticked, json) => {
        const form = new URLSearchParams({ return: value, choice: pick })
        for (const purpose of ticked) form.set(purpose, 'on')
        const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-IPCountry': 'DE' }
        if (json) headers.Accept = 'application/json'
        const request = new Request(`${SITE}/api/consent`, { method: 'POST', body: form.toString(), headers })
        const { result, status } = await answerOf(consentAction, request, { ...context, consent: defaultConsentSettings })
        const response = result as Response
        expect(status).toBe(json ? 200 : 303)
        expect(response.headers.get('Set-Cookie')).toMatch(/^consent=[A-Za-z0-9%]+; Path=\/; Max-Age=31536000; SameSite=Lax$/)
        if (json) return
        const location = response.headers.get('Location')!
        expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'), location.slice(0, 200)).toBe(true)
        expect(new URL(location, SITE).origin).toBe(SITE)
        expect(location.length).toBeLessThanOrEqual(MAX_SAME_SITE_PATH)
      }),
      { numRuns: MARKET_RUNS },
    )
  })

  it('nothing stored that should not be: no text the database cannot hold, no sign-up for a variant the store sells or does not have', async () => {
    const stored = [
      ...(await database.db.select().from(subscribers)),
      ...(await database.db.select().from(contactMessages)),
      ...(await database.db.select().from(reviews)),
      ...(await database.db.select().from(backInStockRequests)),
    ]
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((row) => hasUnstorableText(JSON.parse(JSON.stringify(row))))).toEqual([])
    const requests = await database.db.select().from(backInStockRequests)
    expect(requests.length).toBeGreaterThan(0)
    const store = storefrontLookup((query, variables) => (context.storefront as StorefrontClient).request(query, variables))
    const variants = await store([...new Set(requests.map((r) => r.variantId))])
    for (const [i, variant] of variants.entries()) {
      expect(variant, `variant ${i}`).not.toBeNull()
      expect(variant!.availableForSale).toBe(false)
    }
    for (const r of requests) expect(variants.find((v) => v?.id === r.variantId)?.product.handle).toBe(r.productHandle)
  })
})
