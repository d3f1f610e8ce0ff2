import { beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../services/storefront/handler'
import { localizations, marketForCountry } from '#shared/markets'
import { breadcrumbJsonLd, offerShippingDetails, productJsonLd } from './product-structured-data'
import { cartStatus } from './storefront/cart'
import { getProductByHandle } from './storefront/catalogue'
import { type StorefrontClient } from './storefront/client'
import { createStorefrontClient } from './storefront/client.server'
import { inMarket } from './storefront/market'
import type { Product } from './storefront/types'

const SITE = 'https://groundwell.test'
const HANDLE = 'premium-earthing-flat-sheet'
const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // 149.00 SGD, 477.00 MYR

type Offer = {
  price: string
  priceCurrency: string
  url: string
  shippingDetails: {
    shippingDestination: { addressCountry: string }
    shippingRate?: { value: number; currency: string }
    freeShippingThreshold?: { value: number; currency: string }
  }
  hasMerchantReturnPolicy: Record<string, unknown>
}

let store: StorefrontClient
const productIn = async (country: string) => (await getProductByHandle(inMarket(store, marketForCountry(country)), HANDLE)) as Product
const offersIn = async (country: string) => {
  const product = await productIn(country)
  return (productJsonLd(product, undefined, SITE, `/product/${HANDLE}`, marketForCountry(country)) as { offers: Offer[] }).offers
}
const queenOf = (offers: Offer[]) => offers.find((o) => o.url.endsWith('?variant=100102'))!

beforeAll(() => {
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: SITE, carts: null })
  store = createStorefrontClient({
    endpoint: `${SITE}${STOREFRONT_API_PATH}`,
    token: 'embedded-storefront',
    fetch: (url, init) => embedded.handle(new Request(url, init)),
  })
})

describe('product structured data per market', () => {
  it('prices each offer in the market’s currency, as the store gave it', async () => {
    expect(queenOf(await offersIn('SG'))).toMatchObject({ price: '149.00', priceCurrency: 'SGD' })
    expect(queenOf(await offersIn('MY'))).toMatchObject({ price: '477.00', priceCurrency: 'MYR' })
    for (const offer of await offersIn('AU')) expect(offer.priceCurrency).toBe('AUD')
  })

  it('carries the market’s delivery: Singapore free from SGD 50, else SGD 5; Malaysia free from MYR 480, else calculated', async () => {
    const sg = queenOf(await offersIn('SG')).shippingDetails
    expect(sg).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'SG' },
      // 149 is over the threshold: this offer ships free.
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'SGD' },
      freeShippingThreshold: { '@type': 'MonetaryAmount', value: 50, currency: 'SGD' },
      shippingSettingsLink: `${SITE}/shipping-policy`,
    })
    const my = queenOf(await offersIn('MY')).shippingDetails
    expect(my).toMatchObject({ shippingDestination: { addressCountry: 'MY' }, freeShippingThreshold: { value: 480, currency: 'MYR' } })
    // MYR 477 is under MYR 480: the cost comes from the address, so no rate is claimed.
    expect(my.shippingRate).toBeUndefined()
    const us = queenOf(await offersIn('US')).shippingDetails
    expect(us.shippingDestination.addressCountry).toBe('US')
    expect([us.shippingRate, us.freeShippingThreshold]).toEqual([undefined, undefined])
  })

  it('gives an offer under a threshold the market’s flat rate, and one at it free', () => {
    const rate = (country: string, price: number) =>
      (offerShippingDetails(marketForCountry(country), price, `${SITE}/shipping-policy`) as Offer['shippingDetails']).shippingRate
    expect(rate('SG', 29)).toEqual({ '@type': 'MonetaryAmount', value: 5, currency: 'SGD' })
    expect(rate('SG', 50)).toEqual({ '@type': 'MonetaryAmount', value: 0, currency: 'SGD' })
    expect(rate('ID', 1_900_000)).toEqual({ '@type': 'MonetaryAmount', value: 0, currency: 'IDR' })
  })

  it('carries the return policy for the market’s country, from the shop’s rules', async () => {
    const sg = queenOf(await offersIn('SG')).hasMerchantReturnPolicy
    expect(sg).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'SG',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      itemCondition: 'https://schema.org/NewCondition',
      refundType: 'https://schema.org/FullRefund',
      returnFees: 'https://schema.org/ReturnShippingFees',
      returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: 12, currency: 'SGD' },
      merchantReturnLink: `${SITE}/return-policy`,
    })
    const hk = queenOf(await offersIn('HK')).hasMerchantReturnPolicy
    expect(hk).toMatchObject({ applicableCountry: 'HK', merchantReturnDays: 30 })
    // The postage figure is Singapore's, in SGD: not claimed for another market.
    expect(hk.returnShippingFeesAmount).toBeUndefined()
  })

  it('links the product and its policies at the market’s own URLs, Singapore’s at theirs', async () => {
    const au = queenOf(await offersIn('AU'))
    expect(au.url).toBe(`${SITE}/en-au/product/${HANDLE}?variant=100102`)
    expect(au.shippingDetails).toMatchObject({ shippingSettingsLink: `${SITE}/en-au/shipping-policy` })
    expect(au.hasMerchantReturnPolicy).toMatchObject({ merchantReturnLink: `${SITE}/en-au/return-policy` })
    const product = (await productIn('AU')) as Product
    expect(productJsonLd(product, undefined, SITE, `/product/${HANDLE}`, marketForCountry('AU'))).toMatchObject({ url: `${SITE}/en-au/product/${HANDLE}` })
    const trail = breadcrumbJsonLd(
      SITE,
      [
        { name: 'Home', path: '/' },
        { name: 'Shop All', path: '/shop-all' },
      ],
      marketForCountry('AU'),
    ) as {
      itemListElement: { item: string }[]
    }
    expect(trail.itemListElement.map((i) => i.item)).toEqual([`${SITE}/en-au`, `${SITE}/en-au/shop-all`])
    expect(queenOf(await offersIn('SG')).url).toBe(`${SITE}/product/${HANDLE}?variant=100102`)
  })
})

describe('product structured data in the page’s language', () => {
  it('names the product and each offer as the store does in the language, a product without options by its name alone', async () => {
    const zh = localizations.find((l) => l.pathPrefix === '/zh-hk')!
    const sheet = (await getProductByHandle(inMarket(store, zh), HANDLE)) as Product
    const data = productJsonLd(sheet, undefined, SITE, `/product/${HANDLE}`, zh) as { name: string; description: string; offers: { name: string }[] }
    expect(data.name).toBe(sheet.title)
    expect(data.name).not.toBe('Premium Earthing Flat Sheet')
    expect(data.description).toBe(sheet.description)
    expect(data.offers.map((o) => o.name)).toEqual(sheet.variants.map((v) => v.title))
    const mat = (await getProductByHandle(inMarket(store, zh), 'earthing-therapy-starter-mat')) as Product
    const offers = (productJsonLd(mat, undefined, SITE, '/product/earthing-therapy-starter-mat', zh) as { offers: { name: string }[] }).offers
    expect(offers.map((o) => o.name)).toEqual([mat.title])
  })
})

describe('a stored cart asked about in another market', () => {
  it('answers each variant’s price there, and which variants are gone everywhere', async () => {
    const status = await cartStatus(store, null, [FLAT_QUEEN, 'gid://shopify/ProductVariant/999999'], marketForCountry('MY'))
    expect(status.missing).toEqual(['gid://shopify/ProductVariant/999999'])
    expect(status.prices).toEqual({
      country: 'MY',
      lines: [
        { variantId: FLAT_QUEEN, price: { amount: '477.00', currencyCode: 'MYR' }, compareAtPrice: { amount: '605.00', currencyCode: 'MYR' } },
        { variantId: 'gid://shopify/ProductVariant/999999', price: null, compareAtPrice: null },
      ],
    })
    expect((await cartStatus(store, null, [FLAT_QUEEN])).prices).toBeUndefined()
  })

  it('tells a variant the market does not sell (null in its context) from one the store no longer has', async () => {
    // A store whose Malaysian catalogue leaves the cord out, as a market's catalogue can.
    const CORD = 'gid://shopify/ProductVariant/cord'
    const marketStore: StorefrontClient = {
      request: (async (query: string, variables: { ids: string[]; country: string }) => ({
        nodes: variables.ids.map((id) =>
          id === CORD && variables.country === 'MY'
            ? null
            : { id, price: { amount: '1.00', currencyCode: variables.country === 'MY' ? 'MYR' : 'SGD' }, compareAtPrice: null },
        ),
        query,
      })) as never,
    }
    const status = await cartStatus(marketStore, null, [CORD], marketForCountry('MY'))
    expect(status.missing).toEqual([])
    expect(status.prices!.lines).toEqual([{ variantId: CORD, price: null, compareAtPrice: null }])
  })
})
