import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import type { StoreLanguageCode } from '../../../services/storefront/languages'
import { storeTranslations, type StoreTranslations } from '../../../services/storefront/translations'
import { type FakeShopify, startFakeShopify } from '../../../tests/fakes/fake-shopify'
import { realShapedTranslations } from '../../../tests/fakes/real-shaped-translations'
import { localizationFor, localizations, type Market } from '#shared/markets'
import { accessoryCategories } from '~/content/catalogue'
import type { StorefrontClient, StorefrontFetch } from '~/lib/storefront/client'
import { createStorefrontClient } from '~/lib/storefront/client.server'
import { inMarket } from '~/lib/storefront/market'
import { loader as accessories } from '~/routes/accessories/route'
import { loader as mats } from '~/routes/mats-products/route'
import { loader as sleep } from '~/routes/sleep-products/route'
import { accessoryCategoryMembers, type ListingMembers, listingMembers } from './categories'
import { type ListingResult, loadListing } from './listing.server'

/**
 * The listings' rules are written on the store's English titles; a page in another language shows
 * the store's translated titles. Each listing a shopper reads in a language must hold what it holds
 * in English, in the same market, on the embedded store and on a real-shaped one.
 */
const stores: Record<string, { client: StorefrontClient; translations: StoreTranslations }> = {}
/** The operations the store was sent, by name, in order. */
const sent: string[] = []
let fakeShopify: FakeShopify

/** A client of the store at `endpoint` that notes each operation it sends. */
const noting = (endpoint: string, fetch: StorefrontFetch) =>
  createStorefrontClient({
    endpoint,
    token: 't',
    fetch: (url, init) => {
      sent.push(/(?:query|mutation) (\w+)/.exec(JSON.parse(String(init.body)).query)![1]!)
      return fetch(url, init)
    },
  })

beforeAll(async () => {
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })
  stores.embedded = {
    client: noting(`http://localhost:3000${STOREFRONT_API_PATH}`, (url, init) => embedded.handle(new Request(url, init))),
    translations: storeTranslations,
  }
  fakeShopify = await startFakeShopify()
  stores['fake Shopify'] = {
    client: noting(`${fakeShopify.origin}${STOREFRONT_API_PATH}`, (url, init) => fetch(url, init)),
    translations: realShapedTranslations(fakeShopify.products),
  }
})
afterAll(() => fakeShopify?.close())

const languages = localizations.filter((m) => m.language !== 'EN')
/** A listing page's loader, as the server calls it, and what it answers of the listing. */
type ListingLoader = (args: { context: AppLoadContext; request: Request; params: object }) => Promise<{ listing: ListingResult }>
const loaders = { accessories, sleep, mats } as unknown as Record<'accessories' | 'sleep' | 'mats', ListingLoader>
/** The pages of a listing, as a shopper opens them (the category cards are `?category=`). */
const pages: [string, ListingLoader][] = [
  ['/accessories', loaders.accessories],
  ...accessoryCategories.map((c): [string, ListingLoader] => [`/accessories?category=${c.id}`, loaders.accessories]),
  ['/sleep-products', loaders.sleep],
  ['/mats-products', loaders.mats],
]

/** A listing's page in a market, as its loader answers it, and the operations it sent. */
async function open(store: string, market: Market, path: string, loader: ListingLoader) {
  const context = { storefront: inMarket(stores[store]!.client, market), siteUrl: 'https://shop.test' } as unknown as AppLoadContext
  sent.length = 0
  const { listing } = await loader({ context, request: new Request(`https://shop.test${market.pathPrefix}${path}`), params: {} })
  return { listing, sent: [...sent] }
}

const handles = (listing: ListingResult) => listing.products.map((p) => p.handle)
const facetCounts = (listing: ListingResult) => listing.facets.map((f) => [f.id, f.values.map((v) => v.count)])

/** Each card's title is the store's translation of it into the market's language. */
function expectTitlesIn(store: string, market: Market, listing: ListingResult) {
  const translations = stores[store]!.translations.get(market.language as StoreLanguageCode)!
  for (const product of listing.products) expect(product.title, product.handle).toBe(translations.products[product.handle]!.title)
}

const inEachLanguage = ['embedded', 'fake Shopify'].flatMap((store) => languages.map((m) => [store, m.locale, m] as const))

describe.each(inEachLanguage)('the listings of the %s store in %s', (store, _locale, market) => {
  const english = localizationFor(market.country, 'EN')

  it.each(pages)('%s lists what it lists in English, counted alike, its titles in the language', async (path, loader) => {
    const inEnglish = await open(store, english, path, loader)
    const inLanguage = await open(store, market, path, loader)
    expect(handles(inEnglish.listing).length, path).toBeGreaterThan(0)
    expect(handles(inLanguage.listing), path).toEqual(handles(inEnglish.listing))
    expect(inLanguage.listing.total, path).toEqual(inEnglish.listing.total)
    expect(facetCounts(inLanguage.listing), path).toEqual(facetCounts(inEnglish.listing))
    expectTitlesIn(store, market, inLanguage.listing)
    // No more asked of the store than in English: the same operations, as many times.
    expect(inLanguage.sent.sort(), path).toEqual(inEnglish.sent.sort())
  })
})

/** The listings by their title rules alone, as a store without the shop's collections has them. */
const byRule: [string, ListingMembers][] = [
  ['sleep', listingMembers.sleep],
  ['mats', listingMembers.mats],
  ['accessories', listingMembers.accessories],
  ...accessoryCategories.map((c) => [c.id, accessoryCategoryMembers(c)] as [string, ListingMembers]),
]

describe.each(inEachLanguage)('the listings by title rule of the %s store in %s', (store, _locale, market) => {
  const english = localizationFor(market.country, 'EN')
  const read = async (m: Market, members: ListingMembers, count = true) => {
    sent.length = 0
    const listing = await loadListing({ storefront: inMarket(stores[store]!.client, m) } as unknown as AppLoadContext, { members, count })
    return { listing, sent: [...sent] }
  }

  it.each(byRule)('%s holds what it holds in English, counted alike, its titles in the language', async (name, members) => {
    const inEnglish = await read(english, members)
    const inLanguage = await read(market, members)
    expect(handles(inEnglish.listing).length, name).toBeGreaterThan(0)
    expect(handles(inLanguage.listing), name).toEqual(handles(inEnglish.listing))
    expect(inLanguage.listing.total, name).toEqual(inEnglish.listing.total)
    expectTitlesIn(store, market, inLanguage.listing)
    expect(inLanguage.sent.sort(), name).toEqual(inEnglish.sent.sort())
    // Uncounted (a row of suggestions), it holds the same too.
    expect(handles((await read(market, members, false)).listing), name).toEqual(handles(inEnglish.listing))
  })
})
