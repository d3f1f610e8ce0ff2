import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../services/db'
import { openTestPglite } from '../../../services/db/testing'
import { databaseCartRepository } from '../../../services/storefront/cart-repository'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { defaultMarket, localizations, markets } from '#shared/markets'
import { createCachedStorefrontClient } from './cache'
import { createCheckout } from './cart'
import { getProductByHandle, getProductPage, predictiveSearch } from './catalogue'
import { type StorefrontClient } from './client'
import { createStorefrontClient } from './client.server'
import { getLocalization, inMarket, marketOf } from './market'
import { operations } from './queries'

const malaysia = markets.find((m) => m.country === 'MY')!
const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // 149.00 SGD, 477.00 MYR

describe('a client in a market', () => {
  it('sends every operation of the app with @inContext(country: $country, language: $language)', () => {
    for (const [name, source] of Object.entries(operations))
      expect(source, name).toMatch(/\$country: CountryCode,?\s*\$language: LanguageCode\s*\) @inContext\(country: \$country, language: \$language\)/)
  })

  it("sends the market's country to operations that declare it, and leaves the others and a caller's own country alone", async () => {
    const sent: unknown[] = []
    const base: StorefrontClient = { request: async (_query, variables) => (sent.push(variables), {}) as never }
    const client = inMarket(base, malaysia)
    await client.request('query A($country: CountryCode) @inContext(country: $country) { shop { name } }', { first: 1 } as never)
    await client.request('query B { shop { name } }')
    await client.request('query C($country: CountryCode) @inContext(country: $country) { shop { name } }', { country: 'AU' } as never)
    expect(sent).toEqual([{ first: 1, country: 'MY' }, undefined, { country: 'AU' }])
    expect(marketOf(client)).toBe(malaysia)
    expect(marketOf(base)).toBe(defaultMarket)
    expect(inMarket(base).market).toBe(defaultMarket)
  })

  it("sends the market's language to operations that declare it, beside its country", async () => {
    const sent: unknown[] = []
    const base: StorefrontClient = { request: async (_query, variables) => (sent.push(variables), {}) as never }
    const indonesian = localizations.find((l) => l.pathPrefix === '/id-id')!
    const query = 'query A($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { shop { name } }'
    await inMarket(base, indonesian).request(query)
    await inMarket(base, malaysia).request(query, { language: 'MS' } as never)
    expect(sent).toEqual([
      { country: 'ID', language: 'ID' },
      { country: 'MY', language: 'MS' },
    ])
  })
})

describe('the data layer in a market, on the embedded store', () => {
  let database: Database
  let cached: StorefrontClient
  const bodies: { variables: { input?: unknown } }[] = []

  beforeAll(async () => {
    database = await openTestPglite()
    const store = createStorefrontHandler({
      catalogue: loadCatalogue(),
      assetBase: 'http://shop.test',
      carts: databaseCartRepository(Promise.resolve(database.db)),
    })
    // One cache for every market, as the server keeps it.
    cached = createCachedStorefrontClient(
      createStorefrontClient({
        endpoint: `http://shop.test${STOREFRONT_API_PATH}`,
        token: 'embedded-storefront',
        fetch: (url, init) => {
          bodies.push(JSON.parse(String(init.body)))
          return store.handle(new Request(url, init))
        },
      }),
    )
    // Opening a fresh database takes seconds, more on a busy machine.
  }, 120_000)
  afterAll(() => database.close())

  it("reads listings, products and suggestions in the market's currency; Singapore's stay in SGD", async () => {
    const sort = { sortKey: 'ID' as const, reverse: false }
    const [sg, my] = await Promise.all([getProductPage(inMarket(cached), { sort }), getProductPage(inMarket(cached, malaysia), { sort })])
    expect(sg.products[0]!.priceRange.minVariantPrice).toEqual({ amount: '119.00', currencyCode: 'SGD' })
    expect(my.products[0]!.priceRange.minVariantPrice).toEqual({ amount: '381.00', currencyCode: 'MYR' })
    const queen = (await getProductByHandle(inMarket(cached, malaysia), 'premium-earthing-flat-sheet'))!.variants.find((v) => v.id === FLAT_QUEEN)!
    expect(queen.price).toEqual({ amount: '477.00', currencyCode: 'MYR' })
    const [hit] = await predictiveSearch(inMarket(cached, malaysia), 'flat sheet')
    expect(hit!.price.currencyCode).toBe('MYR')
  })

  it("reads the store's localization in the market: its country and every market's with its currency", async () => {
    const localization = await getLocalization(inMarket(cached, malaysia))
    expect(localization.country).toEqual({ isoCode: 'MY', name: 'Malaysia', currency: { isoCode: 'MYR', symbol: 'RM' } })
    expect(localization.availableCountries.map((c) => [c.isoCode, c.currency.isoCode])).toEqual(markets.map((m) => [m.country, m.currency]))
    expect((await getLocalization(inMarket(cached))).country.isoCode).toBe('SG')
  })

  it("makes the checkout's cart in the market: the buyer's country sent outside Singapore, the totals in its currency", async () => {
    const lines = [{ merchandiseId: FLAT_QUEEN, quantity: 2 }]
    const my = await createCheckout(inMarket(cached, malaysia), lines, 'http://shop.test')
    expect(my.total).toEqual({ amount: '954.00', currencyCode: 'MYR' })
    expect(bodies.at(-1)!.variables).toEqual({ input: { lines, buyerIdentity: { countryCode: 'MY' } }, country: 'MY', language: 'EN' })
    const sg = await createCheckout(inMarket(cached), lines, 'http://shop.test')
    expect(sg.total).toEqual({ amount: '298.00', currencyCode: 'SGD' })
    // Singapore's cart is asked for as before: lines only, in the store's own market.
    expect(bodies.at(-1)!.variables).toEqual({ input: { lines }, country: 'SG', language: 'EN' })
  })
})
