import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from './handler'

const store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test' })
const gql = async (query: string, variables: object = {}) => {
  const res = await store.handle(
    new Request(`http://shop.test${STOREFRONT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await res.json()) as {
    data: { product: { featuredImage: { url: string }; variants: { nodes: { title: string; image: { url: string } | null }[] } } }
  }
}
const VARIANT_IMAGES = `query ($handle: String!) { product(handle: $handle) {
  featuredImage { url } variants(first: 100) { nodes { title image { url } } } } }`

describe("a variant's image", () => {
  it("is the image its catalogue entry names, or the product's first, as Shopify's ProductVariant.image falls back", async () => {
    const catalogue = loadCatalogue()
    const named = catalogue.products.find((p) => p.variants.some((v) => v.image && v.image > 1))!
    const unnamed = catalogue.products.find((p) => p.images.length > 0 && p.variants.every((v) => !v.image))!
    const withNames = (await gql(VARIANT_IMAGES, { handle: named.handle })).data.product
    named.variants.forEach((v, i) => expect(withNames.variants.nodes[i]!.image!.url, v.title).toContain(`/cdn/shop/files/${named.handle}-${v.image ?? 1}.png`))
    const without = (await gql(VARIANT_IMAGES, { handle: unnamed.handle })).data.product
    for (const node of without.variants.nodes) expect(node.image?.url, node.title).toBe(without.featuredImage.url)
  })
})
