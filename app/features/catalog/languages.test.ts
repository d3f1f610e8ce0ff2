import type { AppLoadContext } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { storeTranslations } from '../../../services/storefront/translations'
import { localizationFor, localizations, type Market } from '#shared/markets'
import { accessoryCategories } from '~/content/catalogue'
import type { StorefrontClient } from '~/lib/storefront/client'
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
 * in English, in the same market.
 */
let store: StorefrontClient
/** The operations the store was sent, by name, in order. */
const sent: string[] = []

beforeAll(() => {
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })
  store = createStorefrontClient({
    endpoint: `http://localhost:3000${STOREFRONT_API_PATH}`,
    token: 't',
    fetch: (url, init) => {
      sent.push(/(?:query|mutation) (\w+)/.exec(JSON.parse(String(init.body)).query)![1]!)
      return embedded.handle(new Request(url, init))
    },
  })
})

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
async function open(market: Market, path: string, loader: ListingLoader) {
  const context = { storefront: inMarket(store, market), siteUrl: 'https://shop.test' } as unknown as AppLoadContext
  sent.length = 0
  const { listing } = await loader({ context, request: new Request(`https://shop.test${market.pathPrefix}${path}`), params: {} })
  return { listing, sent: [...sent] }
}

const handles = (listing: ListingResult) => listing.products.map((p) => p.handle)
const facetCounts = (listing: ListingResult) => listing.facets.map((f) => [f.id, f.values.map((v) => v.count)])

/** Each card's title is the store's translation of it into the market's language. */
function expectTitlesIn(market: Market, listing: ListingResult) {
  const translations = storeTranslations.get(market.language as Parameters<typeof storeTranslations.get>[0])!
  for (const product of listing.products) expect(product.title, product.handle).toBe(translations.products[product.handle]!.title)
}

describe.each(languages.map((m) => [m.locale, m] as const))('the listings in %s', (_locale, market) => {
  const english = localizationFor(market.country, 'EN')

  it.each(pages)('%s lists what it lists in English, counted alike, its titles in the language', async (path, loader) => {
    const inEnglish = await open(english, path, loader)
    const inLanguage = await open(market, path, loader)
    expect(handles(inEnglish.listing).length, path).toBeGreaterThan(0)
    expect(handles(inLanguage.listing), path).toEqual(handles(inEnglish.listing))
    expect(inLanguage.listing.total, path).toEqual(inEnglish.listing.total)
    expect(facetCounts(inLanguage.listing), path).toEqual(facetCounts(inEnglish.listing))
    expectTitlesIn(market, inLanguage.listing)
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

describe.each(languages.map((m) => [m.locale, m] as const))('the listings by title rule in %s', (_locale, market) => {
  const english = localizationFor(market.country, 'EN')
  const read = async (m: Market, members: ListingMembers, count = true) => {
    sent.length = 0
    const listing = await loadListing({ storefront: inMarket(store, m) } as unknown as AppLoadContext, { members, count })
    return { listing, sent: [...sent] }
  }

  it.each(byRule)('%s holds what it holds in English, counted alike, its titles in the language', async (name, members) => {
    const inEnglish = await read(english, members)
    const inLanguage = await read(market, members)
    expect(handles(inEnglish.listing).length, name).toBeGreaterThan(0)
    expect(handles(inLanguage.listing), name).toEqual(handles(inEnglish.listing))
    expect(inLanguage.listing.total, name).toEqual(inEnglish.listing.total)
    expectTitlesIn(market, inLanguage.listing)
    expect(inLanguage.sent.sort(), name).toEqual(inEnglish.sent.sort())
    // Uncounted (a row of suggestions), it holds the same too.
    expect(handles((await read(market, members, false)).listing), name).toEqual(handles(inEnglish.listing))
  })
})
