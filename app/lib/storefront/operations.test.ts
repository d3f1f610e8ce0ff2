import { createStorefrontApiClient } from '@shopify/storefront-api-client'
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { typeDefs } from '../../../services/storefront/schema'
import { CHECKED_VERSIONS, realStorefrontSchema } from '../../../tests/fakes/storefront-schema'
import { catalogue } from '#shared/shop'
import { detailIdentifiers } from './metafields'
import { operations } from './queries'

const real = realStorefrontSchema()
const embedded = buildSchema(typeDefs)

describe('every operation the app sends', () => {
  const published = CHECKED_VERSIONS.map((version) => [version, realStorefrontSchema(version)] as const)
  for (const [name, source] of Object.entries(operations)) {
    it(`${name} validates against the real ${CHECKED_VERSIONS.join(' and ')} Storefront schemas and the embedded one`, () => {
      const document = parse(source)
      for (const [version, schema] of published) expect(validate(schema, document).map((e) => `${version}: ${e.message}`)).toEqual([])
      expect(validate(embedded, document).map((e) => e.message)).toEqual([])
    })
  }
})

describe("the embedded store through Shopify's own client", () => {
  /** What every product query is sent besides its own variables. */
  const product = { images: catalogue.imagesPerProduct, variantImages: true, details: detailIdentifiers }
  // The shop is built against 2025-07 on purpose; the client reports a version it no longer lists here.
  const clientLog: { type: string; content: unknown }[] = []
  const store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })
  const client = createStorefrontApiClient({
    storeDomain: 'http://localhost:3000',
    apiVersion: '2025-07',
    logger: (entry) => clientLog.push(entry),
    publicAccessToken: 'embedded-storefront',
    customFetchApi: async (url, init) => {
      expect(new URL(String(url)).pathname).toBe(STOREFRONT_API_PATH)
      return store.handle(new Request(String(url), init as RequestInit))
    },
  })

  it('is built for API version 2025-07, which the client notes is not in its own list', () => {
    expect(clientLog).toEqual([{ type: 'Unsupported_Api_Version', content: expect.objectContaining({ apiVersion: '2025-07' }) }])
  })

  it('lists products, 20 to a page, with the fields a card shows', async () => {
    const { data, errors } = await client.request(operations.PRODUCTS_QUERY, {
      variables: { first: 20, sortKey: 'BEST_SELLING', images: catalogue.imagesPerProduct, variants: catalogue.variantsPerProduct, variantImages: false },
    })
    expect(errors).toBeUndefined()
    expect(data.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false })
    const nodes: { title: string; images: { nodes: unknown[] }; variants: { nodes: unknown[] } }[] = data.products.nodes
    expect(nodes.length).toBeGreaterThan(10)
    expect(nodes.length).toBeLessThanOrEqual(20)
    expect(nodes[0]!.title).toBe('Premium Earthing Flat Sheet')
    for (const node of nodes) {
      expect(node.images.nodes.length).toBeGreaterThanOrEqual(1)
      expect(node.images.nodes.length).toBeLessThanOrEqual(5)
      expect(node.variants.nodes.length).toBeLessThanOrEqual(catalogue.variantsPerProduct)
    }
  })

  it("answers the product's own product query and a page of 100 products, which its cost model prices over 1,000", async () => {
    const spec = await client.request('query ($handle: String!) { productByHandle(handle: $handle) { title options { name values } } }', {
      variables: { handle: 'premium-earthing-flat-sheet' },
    })
    expect(spec.errors).toBeUndefined()
    expect(spec.data.productByHandle.options).toEqual([{ name: 'Size', values: ['Single', 'Queen', 'King'] }])
    const page = await client.request(operations.PRODUCTS_QUERY, {
      variables: { first: 100, sortKey: 'BEST_SELLING', images: catalogue.imagesPerProduct, variants: catalogue.variantsPerProduct, variantImages: false },
    })
    expect(page.errors).toBeUndefined()
    expect(page.data.products.nodes).toHaveLength(14)
  })

  it('finds a product by handle, and answers null for an unknown one', async () => {
    const found = await client.request(operations.PRODUCT_BY_HANDLE_QUERY, {
      variables: { handle: 'premium-earthing-flat-sheet', ...product, variants: catalogue.variantsPerPage },
    })
    const queen = found.data.product.variants.nodes.find((v: { title: string }) => v.title === 'Queen')
    expect(queen.price).toEqual({ amount: '149.00', currencyCode: 'SGD' })
    expect(queen.compareAtPrice).toEqual({ amount: '189.00', currencyCode: 'SGD' })
    expect(found.data.product.options).toEqual([{ name: 'Size', optionValues: [{ name: 'Single' }, { name: 'Queen' }, { name: 'King' }] }])
    const missing = await client.request(operations.PRODUCT_BY_HANDLE_QUERY, {
      variables: { handle: 'no-such-thing', ...product, variants: catalogue.variantsPerPage },
    })
    expect(missing.data.product).toBeNull()
  })

  it("answers a product's metafields as Shopify does: one entry per identifier, null for a missing one", async () => {
    const sheet = await client.request(operations.PRODUCT_BY_HANDLE_QUERY, { variables: { handle: 'premium-earthing-flat-sheet', ...product, variants: 1 } })
    expect(sheet.data.product.metafields.map((m: { namespace: string; key: string } | null) => m && `${m.namespace}.${m.key}`)).toEqual([
      'custom.in_the_box',
      'custom.size_and_fit',
      'custom.care',
    ])
    expect(sheet.data.product.metafields[0].value).toMatch(/^1 Premium Earthing Flat Sheet in your size\n/)
    const tester = await client.request(operations.PRODUCT_BY_HANDLE_QUERY, { variables: { handle: 'conductivity-tester', ...product, variants: 1 } })
    expect(tester.data.product.metafields.map((m: unknown) => m === null)).toEqual([false, true, false])
  })

  it('answers predictive search with matching products', async () => {
    const { data } = await client.request(operations.PREDICTIVE_SEARCH_QUERY, { variables: { query: 'tester', limit: 5 } })
    const titles = data.predictiveSearch.products.map((p: { title: string }) => p.title)
    expect(titles).toEqual(expect.arrayContaining(['Conductivity Tester Pen', 'Conductivity Tester', 'Continuity Tester']))
    expect(titles.every((t: string) => /tester/i.test(t))).toBe(true)
  })

  it('pages through every product for the sitemap', async () => {
    const first = await client.request(operations.SITEMAP_PRODUCTS_QUERY, { variables: { first: 5 } })
    expect(first.data.products.pageInfo.hasNextPage).toBe(true)
    const second = await client.request(operations.SITEMAP_PRODUCTS_QUERY, { variables: { first: 250, after: first.data.products.pageInfo.endCursor } })
    const handles = [...first.data.products.nodes, ...second.data.products.nodes].map((p: { handle: string }) => p.handle)
    expect(new Set(handles).size).toBe(loadCatalogue().products.length)
    expect(second.data.products.pageInfo.hasNextPage).toBe(false)
  })

  it('answers an unsupported operation with a GraphQL error, not a crash', async () => {
    // Blogs are Shopify's, but not the embedded store's: it has no articles to serve.
    const { errors } = await client.request('query { blogs(first: 1) { nodes { id } } }')
    expect(errors?.graphQLErrors?.[0]?.message ?? errors?.message).toMatch(/blogs/)
    const noPage = await client.request('query { products { edges { node { id } } } }')
    expect(JSON.stringify(noPage.errors)).toMatch(/first or last/)
  })
})

describe('the operations the app sends', () => {
  for (const [name, source] of Object.entries(operations)) {
    it(`${name} uses no field, argument or value the 2025-07 schema deprecates`, () => {
      expect(validate(real, parse(source), [NoDeprecatedCustomRule]).map((e) => e.message)).toEqual([])
    })
  }
})
