import { parse, validate } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { internationalMarket, markets } from '../../shared/markets'
import { startFakeShopify, type FakeShopify } from '../../tests/fakes/fake-shopify'
import { realStorefrontSchema } from '../../tests/fakes/storefront-schema'
import { eq } from 'drizzle-orm'
import { type Database, orders } from '../db'
import { openTestPglite } from '../db/testing'
import { databaseCartRepository } from './cart-repository'
import { loadCatalogue } from './catalogue'
import { createCheckoutRoutes } from './checkout-page'
import { createStorefrontHandler, STOREFRONT_API_PATH } from './handler'
import { convertAmount, priceIn } from './markets'
import { priceLists } from './price-lists'
import { storefrontQuery } from './testing'
import { moneyOf } from '../../shared/money'

const PRODUCT = `query Product($handle: String!, $country: CountryCode) @inContext(country: $country) {
  product(handle: $handle) {
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    variants(first: 5) { nodes { title price { amount currencyCode } compareAtPrice { amount currencyCode } } }
  } }`
const LOCALIZATION = `query Localization @inContext(country: AU) {
  localization { country { isoCode currency { isoCode symbol } } availableCountries { isoCode name currency { isoCode } } } }`
const CREATE = `mutation Create($input: CartInput!, $country: CountryCode) @inContext(country: $country) { cartCreate(input: $input) {
  cart { id buyerIdentity { countryCode }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 10) { nodes { quantity cost { amountPerQuantity { amount currencyCode } totalAmount { amount currencyCode } }
      merchandise { ... on ProductVariant { price { amount currencyCode } } } } } }
  userErrors { code message } } }`
const CREATE_CHECKOUT = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`
const CART = `query Cart($id: ID!) { cart(id: $id) { buyerIdentity { countryCode } cost { totalAmount { amount currencyCode } } } }`

const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // 149.00, compare at 189.00
const STARTER_MAT = 'gid://shopify/ProductVariant/100401' // 49.00

describe('Shopify Markets on the embedded store', () => {
  let database: Database
  let store: ReturnType<typeof createStorefrontHandler>
  let checkout: ReturnType<typeof createCheckoutRoutes>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape of the answer it asked for
  const gql = (query: string, variables: object = {}) => storefrontQuery<any>(store, query, variables)

  beforeAll(async () => {
    database = await openTestPglite()
    const carts = databaseCartRepository(Promise.resolve(database.db))
    store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test', carts })
    const settings = { brandName: 'Groundwell', shopUrl: 'http://shop.test', currency: 'SGD', shippingFlatRate: 5, freeShippingThreshold: 50 }
    checkout = createCheckoutRoutes({ store: store.store, carts, settings })
    // Opening a fresh database takes seconds, more on a busy machine.
  }, 120_000)
  afterAll(() => database.close())

  it('sends only operations the real Storefront API accepts', () => {
    const real = realStorefrontSchema()
    for (const query of [PRODUCT, LOCALIZATION, CREATE, CART]) expect(validate(real, parse(query)).map((e) => e.message)).toEqual([])
  })

  it("prices a product in the context's market from its price list, rounded up as the list rounds", async () => {
    const variables = { handle: 'premium-earthing-flat-sheet' }
    const sg = (await gql(PRODUCT, variables)).data.product
    expect(sg.variants.nodes[1]).toEqual({
      title: 'Queen',
      price: { amount: '149.00', currencyCode: 'SGD' },
      compareAtPrice: { amount: '189.00', currencyCode: 'SGD' },
    })
    expect((await gql(PRODUCT, { ...variables, country: 'SG' })).data.product).toEqual(sg)

    const my = (await gql(PRODUCT, { ...variables, country: 'MY' })).data.product
    // 149 × 3.20 = 476.80, up to a whole ringgit; 189 × 3.20 = 604.80.
    expect(my.variants.nodes[1]).toEqual({
      title: 'Queen',
      price: { amount: '477.00', currencyCode: 'MYR' },
      compareAtPrice: { amount: '605.00', currencyCode: 'MYR' },
    })
    expect(my.priceRange).toEqual({ minVariantPrice: { amount: '381.00', currencyCode: 'MYR' }, maxVariantPrice: { amount: '541.00', currencyCode: 'MYR' } })
    expect(my.variants.nodes[0].compareAtPrice).toBeNull()

    const prices = async (country: string) => (await gql(PRODUCT, { ...variables, country })).data.product.variants.nodes[1].price
    expect(await prices('AU')).toEqual({ amount: '175.95', currencyCode: 'AUD' })
    expect(await prices('US')).toEqual({ amount: '114.95', currencyCode: 'USD' })
    expect(await prices('ID')).toEqual({ amount: '1893000.00', currencyCode: 'IDR' })
    expect(await prices('HK')).toEqual({ amount: '894.00', currencyCode: 'HKD' })
  })

  it('rounds every price of the catalogue up to its list: .95 in AUD and USD, whole in MYR and HKD, thousands in IDR', () => {
    const ending = { AUD: 0.95, USD: 0.95, MYR: 0, HKD: 0, IDR: 0 } as const
    for (const product of loadCatalogue().products) {
      for (const variant of product.variants) {
        const base = Number(variant.price)
        for (const market of markets.filter((m) => m.currency !== 'SGD')) {
          const amount = convertAmount(base, market, 'SGD')
          const list = priceLists[market.currency as keyof typeof priceLists]
          expect(amount).toBeGreaterThanOrEqual(base * list.rate - 1e-6)
          expect(amount - base * list.rate).toBeLessThan(list.step)
          if (market.currency === 'IDR') expect(amount % 1000).toBe(0)
          else expect(Math.round((amount % 1) * 100) / 100).toBe(ending[market.currency as keyof typeof ending])
        }
      }
    }
  })

  it('answers localization: the context country with its currency, and every market the store sells to', async () => {
    const { data } = await gql(LOCALIZATION)
    expect(data.localization.country).toEqual({ isoCode: 'AU', currency: { isoCode: 'AUD', symbol: '$' } })
    expect(data.localization.availableCountries).toEqual(markets.map((m) => ({ isoCode: m.country, name: m.name, currency: { isoCode: m.currency } })))
    expect((await gql('query { localization { country { isoCode currency { isoCode symbol } } } }')).data.localization.country).toEqual({
      isoCode: 'SG',
      currency: { isoCode: 'SGD', symbol: '$' },
    })
  })

  it("makes a cart in the buyer's market: lines, costs and merchandise in its currency, and it stays there", async () => {
    const input = {
      lines: [
        { merchandiseId: FLAT_QUEEN, quantity: 1 },
        { merchandiseId: STARTER_MAT, quantity: 2 },
      ],
      buyerIdentity: { countryCode: 'MY' },
    }
    const { data } = await gql(CREATE, { input })
    const cart = data.cartCreate.cart
    expect(data.cartCreate.userErrors).toEqual([])
    expect(cart.buyerIdentity).toEqual({ countryCode: 'MY' })
    expect(cart.lines.nodes.map((l: { cost: { amountPerQuantity: unknown; totalAmount: unknown } }) => [l.cost.amountPerQuantity, l.cost.totalAmount])).toEqual(
      [
        [
          { amount: '477.00', currencyCode: 'MYR' },
          { amount: '477.00', currencyCode: 'MYR' },
        ],
        [
          { amount: '157.00', currencyCode: 'MYR' },
          { amount: '314.00', currencyCode: 'MYR' },
        ],
      ],
    )
    expect(cart.lines.nodes[1].merchandise.price).toEqual({ amount: '157.00', currencyCode: 'MYR' })
    expect(cart.cost).toEqual({ subtotalAmount: { amount: '791.00', currencyCode: 'MYR' }, totalAmount: { amount: '791.00', currencyCode: 'MYR' } })
    // Read back without a context, the cart keeps its market.
    expect((await gql(CART, { id: cart.id })).data.cart).toEqual({
      buyerIdentity: { countryCode: 'MY' },
      cost: { totalAmount: { amount: '791.00', currencyCode: 'MYR' } },
    })
  })

  it("makes a cart in the context's market when the buyer names none, and in Singapore's without either", async () => {
    const input = { lines: [{ merchandiseId: STARTER_MAT, quantity: 1 }] }
    const hk = (await gql(CREATE, { input, country: 'HK' })).data.cartCreate.cart
    expect([hk.buyerIdentity.countryCode, hk.cost.totalAmount]).toEqual(['HK', { amount: '294.00', currencyCode: 'HKD' }])
    const sg = (await gql(CREATE, { input })).data.cartCreate.cart
    expect([sg.buyerIdentity.countryCode, sg.cost.totalAmount]).toEqual(['SG', { amount: '49.00', currencyCode: 'SGD' }])
  })

  it("opens the demo checkout in the cart's market: its currency and shipping rule, and records the order in it", async () => {
    const create = async (quantity: number) =>
      (await gql(CREATE_CHECKOUT, { input: { lines: [{ merchandiseId: STARTER_MAT, quantity }], buyerIdentity: { countryCode: 'MY' } } })).data.cartCreate.cart
    // 2 × MYR 157.00 is below Malaysia's MYR 480: the real checkout prices delivery from the address.
    const below = await (await checkout.request((await create(2)).checkoutUrl)).text()
    expect(below).toMatch(/data-testid="subtotal">MYR 314\.00/)
    expect(below).toContain('Shipping (Malaysia)')
    expect(below).toMatch(/data-testid="shipping">Calculated from the address/)
    expect(below).toMatch(/data-testid="total">MYR 314\.00/)
    const cart = await create(4)
    const over = await (await checkout.request(cart.checkoutUrl)).text()
    expect(over).toMatch(/data-testid="shipping">Free/)
    expect(over).toMatch(/data-testid="total">MYR 628\.00/)

    const url = new URL(cart.checkoutUrl)
    expect(await (await checkout.request(`${url.pathname}${url.search}`, { method: 'POST', body: new URLSearchParams({}) })).text()).toMatch(/is confirmed/)
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.cartToken, url.pathname.split('/').pop()!))
    expect([order!.total, order!.currency]).toEqual(['628.00', 'MYR'])
  })

  it("sets each market's free-shipping threshold at the equivalent of the policy's SGD 150, as a round figure", () => {
    for (const market of markets.filter((m) => !['SGD', 'USD'].includes(m.currency))) {
      const equivalent = 150 * priceLists[market.currency as keyof typeof priceLists].rate
      expect(Math.abs(market.shipping.freeOver! - equivalent) / equivalent).toBeLessThan(0.03)
    }
  })
})

describe('Shopify Markets on the fake Shopify', () => {
  let fakeShopify: FakeShopify
  const gql = async (query: string, variables: object = {}) => {
    const res = await fetch(`${fakeShopify.origin}${STOREFRONT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'token' },
      body: JSON.stringify({ query, variables }),
    })
    return res.json()
  }
  beforeAll(async () => {
    fakeShopify = await startFakeShopify()
  })
  afterAll(() => fakeShopify.close())

  it('prices products, answers localization and makes carts in the market, as the embedded store does', async () => {
    const product = fakeShopify.products.find((p) => p.variants.length > 1)!
    const variant = product.variants[0]!
    const base = { amount: variant.price.amount, currencyCode: 'SGD' }
    const au = (await gql(PRODUCT, { handle: product.handle, country: 'AU' })).data.product
    expect(au.variants.nodes[0].price).toEqual(
      priceIn(
        base,
        markets.find((m) => m.country === 'AU')!,
      ),
    )
    expect(au.priceRange.minVariantPrice.currencyCode).toBe('AUD')
    expect((await gql(PRODUCT, { handle: product.handle })).data.product.variants.nodes[0].price).toEqual(base)

    expect((await gql(LOCALIZATION)).data.localization.country).toEqual({ isoCode: 'AU', currency: { isoCode: 'AUD', symbol: '$' } })

    // Any other country is the rest of the world's market, in USD.
    const input = { lines: [{ merchandiseId: variant.id, quantity: 2 }], buyerIdentity: { countryCode: 'GB' } }
    const cart = (await gql(CREATE, { input })).data.cartCreate.cart
    const unit = priceIn(base, internationalMarket)
    expect(cart.buyerIdentity).toEqual({ countryCode: 'US' })
    expect(cart.cost.totalAmount).toEqual(moneyOf(Number(unit.amount) * 2, 'USD'))
    expect(cart.lines.nodes[0].merchandise.price).toEqual(unit)
  })
})
