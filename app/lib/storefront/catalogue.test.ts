import { describe, expect, it } from 'vitest'
import { loadCatalogue, type CatalogueData } from '../../../services/storefront/catalogue'
import { createStorefrontHandler } from '../../../services/storefront/handler'
import { getProductByHandle, getProductPage } from './catalogue'
import { storefrontEndpoint } from './client'
import { createStorefrontClient } from './client.server'

/** A product with 240 variants (6 sizes × 8 colours × 5 lengths), more than two pages of them. */
function catalogueWithBigProduct(): CatalogueData {
  const catalogue = loadCatalogue()
  const base = catalogue.products.find((p) => p.handle === 'earthing-yoga-mat')!
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL']
  const colours = ['Forest', 'Sand', 'Slate', 'Ocean', 'Clay', 'Plum', 'Rose', 'Ink']
  const lengths = ['1 m', '2 m', '3 m', '4 m', '5 m']
  const variants = sizes.flatMap((size) =>
    colours.flatMap((colour) =>
      lengths.map((length) => ({
        title: `${size} / ${colour} / ${length}`,
        sku: `BIG-${size}-${colour}-${length}`,
        price: '10.00',
        // Only the very last variant can be bought: the default must be found on the third page.
        available: size === 'XXL' && colour === 'Ink' && length === '5 m',
        options: { Size: size, Colour: colour, Length: length },
      })),
    ),
  )
  const big = {
    ...base,
    handle: 'big-mat',
    title: 'Big Mat',
    options: [
      { name: 'Size', values: sizes },
      { name: 'Colour', values: colours },
      { name: 'Length', values: lengths },
    ],
    variants,
  }
  return { ...catalogue, products: [...catalogue.products, big] }
}

describe('reading products from the store', () => {
  const handler = createStorefrontHandler({ catalogue: catalogueWithBigProduct(), assetBase: 'http://localhost:3000' })
  const operations: string[] = []
  const client = createStorefrontClient({
    endpoint: storefrontEndpoint('shop.test'),
    token: 'embedded',
    fetch: async (url, init) => {
      operations.push(/(?:query|mutation) (\w+)/.exec(JSON.parse(String(init.body)).query)![1]!)
      return handler.handle(new Request(url, init))
    },
  })

  it('the product page reads every variant, page after page, within the store’s query cost', async () => {
    operations.length = 0
    const product = await getProductByHandle(client, 'big-mat')
    if (!product) throw new Error('expected the product')
    expect(product.variants).toHaveLength(240)
    expect(new Set(product.variants.map((v) => v.id)).size).toBe(240)
    expect(product.variants.at(-1)).toMatchObject({ title: 'XXL / Ink / 5 m', availableForSale: true })
    expect(operations).toEqual(['ProductByHandle', 'ProductVariants', 'ProductVariants'])
    expect(product.options).toEqual([
      { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
      { name: 'Colour', values: ['Forest', 'Sand', 'Slate', 'Ocean', 'Clay', 'Plum', 'Rose', 'Ink'] },
      { name: 'Length', values: ['1 m', '2 m', '3 m', '4 m', '5 m'] },
    ])
  })

  it('a product with few variants takes one request, its sale prices included', async () => {
    operations.length = 0
    const product = await getProductByHandle(client, 'premium-earthing-flat-sheet')
    if (!product) throw new Error('expected the product')
    expect(operations).toEqual(['ProductByHandle'])
    expect(product.variants.find((v) => v.title === 'Queen')).toMatchObject({
      price: { amount: '149.00', currencyCode: 'SGD' },
      compareAtPrice: { amount: '189.00', currencyCode: 'SGD' },
    })
    expect(product.variants.find((v) => v.title === 'Single')?.compareAtPrice).toBeNull()
  })

  it('a listing of 20 with their variants stays within the store’s query cost', async () => {
    const { products } = await getProductPage(client, { sort: { sortKey: 'BEST_SELLING', reverse: false } })
    expect(products.length).toBeGreaterThan(10)
    expect(products.find((p) => p.handle === 'big-mat')?.variants).toHaveLength(8)
  })
})
