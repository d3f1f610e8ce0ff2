import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from './handler'

const { handle } = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })

type Page = {
  nodes: { title: string; priceRange: { minVariantPrice: { amount: string } }; createdAt?: string }[]
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; startCursor: string | null }
}

async function products(args: string): Promise<Page> {
  const query = `{ products(${args}) { nodes { title priceRange { minVariantPrice { amount } } } pageInfo { hasNextPage hasPreviousPage endCursor startCursor } } }`
  const response = await handle(
    new Request(`http://localhost:3000${STOREFRONT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )
  const body = (await response.json()) as { data: { products: Page }; errors?: unknown }
  expect(body.errors).toBeUndefined()
  return body.data.products
}
const titles = (page: Page) => page.nodes.map((n) => n.title)
const prices = (page: Page) => page.nodes.map((n) => Number(n.priceRange.minVariantPrice.amount))

describe('the embedded store lists products as Shopify does', () => {
  it('honours reverse for every sort key', async () => {
    for (const key of ['BEST_SELLING', 'CREATED_AT', 'ID', 'PRICE', 'PRODUCT_TYPE', 'RELEVANCE', 'TITLE', 'UPDATED_AT', 'VENDOR']) {
      const forward = titles(await products(`first: 50, sortKey: ${key}`))
      const backward = titles(await products(`first: 50, sortKey: ${key}, reverse: true`))
      expect(backward, key).toEqual([...forward].reverse())
    }
  })

  it('sorts by title and price in both directions', async () => {
    const byTitle = titles(await products('first: 50, sortKey: TITLE, reverse: true'))
    expect(byTitle).toEqual([...byTitle].sort((a, b) => b.localeCompare(a)))
    const cheapFirst = prices(await products('first: 50, sortKey: PRICE'))
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b))
    const dearFirst = prices(await products('first: 50, sortKey: PRICE, reverse: true'))
    expect(dearFirst).toEqual([...dearFirst].sort((a, b) => b - a))
  })

  it('relevance without a query is the catalogue file order', async () => {
    expect(titles(await products('first: 50, sortKey: RELEVANCE'))).toEqual(loadCatalogue().products.map((p) => p.title))
  })

  it('pages forward and back with cursors, in a reversed order too', async () => {
    const all = titles(await products('first: 50, sortKey: TITLE, reverse: true'))
    const first = await products('first: 5, sortKey: TITLE, reverse: true')
    expect(titles(first)).toEqual(all.slice(0, 5))
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })
    const second = await products(`first: 5, after: "${first.pageInfo.endCursor}", sortKey: TITLE, reverse: true`)
    expect(titles(second)).toEqual(all.slice(5, 10))
    expect(second.pageInfo.hasPreviousPage).toBe(true)
    const back = await products(`last: 5, before: "${second.pageInfo.startCursor}", sortKey: TITLE, reverse: true`)
    expect(titles(back)).toEqual(all.slice(0, 5))
  })

  it('refuses a cursor of no product in the listing, as an invalid one', async () => {
    const stale = Buffer.from('cursor:999').toString('base64')
    const query = `{ products(first: 5, after: "${stale}") { nodes { title } } }`
    const response = await handle(
      new Request(`http://localhost:3000${STOREFRONT_API_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    )
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(`Invalid cursor "${stale}"`)
  })

  it('asks for members with a boolean query', async () => {
    const sleep = await products('first: 20, query: "(title:\\"Leather Mattress Topper\\" OR title:\\"Fitted Earthing Bed Sheet\\") -title:tester*"')
    expect(titles(sleep).sort()).toEqual(['Fitted Earthing Bed Sheet', 'Leather Mattress Topper'])
  })
})
