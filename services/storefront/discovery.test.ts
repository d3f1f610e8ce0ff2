import { parse, validate } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeShopify, type FakeShopify } from '../../tests/fakes/fake-shopify'
import { realStorefrontSchema } from '../../tests/fakes/storefront-schema'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from './handler'

const real = realStorefrontSchema()
const catalogue = loadCatalogue()
const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })

type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }

/** Every query here is first checked against Shopify's published schema: what answers here answers there. */
async function ask<T>(query: string, variables: Record<string, unknown> = {}, { token = true, path = STOREFRONT_API_PATH } = {}): Promise<Answer<T>> {
  expect(validate(real, parse(query)).map((e) => e.message)).toEqual([])
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers['X-Shopify-Storefront-Access-Token'] = 'public-token'
  const response = await handler.handle(new Request(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }))
  expect(response.status).toBe(200)
  return (await response.json()) as Answer<T>
}

type Facet = { id: string; label: string; type: string; values: { id: string; label: string; count: number; input: string }[] }
const facet = (facets: Facet[], id: string) => facets.find((f) => f.id === id)!
const counts = (f: Facet) => Object.fromEntries(f.values.map((v) => [v.label, v.count]))

describe('deprecated fields Shopify still serves', () => {
  it("answers the product page's own query: productByHandle with options { name values }", async () => {
    const { data, errors } = await ask<{ productByHandle: { title: string; options: { name: string; values: string[] }[] } }>(
      'query ($handle: String!) { productByHandle(handle: $handle) { title options { name values } } }',
      { handle: 'earthing-yoga-mat' },
    )
    expect(errors).toBeUndefined()
    expect(data?.productByHandle.title).toBe('Earthing Yoga Mat')
    expect(data?.productByHandle.options).toEqual([
      { name: 'Size', values: ['Standard (183 x 61 cm)', 'Long (200 x 66 cm)', 'Wide (183 x 80 cm)'] },
      { name: 'Colour', values: ['Forest', 'Sand', 'Slate', 'Ocean', 'Clay'] },
    ])
  })

  it('answers the deprecated image, price and collection fields with what their replacements answer', async () => {
    const { data, errors } = await ask<{
      product: {
        featuredImage: { url: string; src: string; originalSrc: string; transformedSrc: string; sized: string }
        variants: { nodes: { price: unknown; priceV2: unknown; compareAtPrice: unknown; compareAtPriceV2: unknown }[] }
      }
      collectionByHandle: { handle: string }
    }>(`{ product(handle: "premium-earthing-flat-sheet") {
      featuredImage { url src originalSrc transformedSrc(maxWidth: 300) sized: url(transform: { maxWidth: 300 }) }
      variants(first: 3) { nodes { price { amount } priceV2 { amount } compareAtPrice { amount } compareAtPriceV2 { amount } } } }
      collectionByHandle(handle: "mats") { handle } }`)
    expect(errors).toBeUndefined()
    const image = data!.product.featuredImage
    expect([image.src, image.originalSrc]).toEqual([image.url, image.url])
    expect(image.transformedSrc).toBe(image.sized)
    for (const v of data!.product.variants.nodes) expect([v.priceV2, v.compareAtPriceV2]).toEqual([v.price, v.compareAtPrice])
    expect(data!.collectionByHandle.handle).toBe('mats')
  })
})

describe('the query cost limit, as Shopify applies it', () => {
  const page = `query ($first: Int!) { products(first: $first) { nodes { id title handle options { name values } priceRange { minVariantPrice { amount } }
    images(first: 5) { nodes { url altText } } variants(first: 8) { nodes { id title availableForSale price { amount } } } } } }`

  it('refuses a tokenless query over 1,000 with MAX_COMPLEXITY_EXCEEDED and runs one within it', async () => {
    const refused = await ask(page, { first: 100 }, { token: false })
    expect(refused.data).toBeUndefined()
    expect(refused.errors).toHaveLength(1)
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: 1000 })
    expect(refused.errors?.[0]?.message).toMatch(/^Query cost is \d+, which exceeds the single query max cost limit \(1000\)\.$/)
    const small = await ask<{ products: { nodes: unknown[] } }>(page, { first: 5 }, { token: false })
    expect(small.errors).toBeUndefined()
    expect(small.data?.products.nodes).toHaveLength(5)
  })

  it('answers a page of 250 products with a token, whatever the cost model says', async () => {
    const { data, errors } = await ask<{ products: { nodes: { title: string }[] } }>(page, { first: 250 })
    expect(errors).toBeUndefined()
    expect(data?.products.nodes).toHaveLength(catalogue.products.length)
    expect(data?.products.nodes[0]?.title).toBe(catalogue.products[0]!.title)
  })

  it('answers on any version path, as Shopify answers an unsupported version with a supported one', async () => {
    const { data } = await ask<{ products: { nodes: unknown[] } }>('{ products(first: 1) { nodes { id } } }', {}, { path: '/api/2026-04/graphql.json' })
    expect(data?.products.nodes).toHaveLength(1)
  })
})

describe('collections', () => {
  it('lists sleep, mats, accessories, kits and all', async () => {
    const { data } = await ask<{ collections: { totalCount: string; nodes: { handle: string; title: string }[] } }>(
      '{ collections(first: 10) { totalCount nodes { handle title } } }',
    )
    expect(data?.collections.nodes.map((c) => c.handle)).toEqual(['sleep', 'mats', 'accessories', 'kits', 'all'])
    expect(data?.collections.totalCount).toBe('5')
  })

  const collectionQuery = `query ($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int, $after: String) {
    collection(handle: $handle) { handle title
      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        nodes { title } pageInfo { hasNextPage endCursor }
        filters { id label type values { id label count input } } } } }`
  type CollectionAnswer = {
    collection: { title: string; products: { nodes: { title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string }; filters: Facet[] } } | null
  }

  it('holds the products the listings show, in the catalogue order', async () => {
    const titles = async (handle: string) =>
      (await ask<CollectionAnswer>(collectionQuery, { handle, first: 50 })).data?.collection?.products.nodes.map((p) => p.title)
    expect(await titles('sleep')).toEqual(['Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet', 'Leather Mattress Topper'])
    expect(await titles('mats')).toEqual(['Earthing Therapy Starter Mat', 'Earthing Yoga Mat', 'Earthing Therapy Mat'])
    expect(await titles('accessories')).toHaveLength(6)
    expect(await titles('kits')).toEqual(['Grounding Sleep Starter Kit', 'Whole-Home Grounding Kit'])
    expect(await titles('all')).toHaveLength(catalogue.products.length)
    expect((await ask<CollectionAnswer>(collectionQuery, { handle: 'nothing', first: 5 })).data?.collection).toBeNull()
  })

  it('filters by option value and price, with facet counts that keep the other values of the chosen group', async () => {
    const { data } = await ask<CollectionAnswer>(collectionQuery, {
      handle: 'sleep',
      first: 20,
      filters: [{ variantOption: { name: 'Size', value: 'Single' } }],
    })
    const products = data!.collection!.products
    expect(products.nodes.map((p) => p.title)).toEqual(['Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet'])
    const size = facet(products.filters, 'filter.v.option.size')
    expect(size.label).toBe('Size')
    expect(counts(size)).toEqual({ Single: 2, Queen: 3, King: 3 })
    expect(JSON.parse(size.values[0]!.input)).toEqual({ variantOption: { name: 'Size', value: 'Single' } })
    expect(counts(facet(products.filters, 'filter.v.availability'))).toEqual({ 'In stock': 2, 'Out of stock': 0 })
    expect(facet(products.filters, 'filter.v.price').type).toBe('PRICE_RANGE')
    expect(counts(facet(products.filters, 'filter.p.product_type'))).toEqual({ Sheets: 2 })

    // Two values of one option are either; a price range narrows further.
    const either = await ask<CollectionAnswer>(collectionQuery, {
      handle: 'mats',
      first: 20,
      filters: [{ variantOption: { name: 'Size', value: 'Long (200 x 66 cm)' } }, { variantOption: { name: 'Size', value: 'Large (90 x 180 cm)' } }],
    })
    expect(either.data?.collection?.products.nodes.map((p) => p.title)).toEqual(['Earthing Yoga Mat', 'Earthing Therapy Mat'])
    const cheap = await ask<CollectionAnswer>(collectionQuery, { handle: 'accessories', first: 20, filters: [{ price: { min: 0, max: 30 } }] })
    const cheapTitles = cheap.data!.collection!.products.nodes.map((p) => p.title)
    const expected = catalogue.products.filter((p) => p.productType === 'Accessories' && p.variants.some((v) => Number(v.price) <= 30)).map((p) => p.title)
    expect(cheapTitles).toEqual(expected)
    expect(cheapTitles.length).toBeGreaterThan(0)
  })

  it("gives the same facets, in the same order, whatever the listing's sort", async () => {
    const facetsIn = async (sortKey: string, reverse = false) =>
      (await ask<CollectionAnswer>(collectionQuery, { handle: 'all', first: 24, sortKey, reverse })).data!.collection!.products.filters.map((f) => [
        f.id,
        f.values.map((v) => `${v.label} ${v.count}`),
      ])
    const featured = await facetsIn('COLLECTION_DEFAULT')
    expect(featured.length).toBeGreaterThan(3)
    for (const [sortKey, reverse] of [
      ['PRICE', false],
      ['PRICE', true],
      ['CREATED', true],
      ['BEST_SELLING', false],
      ['TITLE', false],
    ] as const)
      expect(await facetsIn(sortKey, reverse)).toEqual(featured)
  })

  it('sorts, reverses and pages a filtered collection', async () => {
    const first = await ask<CollectionAnswer>(collectionQuery, { handle: 'all', first: 2, sortKey: 'PRICE', reverse: true, filters: [{ available: true }] })
    const page = first.data!.collection!.products
    const available = catalogue.products.filter((p) => p.variants.some((v) => v.available))
    const prices = available.map((p) => Math.min(...p.variants.map((v) => Number(v.price))))
    const dearest = available[prices.indexOf(Math.max(...prices))]!.title
    expect(page.nodes[0]?.title).toBe(dearest)
    expect(page.pageInfo.hasNextPage).toBe(true)
    const next = await ask<CollectionAnswer>(collectionQuery, {
      handle: 'all',
      first: 2,
      after: page.pageInfo.endCursor,
      sortKey: 'PRICE',
      reverse: true,
      filters: [{ available: true }],
    })
    expect(next.data!.collection!.products.nodes.map((p) => p.title)).not.toContain(dearest)
  })
})

describe('search()', () => {
  const searchQuery = `query ($query: String!, $filters: [ProductFilter!]) {
    search(query: $query, first: 20, types: PRODUCT, productFilters: $filters) {
      totalCount nodes { ... on Product { title } } productFilters { id label type values { id label count input } } } }`
  type SearchAnswer = { search: { totalCount: number; nodes: { title: string }[]; productFilters: Facet[] } }

  it('forgives one typo in a word of five letters or more: "sheeet" finds the sheets', async () => {
    const { data } = await ask<SearchAnswer>(searchQuery, { query: 'sheeet' })
    expect(data?.search.nodes.map((p) => p.title)).toEqual(expect.arrayContaining(['Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet']))
    const mispelt = await ask<SearchAnswer>(searchQuery, { query: 'yogga mat' })
    expect(mispelt.data?.search.nodes[0]?.title).toBe('Earthing Yoga Mat')
    // Under five letters a typo is not forgiven: "cort" is not "cord".
    expect((await ask<SearchAnswer>(searchQuery, { query: 'cort' })).data?.search.totalCount).toBe(0)
  })

  it('ranks title matches first and narrows by productFilters, with their facets', async () => {
    const all = await ask<SearchAnswer>(searchQuery, { query: 'cord' })
    expect(all.data?.search.nodes.slice(0, 2).map((p) => p.title)).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Grounding Extension Cord'])
    const { data } = await ask<SearchAnswer>(searchQuery, { query: 'earthing', filters: [{ productType: 'Mats' }] })
    expect(data?.search.nodes.map((p) => p.title)).toEqual(['Earthing Therapy Starter Mat', 'Earthing Yoga Mat', 'Earthing Therapy Mat'])
    expect(data?.search.totalCount).toBe(3)
    const types = counts(facet(data!.search.productFilters, 'filter.p.product_type'))
    // Every product is tagged "earthing": each type counts all of its own.
    expect(types).toEqual({ Mats: 3, Sheets: 3, Kits: 2, Accessories: 6 })
    expect(counts(facet(data!.search.productFilters, 'filter.v.option.colour'))).toEqual({ Forest: 1, Sand: 1, Slate: 1, Ocean: 1, Clay: 1 })
  })

  it('finds nothing for article or page searches, which this store has none of', async () => {
    const { data } = await ask<{ search: { totalCount: number } }>('{ search(query: "sheet", first: 5, types: [ARTICLE]) { totalCount } }')
    expect(data?.search.totalCount).toBe(0)
  })
})

describe('productRecommendations', () => {
  const query = `query ($id: ID!, $intent: ProductRecommendationIntent) { productRecommendations(productId: $id, intent: $intent) { title productType } }`
  type RecommendationAnswer = { productRecommendations: { title: string; productType: string }[] | null }

  it('RELATED: the same type first, never the product itself, at most ten', async () => {
    const product = (await ask<{ product: { id: string } }>('{ product(handle: "earthing-yoga-mat") { id } }')).data!.product
    const { data } = await ask<RecommendationAnswer>(query, { id: product.id, intent: 'RELATED' })
    const list = data!.productRecommendations!
    expect(list.length).toBeLessThanOrEqual(10)
    expect(list.map((p) => p.title)).not.toContain('Earthing Yoga Mat')
    expect(list.slice(0, 2).map((p) => p.productType)).toEqual(['Mats', 'Mats'])
  })

  it('COMPLEMENTARY: accessories for a product that is not one; null for an unknown product', async () => {
    const product = (await ask<{ product: { id: string } }>('{ product(handle: "premium-earthing-flat-sheet") { id } }')).data!.product
    const { data } = await ask<RecommendationAnswer>(query, { id: product.id, intent: 'COMPLEMENTARY' })
    expect(data!.productRecommendations!.length).toBeGreaterThan(0)
    expect(new Set(data!.productRecommendations!.map((p) => p.productType))).toEqual(new Set(['Accessories']))
    const unknown = await ask<RecommendationAnswer>(query, { id: 'gid://shopify/Product/1', intent: 'RELATED' })
    expect(unknown.data?.productRecommendations).toBeNull()
  })
})

describe("the tests' fake Shopify answers alike", () => {
  let fakeShopify: FakeShopify
  beforeAll(async () => {
    fakeShopify = await startFakeShopify()
  })
  afterAll(() => fakeShopify.close())

  const post = async <T>(query: string, variables: Record<string, unknown> = {}, token = true) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (token) headers['X-Shopify-Storefront-Access-Token'] = 'token'
    const response = await fetch(`${fakeShopify.origin}/api/2025-07/graphql.json`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
    return (await response.json()) as Answer<T>
  }

  it('holds the same collections, filters with facet counts, and searches with typos', async () => {
    const sleep = await post<{ collection: { products: { nodes: { title: string }[]; filters: Facet[] } } }>(
      `{ collection(handle: "sleep") { products(first: 10, filters: [{ variantOption: { name: "Size", value: "Single" } }]) {
        nodes { title } filters { id label type values { id label count input } } } } }`,
    )
    expect(sleep.errors).toBeUndefined()
    expect(sleep.data?.collection.products.nodes.map((p) => p.title)).toEqual(['Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet'])
    expect(counts(facet(sleep.data!.collection.products.filters, 'filter.v.option.size'))).toEqual({ Single: 2, Queen: 3, King: 3 })
    const typo = await post<{ search: { nodes: { title: string }[] } }>(
      '{ search(query: "sheeet", first: 5, types: PRODUCT) { nodes { ... on Product { title } } } }',
    )
    expect(typo.data?.search.nodes.map((p) => p.title)).toContain('Premium Earthing Flat Sheet')
    const related = await post<{ productRecommendations: { title: string }[] }>(
      `{ productRecommendations(productId: "${fakeShopify.products.find((p) => p.handle === 'earthing-yoga-mat')!.id}") { title } }`,
    )
    expect(related.data?.productRecommendations.length).toBeGreaterThan(0)
  })

  it('holds tokenless requests to the cost limit and answers 250 products with a token', async () => {
    const page = '{ products(first: 250) { nodes { title variants(first: 10) { nodes { id } } } } }'
    const refused = await post(page, {}, false)
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: 1000 })
    const answered = await post<{ products: { nodes: unknown[] } }>(page)
    expect(answered.errors).toBeUndefined()
    expect(answered.data?.products.nodes).toHaveLength(250)
  })

  it('answers the deprecated fields Shopify still serves', async () => {
    const { data, errors } = await post<{ productByHandle: { options: { values: string[] }[]; featuredImage: { src: string; url: string } } }>(
      `{ productByHandle(handle: "earthing-yoga-mat") { options { values } featuredImage { src url }
        variants(first: 1) { nodes { priceV2 { amount } } } } collectionByHandle(handle: "mats") { handle } }`,
    )
    expect(errors).toBeUndefined()
    expect(data?.productByHandle.options[1]?.values).toEqual(['Forest', 'Sand', 'Slate', 'Ocean', 'Clay'])
    expect(data?.productByHandle.featuredImage.src).toBe(data?.productByHandle.featuredImage.url)
  })
})

describe('what a storefront on Shopify’s conventions asks on every page (Hydrogen’s skeleton)', () => {
  it('answers the shop, no menu and no page, as Shopify answers handles it does not have', async () => {
    const { data, errors } = await ask<{ shop: { name: string; primaryDomain: { url: string } }; menu: null; page: null }>(
      '{ shop { name primaryDomain { url } brand { logo { image { url } } } } menu(handle: "main-menu") { id } page(handle: "faq") { id } }',
    )
    expect(errors).toBeUndefined()
    expect(data).toEqual({ shop: { name: 'Groundwell', primaryDomain: { url: 'http://localhost' }, brand: { logo: null } }, menu: null, page: null })
  })

  it('answers a product’s option combinations and the variant a selection names, without the variant list', async () => {
    const { data, errors } = await ask<{
      product: { encodedVariantExistence: string; selectedOrFirstAvailableVariant: { title: string }; adjacentVariants: { title: string }[] }
    }>(
      `query ($options: [SelectedOptionInput!]) { product(handle: "earthing-yoga-mat") {
        encodedVariantExistence encodedVariantAvailability
        selectedOrFirstAvailableVariant(selectedOptions: $options) { title }
        adjacentVariants(selectedOptions: $options) { title }
      } }`,
      {
        options: [
          { name: 'Size', value: 'Long (200 x 66 cm)' },
          { name: 'Colour', value: 'Sand' },
        ],
      },
    )
    expect(errors).toBeUndefined()
    // Three sizes by five colours, every combination a variant but Wide in Clay.
    expect(data?.product.encodedVariantExistence).toBe('v1_0:0 1 2 3 4,1:0 1 2 3 4,2:0 1 2 3,')
    expect(data?.product.selectedOrFirstAvailableVariant.title).toBe('Long (200 x 66 cm) / Sand')
    // The other two sizes in Sand and the other four colours in Long.
    expect(data?.product.adjacentVariants).toHaveLength(6)
  })
})
