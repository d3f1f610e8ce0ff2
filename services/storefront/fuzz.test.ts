import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { carts as cartsTable, type Database } from '../db'
import { openTestPglite } from '../db/testing'
import { hasUnstorableText } from '../../shared/storable-text'
import { DATABASE_WORDS, edgeStrings, hostileString, megabyteString } from '../../tests/fakes/hostile'
import { type CartRepository, MAX_NOTE_LENGTH } from './carts'
import { databaseCartRepository } from './cart-repository'
import { loadCatalogue } from './catalogue'
import { createCheckoutRoutes } from './checkout-page'
import { createStorefrontHandler, INTERNAL_ERROR_MESSAGE, STOREFRONT_API_PATH } from './handler'

/**
 * The embedded store's one mutation (cartCreate), its cart query and its checkout page's forms
 * under hostile strings (NUL, unpaired surrogates, bidirectional controls, megabyte strings,
 * wrong content types), on PGlite: never a 5xx, never a database word in an answer, nothing
 * stored the database could not hold; and every database failure answered in Shopify's words.
 * FUZZ_RUNS to change the number of runs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const SITE = 'http://shop.test'
const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102'
const CREATE = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id note discountCodes { code } } userErrors { code field message } } }`
const CART = `query ($id: ID!) { cart(id: $id) { id note } }`
const checkoutSettings = { brandName: 'Groundwell', shopUrl: SITE, currency: 'SGD', shippingFlatRate: 5, freeShippingThreshold: 50 }

const post = (body: string | Uint8Array<ArrayBuffer>, type = 'application/json') =>
  new Request(`${SITE}${STOREFRONT_API_PATH}`, { method: 'POST', headers: { 'Content-Type': type }, body })

/** A string as a GraphQL string literal written in the query itself (JSON's escapes are GraphQL's). */
const literal = (s: string) => JSON.stringify(s)

const text = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...edgeStrings) },
  { weight: 1, arbitrary: megabyteString },
)

describe('the embedded Storefront API under hostile strings (PGlite)', () => {
  let database: Database
  let store: ReturnType<typeof createStorefrontHandler>
  let checkout: ReturnType<typeof createCheckoutRoutes>
  const logged: unknown[][] = []

  beforeAll(async () => {
    database = await openTestPglite()
    const carts = databaseCartRepository(Promise.resolve(database.db))
    store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: SITE, carts })
    checkout = createCheckoutRoutes({ store: store.store, carts, settings: checkoutSettings })
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args))
  }, 120_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await database?.close()
  })

  it(`cartCreate and cart: ${RUNS} generated inputs, in variables and written in the query, never a 5xx or a database word, nothing unstorable kept`, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          note: text,
          code: text,
          merchandiseId: fc.oneof({ weight: 3, arbitrary: fc.constant(FLAT_QUEEN) }, text),
          countryCode: fc.oneof(fc.constant('SG'), text),
          cartId: text,
          inQuery: fc.boolean(),
          type: fc.oneof(
            { weight: 8, arbitrary: fc.constant('application/json') },
            fc.constantFrom('text/plain', 'application/graphql', '', 'multipart/form-data; boundary=x'),
          ),
        }),
        async ({ note, code, merchandiseId, countryCode, cartId, inQuery, type }) => {
          const input = { lines: [{ merchandiseId, quantity: 1 }], note, discountCodes: [code] }
          const body = inQuery
            ? JSON.stringify({
                query: `mutation { cartCreate(input: { lines: [{ merchandiseId: ${literal(merchandiseId)} }], note: ${literal(note)}, discountCodes: [${literal(code)}], buyerIdentity: { countryCode: SG } }) { cart { id note } userErrors { message } } }`,
              })
            : JSON.stringify({ query: CREATE, variables: { input: { ...input, buyerIdentity: { countryCode } } } })
          for (const request of [post(body, type), post(JSON.stringify({ query: CART, variables: { id: cartId } }), type)]) {
            const response = await store.handle(request)
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            const answer = await response.text()
            expect(response.status, answer.slice(0, 300)).toBeLessThan(500)
            expect(answer).not.toMatch(DATABASE_WORDS)
            expect(answer).not.toContain(INTERNAL_ERROR_MESSAGE)
          }
        },
      ),
      { numRuns: RUNS },
    )
    // Both sides reached: carts made, and requests refused.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 2)
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true)
    const kept = await database.db.select({ note: cartsTable.note, discountCodes: cartsTable.discountCodes }).from(cartsTable)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.filter((row) => hasUnstorableText(row))).toEqual([])
    expect(kept.every((row) => (row.note ?? '').length <= MAX_NOTE_LENGTH)).toBe(true)
    expect(logged).toEqual([])
  })

  it('keeps a note with NUL and an unpaired surrogate cleaned: the rest of what was typed, and no error', async () => {
    const response = await store.handle(
      post(JSON.stringify({ query: CREATE, variables: { input: { lines: [{ merchandiseId: FLAT_QUEEN }], note: 'Ring\u0000 the bell\ud800' } } })),
    )
    const { data } = (await response.json()) as { data: { cartCreate: { cart: { note: string } } } }
    expect(data.cartCreate.cart.note).toBe('Ring the bell\ufffd')
  })

  it(`the checkout page's forms: ${Math.round(RUNS / 3)} generated e-mails, discount and gift card codes, never a 5xx or a database word`, async () => {
    const created = await store.handle(post(JSON.stringify({ query: CREATE, variables: { input: { lines: [{ merchandiseId: FLAT_QUEEN }] } } })))
    const { data } = (await created.json()) as { data: { cartCreate: { cart: { id: string } } } }
    const [, token, key] = /Cart\/([^?]+)\?key=(.+)$/.exec(data.cartCreate.cart.id)!
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'), async (value, type) => {
        const body = type === 'application/x-www-form-urlencoded' ? new URLSearchParams({ code: value }).toString() : value
        const response = await checkout.request(`${SITE}/cart/c/${token}/discount?key=${key}`, { method: 'POST', headers: { 'Content-Type': type }, body })
        expect(response.status).toBeLessThan(500)
        expect(await response.text()).not.toMatch(DATABASE_WORDS)
        // The gift card field too, with the code or a card to remove.
        const field = value.length % 2 ? 'code' : 'remove'
        const giftBody = type === 'application/x-www-form-urlencoded' ? new URLSearchParams({ [field]: value }).toString() : value
        const gift = await checkout.request(`${SITE}/cart/c/${token}/gift-card?key=${key}`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body: giftBody,
        })
        expect(gift.status).toBeLessThan(500)
        expect(await gift.text()).not.toMatch(DATABASE_WORDS)
      }),
      { numRuns: Math.round(RUNS / 3) },
    )
    // An order, on a cart of its own (a generated code may have been one the store refuses at
    // checkout, 409): its e-mail with NUL is kept without it.
    const fresh = await store.handle(post(JSON.stringify({ query: CREATE, variables: { input: { lines: [{ merchandiseId: FLAT_QUEEN }] } } })))
    const freshId = ((await fresh.json()) as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart.id
    const [, orderToken, orderKey] = /Cart\/([^?]+)\?key=(.+)$/.exec(freshId)!
    const placed = await checkout.request(`${SITE}/cart/c/${orderToken}?key=${orderKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'mei\u0000@example.com' }).toString(),
    })
    expect(placed.status).toBe(200)
    expect(logged).toEqual([])
  })
})

describe("the embedded Storefront API's error boundary", () => {
  /** A repository whose database fails the way Drizzle reports it: the SQL and its parameters, the cart's token among them. */
  const failing = (): CartRepository => {
    const fail = async (...args: unknown[]): Promise<never> => {
      const params = JSON.stringify(args).slice(0, 200)
      throw new Error(`Failed query: insert into "carts" ("token", "key", "note") values ($1, $2, $3)\nparams: ${params}`)
    }
    return {
      insert: fail,
      findByToken: fail,
      complete: fail,
      findDiscounts: fail,
      setDiscountCodes: fail,
      findGiftCards: fail,
      setGiftCardCodes: fail,
      startCheckout: fail,
    }
  }
  const gql = async (handler: ReturnType<typeof createStorefrontHandler>, query: string, variables: object) => {
    const response = await handler.handle(post(JSON.stringify({ query, variables })))
    return { status: response.status, text: await response.text() }
  }

  it('answers every database failure in Shopify’s words, logging the cause: cartCreate, cartCreate with a code, cart', async () => {
    const logged: unknown[][] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args))
    try {
      const handler = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: SITE, carts: failing() })
      const paths: [string, string, object][] = [
        ['cartCreate', CREATE, { input: { lines: [{ merchandiseId: FLAT_QUEEN }], note: 'leave at the door' } }],
        ['cartCreate with a code', CREATE, { input: { lines: [{ merchandiseId: FLAT_QUEEN }], discountCodes: ['WELCOME10'] } }],
        ['cart', CART, { id: 'gid://shopify/Cart/c1-0123456789abcdef01234567?key=0123456789abcdef0123' }],
      ]
      for (const [name, query, variables] of paths) {
        const { status, text } = await gql(handler, query, variables)
        expect(status, name).toBe(200)
        const body = JSON.parse(text) as { errors: { message: string; extensions: { code: string } }[] }
        expect(
          body.errors.map((e) => [e.message, e.extensions.code]),
          name,
        ).toEqual([[INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR']])
        expect(text, name).not.toMatch(DATABASE_WORDS)
        expect(text, name).not.toContain('c1-0123456789abcdef01234567')
        expect(text, name).not.toContain('leave at the door')
      }
      // Each cause is logged for the owner, with its SQL.
      expect(logged).toHaveLength(paths.length)
      expect(String((logged[0]![1] as Error).message)).toContain('Failed query')
    } finally {
      spy.mockRestore()
    }
  })
})
