import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestPglite } from '../db/testing'
import type { Database } from '../db'
import { DATABASE_WORDS } from '../../tests/fakes/hostile'
import { embeddedStoreVariants } from '../../tests/fakes/store-variants'
import { createFunctions, type FunctionName, functionNames, type FunctionsHandler, shopIdentity } from './index'
import { checkPhoto, type PhotoStorage } from './photos'

/**
 * The functions' one error boundary, over every function: with the database gone (its every query
 * failing with Drizzle's message, the SQL and its parameters), each answers the same 503 in its
 * own words and logs the cause; none lets the database speak to the caller.
 */
const ORIGIN = 'https://shop.example.sg'
const SECRET = 'shpss_0123456789abcdef0123456789abcdef'
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again later.'
const noPhotos: PhotoStorage = { put: async () => {}, get: async () => null, remove: async () => {} }

/** A request each function takes, up to the database. */
function requestFor(name: FunctionName): RequestInit {
  const json = (body: unknown): RequestInit => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  switch (name) {
    case 'newsletter-signup':
      return json({ email: 'mei@example.com' })
    case 'send-contact-email':
      return json({ name: 'Mei', email: 'mei@example.com', phone: '', subject: 'Sizes', message: 'Which size fits a queen bed?' })
    case 'submit-review': {
      const form = new FormData()
      for (const [k, v] of Object.entries({
        name: 'Mei',
        email: 'mei@example.com',
        product: 'mat',
        rating: '5',
        story: 'I sleep better on it than before.',
        permission: 'on',
      })) {
        form.set(k, v)
      }
      return { body: form }
    }
    case 'published-reviews':
      return json({})
    case 'review-photo':
      return json({ key: '0f8fad5b-d9cb-469f-a165-70867728950e/1.jpg' })
    case 'back-in-stock-signup':
      return json({ email: 'mei@example.com', variantId: 'gid://shopify/ProductVariant/100509', productHandle: 'earthing-yoga-mat' })
    case 'back-in-stock-webhook': {
      const body = JSON.stringify({
        title: 'Earthing Yoga Mat',
        handle: 'earthing-yoga-mat',
        variants: [{ id: 100509, title: 'Long / Ocean', inventory_quantity: 3 }],
      })
      const hmac = createHmac('sha256', SECRET).update(body).digest('base64')
      return { headers: { 'Content-Type': 'application/json', 'X-Shopify-Hmac-Sha256': hmac, 'X-Shopify-Topic': 'products/update' }, body }
    }
  }
}

describe("the functions' error boundary", () => {
  let database: Database
  let functions: FunctionsHandler
  const logged: unknown[][] = []

  beforeAll(async () => {
    database = await openTestPglite()
    functions = createFunctions({
      db: database.db,
      shop: shopIdentity(ORIGIN),
      allowedOrigin: ORIGIN,
      photos: noPhotos,
      checkPhoto,
      webhookSecret: SECRET,
      variants: embeddedStoreVariants(),
      log: { error: (...args: unknown[]) => void logged.push(args) },
    })
    // The database goes away: every query fails from here on.
    await database.close()
  }, 120_000)
  afterAll(() => database?.close().catch(() => {}))

  for (const name of functionNames) {
    it(`${name}: a database failure answers 503 in the function's words, the cause logged`, async () => {
      const before = logged.length
      const response = await functions(new Request(`${ORIGIN}/functions/v1/${name}`, { method: 'POST', ...requestFor(name) }), { clientIp: '10.0.0.1' })
      const text = await response.text()
      expect(response.status, text).toBe(503)
      expect(JSON.parse(text)).toEqual({ error: UNAVAILABLE })
      expect(text).not.toMatch(DATABASE_WORDS)
      expect(logged.length).toBe(before + 1)
      expect(String(logged.at(-1)![0])).toContain(name)
    })
  }
})
