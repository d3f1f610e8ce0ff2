import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { startFakeShopify, type FakeShopify } from '../../../tests/fakes/fake-shopify'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { type StorefrontClient } from '~/lib/storefront/client'
import { createStorefrontClient } from '~/lib/storefront/client.server'
import { accessoryCategories } from '~/content/catalogue'
import { accessoryCategoryMembers, listingMembers } from './categories'
import { type ListingParams, readListingParams } from './listing-params'
import { type ListingResult, loadListing } from './listing.server'

let fakeShopify: FakeShopify
const stores: Record<string, StorefrontClient> = {}

beforeAll(async () => {
  fakeShopify = await startFakeShopify()
  stores['fake Shopify'] = createStorefrontClient({
    endpoint: `${fakeShopify.origin}${STOREFRONT_API_PATH}`,
    token: 'token',
    fetch: (url, init) => fetch(url, init),
  })
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })
  stores.embedded = createStorefrontClient({
    endpoint: `http://localhost:3000${STOREFRONT_API_PATH}`,
    token: 't',
    fetch: (url, init) => embedded.handle(new Request(url, init)),
  })
})
afterAll(() => fakeShopify?.close())

const context = (store: string) => ({ storefront: stores[store]! }) as AppLoadContext
const params = (query: string): ListingParams => readListingParams(new URLSearchParams(query))
const titles = (result: ListingResult) => result.products.map((p) => p.title)

/** Every page of a listing, following its next links. */
async function everyPage(store: string, members = listingMembers.all, sort = '') {
  const pages: ListingResult[] = [await loadListing(context(store), { members, params: params(sort) })]
  while (pages.at(-1)!.pages.next) {
    const next = pages.at(-1)!.pages.next as { after: string }
    pages.push(await loadListing(context(store), { members, params: params(`${sort}&after=${encodeURIComponent(next.after)}`) }))
  }
  return pages
}

describe.each(['embedded', 'fake Shopify'])('listings against the %s store', (store) => {
  it('send cards, not whole products: a price and an action, no description, variants or option list, the first image only', async () => {
    const [first] = await everyPage(store)
    expect(first!.products.length).toBeGreaterThan(0)
    for (const product of first!.products) {
      expect(Object.keys(product).sort()).toEqual(['action', 'compareAt', 'from', 'handle', 'id', 'image', 'onSale', 'price', 'title'])
    }
    // A product with several images: its card keeps the first one the product page shows.
    const cards = (await everyPage(store)).flatMap((page) => page.products)
    const products = await Promise.all(cards.slice(0, 8).map((card) => getProductByHandle(stores[store]!, card.handle)))
    const several = products.find((p) => p && p.images.length > 1)!
    expect(cards.find((card) => card.id === several.id)!.image).toEqual(several.images[0])
  })

  it('page through the whole catalogue, 20 a page, each product once, with its count', async () => {
    const pages = await everyPage(store)
    const all = pages.flatMap(titles)
    const size = store === 'embedded' ? 14 : 264
    expect(pages[0]!.total).toEqual({ count: size, more: false })
    expect(all).toHaveLength(size)
    expect(new Set(all).size).toBe(size)
    expect(pages.slice(0, -1).every((p) => p.products.length === 20)).toBe(true)
    if (pages.length > 1) {
      const back = await loadListing(context(store), { params: { sort: 'featured', cursor: pages[1]!.pages.previous } })
      expect(titles(back)).toEqual(titles(pages[0]!))
    }
  })

  it('ask the store for their members: the same sleep, mats and accessory products as the demo catalogue', async () => {
    const members = async (m: Parameters<typeof everyPage>[1]) => (await everyPage(store, m)).flatMap(titles).sort()
    expect(await members(listingMembers.sleep)).toEqual(['Fitted Earthing Bed Sheet', 'Leather Mattress Topper', 'Premium Earthing Flat Sheet'])
    expect(await members(listingMembers.mats)).toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])
    expect(await members(listingMembers.accessories)).toHaveLength(6)
    const [cords, pens, others] = accessoryCategories.map(accessoryCategoryMembers)
    expect(await members(cords)).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Grounding Extension Cord', 'Universal Grounding Plug Adapter'])
    expect(await members(pens)).toEqual(['Conductivity Tester Pen'])
    expect(await members(others)).toEqual(['Conductivity Tester'])
    const sleep = await loadListing(context(store), { members: listingMembers.sleep })
    expect(sleep.total).toEqual({ count: 3, more: false })
  })

  it('sort by price both ways across pages, and newest first', async () => {
    // The store sorts by the lowest price of any variant; each page is in the order of the prices
    // its cards show (the lowest one can buy at), which differ where a cheaper size is sold out.
    const prices = (pages: ListingResult[]) => pages.map((p) => p.products.map((x) => Number(x.price.amount)))
    const up = prices(await everyPage(store, listingMembers.all, 'sort=price-asc'))
    for (const page of up) expect(page).toEqual([...page].sort((a, b) => a - b))
    const down = prices(await everyPage(store, listingMembers.all, 'sort=price-desc'))
    for (const page of down) expect(page).toEqual([...page].sort((a, b) => b - a))
    expect(down.flat().sort()).toEqual(up.flat().sort())
    if (store === 'embedded') expect(down.flat()).toEqual(up.flat().reverse())
    const newest = await loadListing(context(store), { params: params('sort=newest') })
    expect(newest.sort).toBe('newest')
    expect(titles(newest)[0]).toBe('Whole-Home Grounding Kit')
  })

  it('fall back to the first page in the featured sort for a forged, stale or garbage cursor, and say so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const first = await loadListing(context(store), {})
      for (const query of ['after=Z2FyYmFnZQ%3D%3D&sort=price-desc', 'before=bm90LWEtY3Vyc29y', 'after=%3Cscript%3E', 'sort=cheapest']) {
        const result = await loadListing(context(store), { params: params(query) })
        expect(titles(result), query).toEqual(titles(first))
        expect(result.sort).toBe('featured')
      }
      // The store refuses the two cursors that decode; the others never reach it.
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^\[catalog\] the listing's URL could not be used \(.*Invalid cursor.*Z2FyYmFnZQ==.*\); showing its first page$/),
        expect.stringMatching(/^\[catalog\] the listing's URL could not be used \(.*Invalid cursor.*bm90LWEtY3Vyc29y.*\); showing its first page$/),
      ])
    } finally {
      warn.mockRestore()
    }
  })
})

describe('a store that needs payment', () => {
  // Answers every call with HTTP 402, as a store without a billing plan does.
  const calls: string[] = []
  const unpaid = createStorefrontClient({
    endpoint: `http://localhost:3000${STOREFRONT_API_PATH}`,
    token: 't',
    fetch: async (_url, init) => {
      calls.push(/query (\w+)/.exec(JSON.parse(String(init.body)).query)![1]!)
      return new Response('Payment Required', { status: 402 })
    },
  })
  const unpaidContext = { storefront: unpaid } as AppLoadContext

  it('gives an empty listing with the payment-required notice, from the first page or any other', async () => {
    for (const query of ['', 'sort=price-desc&after=Z2FyYmFnZQ%3D%3D']) {
      calls.length = 0
      const result = await loadListing(unpaidContext, { params: params(query) })
      expect(result, query).toMatchObject({ products: [], notice: 'payment-required', total: null })
      // The URL is not retried as a first page: the store's answer would be the same.
      expect(
        calls.filter((c) => c === 'Products'),
        query,
      ).toHaveLength(1)
    }
  })
})

describe.each(['embedded', 'fake Shopify'])("listings read from the %s store's collections", (store) => {
  const load = (collection: string | undefined, members: Parameters<typeof loadListing>[1] = {}) =>
    loadListing(context(store), { collection, params: params(''), ...members })

  it('hold the same products as the title rules, counted, with the facets of the collection', async () => {
    for (const [handle, members] of [
      ['sleep', listingMembers.sleep],
      ['mats', listingMembers.mats],
      ['accessories', listingMembers.accessories],
    ] as const) {
      const fromCollection = await load(handle)
      const byRule = await load(undefined, { members })
      expect(new Set(titles(fromCollection))).toEqual(new Set(titles(byRule)))
      expect(fromCollection.total).toEqual(byRule.total)
      expect(fromCollection.facets.map((f) => f.id)).toEqual(expect.arrayContaining(['filter.v.availability', 'filter.v.price']))
      expect(byRule.facets).toEqual([])
    }
  })

  it('narrow by filters from the URL, and count what they leave', async () => {
    const filtered = await loadListing(context(store), {
      collection: 'sleep',
      members: listingMembers.sleep,
      params: params(''),
      filters: [{ variantOption: { name: 'Size', value: 'Single' } }],
    })
    expect(titles(filtered)).toEqual(['Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet'])
    expect(filtered.total).toEqual({ count: 2, more: false })
    const size = filtered.facets.find((f) => f.id === 'filter.v.option.size')!
    expect(Object.fromEntries(size.values.map((v) => [v.label, v.count]))).toMatchObject({ Single: 2, Queen: 3, King: 3 })
  })

  it('fall back to the title rules when the store has no such collection', async () => {
    const listing = await load('no-such-collection', { members: listingMembers.mats })
    expect(new Set(titles(listing))).toEqual(new Set(['Earthing Therapy Starter Mat', 'Earthing Yoga Mat', 'Earthing Therapy Mat']))
    expect(listing.facets).toEqual([])
  })
})
