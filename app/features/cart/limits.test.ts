import { defaultConsentSettings } from '#shared/consent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cart } from '#shared/cart-rules'
import { action as checkoutAction } from '~/routes/api.checkout'
import { loadConfig } from '../../../config'
import { createStorefront } from '../../../server/storefront'
import { type Database, openDb } from '../../../services/db'
import { localizations } from '#shared/markets'
import { cartRoom } from './limits'
import { cartLimitProblem } from './limits.server'

const STARTER_MAT = 'gid://shopify/ProductVariant/100401' // 49.00
const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // 149.00
const SITE = 'http://shop.test'

describe('cartLimitProblem', () => {
  it("judges the merged cart: per item and in all, in the market's language", async () => {
    expect(
      await cartLimitProblem([
        { merchandiseId: STARTER_MAT, quantity: 2 },
        { merchandiseId: FLAT_QUEEN, quantity: 1 },
      ]),
    ).toBeNull()
    expect(await cartLimitProblem([{ merchandiseId: STARTER_MAT, quantity: cart.maxQuantityPerItem }])).toBeNull()
    expect(
      await cartLimitProblem([
        { merchandiseId: STARTER_MAT, quantity: 50 },
        { merchandiseId: STARTER_MAT, quantity: 50 },
      ]),
    ).toBe('You can order at most 99 of each item. Please lower the quantity and try again.')
    const wide = Array.from({ length: 5 }, (_, i) => ({ merchandiseId: `v${i}`, quantity: 41 }))
    expect(await cartLimitProblem(wide)).toBe('A cart can hold at most 200 items. Please remove some and try again.')
    const indonesian = localizations.find((l) => l.pathPrefix === '/id-id')!
    expect(await cartLimitProblem(wide, indonesian)).not.toBe(await cartLimitProblem(wide))
    expect(await cartLimitProblem(wide, indonesian)).toContain('200')
  })
})

type ActionResult = { type?: string; data?: unknown; init?: { status?: number } | null }
const statusOf = (result: unknown) => ((result as ActionResult)?.type === 'DataWithResponseInit' ? ((result as ActionResult).init?.status ?? 200) : 200)
const dataOf = (result: unknown) =>
  ((result as ActionResult)?.type === 'DataWithResponseInit' ? (result as ActionResult).data : result) as { error?: string; checkoutUrl?: string }

describe('/api/checkout holds the quantity limits on the merged cart (embedded store, PGlite)', () => {
  let database: Database
  let context: Record<string, unknown>
  const checkout = async (lines: unknown[]) => {
    const request = new Request(`${SITE}/api/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lines }) })
    const result = await checkoutAction({ request, context, params: {} } as never)
    return { status: statusOf(result), body: dataOf(result) }
  }

  beforeAll(async () => {
    database = await openDb({ memory: true })
    const storefront = createStorefront(loadConfig({ PUBLIC_SITE_URL: SITE }), { db: Promise.resolve(database.db) })
    context = { siteUrl: SITE, nonce: '', storefront: storefront.client, checkoutOrigin: storefront.checkoutOrigin, consent: defaultConsentSettings }
  })
  afterAll(() => database.close())

  it('refuses 100 lines of 999 of one variant with a clear message, creating no cart', async () => {
    const { status, body } = await checkout(Array.from({ length: 100 }, () => ({ merchandiseId: STARTER_MAT, quantity: 999 })))
    expect(status).toBe(422)
    expect(body.error).toBe('You can order at most 99 of each item. Please lower the quantity and try again.')
    expect(body.checkoutUrl).toBeUndefined()
    const carts = (await database.db.execute('select count(*)::int as n from carts' as never)) as unknown as { rows: { n: number }[] }
    expect(carts.rows[0]!.n).toBe(0)
  })

  it('refuses a cart over its total even when each item is within its own limit', async () => {
    const lines = ['100101', '100102', '100103', '100301', '100401'].map((n) => ({ merchandiseId: `gid://shopify/ProductVariant/${n}`, quantity: 41 }))
    const { status, body } = await checkout(lines)
    expect(status).toBe(422)
    expect(body.error).toBe('A cart can hold at most 200 items. Please remove some and try again.')
  })

  it('still checks out an ordinary cart, and one at the limits exactly', async () => {
    const ordinary = await checkout([
      { merchandiseId: FLAT_QUEEN, quantity: 2 },
      { merchandiseId: STARTER_MAT, quantity: 1 },
    ])
    expect(ordinary.status).toBe(200)
    expect(new URL(ordinary.body.checkoutUrl!).origin).toBe(SITE)
    const atLimit = await checkout([
      { merchandiseId: STARTER_MAT, quantity: 60 },
      { merchandiseId: STARTER_MAT, quantity: 39 },
    ])
    expect(atLimit.status).toBe(200)
  })
})

describe('cartRoom', () => {
  const line = (merchandiseId: string, quantity: number) => ({ merchandiseId, quantity })

  it('is the per-item limit for a variant not in the cart', () => {
    expect(cartRoom([], 'a')).toBe(cart.maxQuantityPerItem)
  })

  it('takes away what the cart already holds of the variant, in every line of it', () => {
    expect(cartRoom([line('a', 90), line('b', 5)], 'a')).toBe(cart.maxQuantityPerItem - 90)
    expect(cartRoom([line('a', 50), line('a', 49)], 'a')).toBe(0)
  })

  it('never passes the whole cart’s limit', () => {
    expect(cartRoom([line('b', 99), line('c', 95)], 'a')).toBe(cart.maxCartQuantity - 194)
    expect(cartRoom([line('b', 99), line('c', 99), line('d', 2)], 'a')).toBe(0)
  })
})
