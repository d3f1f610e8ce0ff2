import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler } from './handler'
import { storefrontQuery } from './testing'

const store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test' })
type Answer = { data: { product: { featuredImage: { url: string }; variants: { nodes: { title: string; image: { url: string } | null }[] } } } }
const gql = (query: string, variables: object) => storefrontQuery<Answer>(store, query, variables)
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
