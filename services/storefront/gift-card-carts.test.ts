import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, giftCardDebits, giftCards } from '../db'
import { testTargets } from '../db/testing'
import { databaseCartRepository } from './cart-repository'
import { loadCatalogue } from './catalogue'
import { createCheckoutRoutes } from './checkout-page'
import { issueGiftCard } from './gift-card-issue'
import { createStorefrontHandler } from './handler'
import { storefrontQuery } from './testing'

const CART = `cart { id checkoutUrl cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
  appliedGiftCards { id lastCharacters presentmentAmountUsed { amount currencyCode } amountUsed { amount currencyCode } balance { amount currencyCode } } }`
const CREATE = `mutation ($input: CartInput!) @inContext(country: SG) { cartCreate(input: $input) { ${CART} userErrors { code field message } } }`
const CREATE_MY = `mutation ($input: CartInput!) @inContext(country: MY) { cartCreate(input: $input) { ${CART} userErrors { code field message } } }`
const UPDATE = `mutation ($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $codes) { ${CART} userErrors { code field message } warnings { code } } }`
const REMOVE = `mutation ($cartId: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) { ${CART} userErrors { code field message } } }`

const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // Premium Earthing Flat Sheet, Queen, SGD 149.00
const STARTER_MAT = 'gid://shopify/ProductVariant/100401' // Earthing Therapy Starter Mat, SGD 49.00

type Money = { amount: string; currencyCode: string }
type Cart = {
  id: string
  checkoutUrl: string
  cost: { subtotalAmount: Money; totalAmount: Money }
  appliedGiftCards: { id: string; lastCharacters: string; presentmentAmountUsed: Money; amountUsed: Money; balance: Money }[]
}
type Payload = { cart: Cart | null; userErrors: { code: string; field: string[]; message: string }[] }

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`gift cards of the embedded store on ${target.name}`, () => {
    let database: Database
    let store: ReturnType<typeof createStorefrontHandler>
    let checkout: ReturnType<typeof createCheckoutRoutes>
    const gql = <T>(query: string, variables: object) => storefrontQuery<{ data: T }>(store, query, variables).then((r) => r.data)

    beforeAll(async () => {
      database = await target.open()
      const carts = databaseCartRepository(Promise.resolve(database.db))
      store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test', carts })
      checkout = createCheckoutRoutes({
        store: store.store,
        carts,
        settings: { brandName: 'Groundwell', shopUrl: 'http://shop.test', currency: 'SGD', shippingFlatRate: 5, freeShippingThreshold: 50 },
      })
    }, 120_000)
    afterAll(() => database.close())

    const cartOf = async (merchandiseId = FLAT_QUEEN, query = CREATE) =>
      (await gql<{ cartCreate: Payload }>(query, { input: { lines: [{ merchandiseId, quantity: 1 }] } })).cartCreate.cart!
    const apply = async (cartId: string, codes: string[]) =>
      (await gql<{ cartGiftCardCodesUpdate: Payload }>(UPDATE, { cartId, codes })).cartGiftCardCodesUpdate
    const checkoutPath = (cart: Cart, suffix = '') => {
      const url = new URL(cart.checkoutUrl)
      return `${url.pathname}${suffix}${url.search}`
    }
    const post = (path: string, form: Record<string, string>) => checkout.request(path, { method: 'POST', body: new URLSearchParams(form) })

    it('applies a card: what it covers, its balance, its last characters, and what is left to pay', async () => {
      const code = await issueGiftCard(database.db, 50, 'SGD')
      const cart = await cartOf()
      const applied = await apply(cart.id, [code.toLowerCase().replace(/(.{4})/g, '$1 ')])
      expect(applied.userErrors).toEqual([])
      expect(applied.cart!.appliedGiftCards).toEqual([
        {
          id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/),
          lastCharacters: code.slice(-4),
          presentmentAmountUsed: { amount: '50.00', currencyCode: 'SGD' },
          amountUsed: { amount: '50.00', currencyCode: 'SGD' },
          balance: { amount: '50.00', currencyCode: 'SGD' },
        },
      ])
      expect(applied.cart!.cost).toEqual({ subtotalAmount: { amount: '149.00', currencyCode: 'SGD' }, totalAmount: { amount: '99.00', currencyCode: 'SGD' } })
      // Removed by its id: the cart costs what it did.
      const removed = (await gql<{ cartGiftCardCodesRemove: Payload }>(REMOVE, { cartId: cart.id, ids: [applied.cart!.appliedGiftCards[0]!.id] }))
        .cartGiftCardCodesRemove
      expect(removed.cart!.appliedGiftCards).toEqual([])
      expect(removed.cart!.cost.totalAmount.amount).toBe('149.00')
    })

    it('refuses an unknown, a spent or a malformed code as a user error, leaving the cart as it was', async () => {
      const spent = await issueGiftCard(database.db, 10, 'SGD')
      await database.db.update(giftCards).set({ balance: '0.00' }).where(eq(giftCards.code, spent))
      const good = await issueGiftCard(database.db, 20, 'SGD')
      const cart = await cartOf()
      expect((await apply(cart.id, [good])).cart!.appliedGiftCards).toHaveLength(1)
      const refused = await apply(cart.id, [good, 'ZZZZZZZZZZZZZZZZ', spent, 'bad\u0000code'])
      expect(refused.userErrors).toEqual([
        { code: 'INVALID', field: ['giftCardCodes', '1'], message: 'Gift card code is invalid.' },
        { code: 'INVALID', field: ['giftCardCodes', '2'], message: 'Gift card has no funds left.' },
        { code: 'INVALID', field: ['giftCardCodes', '3'], message: 'Gift card code is invalid.' },
      ])
      expect(refused.cart!.appliedGiftCards.map((c) => c.lastCharacters)).toEqual([good.slice(-4)])
      const unknownCart = await apply('gid://shopify/Cart/c1-nope?key=nope', [good])
      expect(unknownCart).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }] })
    })

    it("spends a card issued in Singapore dollars on a cart in ringgit, at the store's rate", async () => {
      const code = await issueGiftCard(database.db, 20, 'SGD')
      const cart = await cartOf(FLAT_QUEEN, CREATE_MY)
      const [card] = (await apply(cart.id, [code])).cart!.appliedGiftCards
      expect(card).toMatchObject({ presentmentAmountUsed: { amount: '64.00', currencyCode: 'MYR' }, amountUsed: { amount: '20.00', currencyCode: 'SGD' } })
    })

    it('takes gift card codes with cartCreate, and refuses a bad one there as a user error', async () => {
      const code = await issueGiftCard(database.db, 5, 'SGD')
      const { cartCreate } = await gql<{ cartCreate: Payload }>(CREATE, {
        input: { lines: [{ merchandiseId: STARTER_MAT, quantity: 1 }], giftCardCodes: [code] },
      })
      expect(cartCreate.cart!.cost.totalAmount.amount).toBe('44.00')
      const bad = await gql<{ cartCreate: Payload }>(CREATE, { input: { lines: [{ merchandiseId: STARTER_MAT, quantity: 1 }], giftCardCodes: ['NOPE'] } })
      expect(bad.cartCreate.cart).toBeNull()
      expect(bad.cartCreate.userErrors).toEqual([{ code: 'INVALID', field: ['input', 'giftCardCodes', '0'], message: 'Gift card code is invalid.' }])
    })

    it('the demo checkout spends it on the order with shipping, debits it once, and stops a second order it cannot pay', async () => {
      const code = await issueGiftCard(database.db, 60, 'SGD')
      const [a, b] = [await cartOf(STARTER_MAT), await cartOf(STARTER_MAT)]
      await apply(a.id, [code])
      await apply(b.id, [code])
      const page = await (await checkout.request(checkoutPath(a))).text()
      // 49.00 and 5.00 shipping, all paid by the card.
      expect(page).toMatch(/data-testid="total">SGD 54\.00/)
      expect(page).toMatch(new RegExp(`Gift card •••• ${code.slice(-4)}`))
      expect(page).toMatch(/data-testid="gift-card">−SGD 54\.00/)
      expect(page).toMatch(/data-testid="to-pay">SGD 0\.00/)
      expect(await (await post(checkoutPath(a), {})).text()).toMatch(/Order #\d+ is confirmed/)
      // Placing it again debits nothing more.
      expect((await post(checkoutPath(a), {})).status).toBe(409)
      const [card] = await database.db.select().from(giftCards).where(eq(giftCards.code, code))
      expect(card!.balance).toBe('6.00')
      expect(await database.db.select().from(giftCardDebits).where(eq(giftCardDebits.code, code))).toHaveLength(1)
      // The other checkout was shown SGD 54.00 from the card: it now holds 6.00, and pays the rest.
      const second = await checkout.request(checkoutPath(b))
      expect(await second.text()).toMatch(/data-testid="to-pay">SGD 48\.00/)
    })

    it("the demo checkout's gift card field: keeps a bad code with its message, applies a good one, removes it", async () => {
      const code = await issueGiftCard(database.db, 10, 'SGD')
      const cart = await cartOf(STARTER_MAT)
      const path = checkoutPath(cart, '/gift-card')
      const bad = await post(path, { code: 'abc<1>' })
      expect(bad.status).toBe(422)
      const html = await bad.text()
      expect(html).toContain('A gift card code has only letters and digits.')
      expect(html).toContain('value="abc&lt;1&gt;"')
      const unknown = await post(path, { code: 'ZZZZ ZZZZ ZZZZ ZZZZ' })
      expect(await unknown.text()).toContain('Gift card code is invalid.')
      const applied = await (await post(path, { code })).text()
      expect(applied).toContain(`The gift card ending ${code.slice(-4)} is applied.`)
      expect(applied).toMatch(/data-testid="to-pay">SGD 44\.00/)
      const id = /name="remove" value="([^"]+)"/.exec(applied)![1]!
      const removed = await (await post(path, { remove: id })).text()
      expect(removed).not.toContain('data-testid="to-pay"')
      expect(removed).toMatch(/data-testid="total">SGD 54\.00/)
    })
  })
}
