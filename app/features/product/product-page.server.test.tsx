import { describe, expect, it } from 'vitest'
import type { ProductWithDetails } from '~/lib/storefront/catalogue'
import type { ProductSummary } from '~/lib/storefront/types'
import { galleryPreload, productNotFound, productPage, type ProductExtras } from './product-page.server'

const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
const variant = (n: number, size: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: size,
  availableForSale,
  price: money(`${100 + n}.00`),
  compareAtPrice: null,
  selectedOptions: [{ name: 'Size', value: size }],
})
const images = [1, 2].map((n) => ({ url: `/cdn/shop/files/sheet-${n}.png`, altText: `Sheet ${n}`, width: 1200, height: 1200 }))
const product: ProductWithDetails = {
  id: 'gid://shopify/Product/1',
  title: 'Flat Sheet',
  description: 'Cotton.\n\nSilver thread.',
  handle: 'flat-sheet',
  productType: 'Sheet',
  availableForSale: true,
  priceRange: { minVariantPrice: money('101.00') },
  images,
  variants: [variant(1, 'Single'), variant(2, 'Queen'), variant(3, 'King', false)],
  options: [{ name: 'Size', values: ['Single', 'Queen', 'King'] }],
  details: { inTheBox: ['1 sheet'], sizeAndFit: null, care: null },
}
const related: ProductSummary = {
  id: 'gid://shopify/Product/2',
  title: 'Mat',
  handle: 'mat',
  image: null,
  price: money('49.00'),
  compareAt: null,
  from: false,
  onSale: false,
  action: { add: variant(9, 'Default Title') },
}
const extras: ProductExtras = { benefits: [{ title: 'Grounded', body: 'All night.' }], shippingAndReturns: ['Ships free.'], reviews: [], shopWide: false, related: [related] }
const visit = new Request('https://shop.test/product/flat-sheet?variant=2')

describe('productPage', () => {
  const data = productPage({}, visit, product, product.variants[1], extras)

  it('renders each section for a client-side visit, with a digest that changes only with its markup', () => {
    expect(data.sections['product-options'].html).toContain('aria-current="true"')
    expect(data.sections['product-gallery'].html).toContain('fetchPriority="high"')
    // No preload inside the markup: the head has it.
    expect(data.sections['product-gallery'].html).not.toContain('rel="preload"')
    const other = productPage({}, visit, product, product.variants[0], extras)
    expect(other.sections['product-options'].digest).not.toBe(data.sections['product-options'].digest)
    // The buy box is the same for every variant for sale: what was typed in it stays.
    for (const id of ['product-crumbs', 'product-gallery', 'product-title', 'product-buy', 'product-about'] as const) expect(other.sections[id].digest).toBe(data.sections[id].digest)
    expect(other.more.digest).toBe(data.more.digest)
  })

  it('sends the markup once on the page’s own request: the document takes it from the request', () => {
    const documentMarkup = new Map<string, string>()
    const page = productPage({ documentMarkup }, visit, product, product.variants[1], extras)
    expect(Object.values(page.sections).map((s) => s.html)).toEqual([null, null, null, null, null, null])
    expect(page.more.html).toBeNull()
    expect(documentMarkup.get('product-options')).toBe(data.sections['product-options'].html)
    expect([...documentMarkup.keys()].sort()).toEqual(['product-about', 'product-buy', 'product-crumbs', 'product-gallery', 'product-more', 'product-options', 'product-title'])
  })

  it('gives the buy box the chosen variant’s line and price, and the related cards their lines', () => {
    expect(data.buy).toMatchObject({ line: { variantId: variant(2, 'Queen').id, quantity: 1, product: { handle: 'flat-sheet' } } })
    const buyBox = data.sections['product-buy'].html!
    // The quantity, Add to Cart and the phone's buy bar (hidden until scrolled to), for the buy box's code to run.
    expect(buyBox).toMatch(/<input[^>]*data-quantity="1"[^>]*value="1"/)
    expect(buyBox.match(/data-buy=""[^>]*>(<svg.*?<\/svg>)?Add to Cart/g)).toHaveLength(2)
    expect(buyBox).toMatch(/role="region" aria-label="Buy" data-buy-bar="" hidden=""/)
    expect(buyBox).toContain('Flat Sheet')
    expect(data.buy.price).toContain('SGD 102.00')
    expect(data.stock).toMatch(/^In stock/)
    expect(data.more.adds).toEqual({ mat: expect.objectContaining({ variantId: variant(9, 'x').id }) })
    expect(data.more.html).toContain('data-add-to-cart="mat"')
  })

  it('offers nothing to add for a variant not for sale', () => {
    const soldOut = productPage({}, visit, product, product.variants[2], extras)
    expect(soldOut.buy.line).toBeNull()
    const buyBox = soldOut.sections['product-buy'].html!
    expect(buyBox).toMatch(/<button[^>]*disabled=""[^>]*>(<svg.*?<\/svg>)?Out of Stock/)
    expect(buyBox).not.toContain('data-buy-bar')
    expect(soldOut.stock).toBe('Out of Stock')
  })
})

describe('galleryPreload', () => {
  it('preloads the gallery’s first image from the head with high priority, and nothing without images', () => {
    expect(galleryPreload(product)).toEqual([
      expect.objectContaining({ tagName: 'link', rel: 'preload', as: 'image', href: '/cdn/shop/files/sheet-1.png?width=600', fetchPriority: 'high' }),
    ])
    expect(galleryPreload({ images: [] })).toEqual([])
  })
})

describe('productNotFound', () => {
  it('says the product was not found, and the store’s notice in a toast', () => {
    const page = productNotFound({}, new Request('https://shop.test/product/gone'), 'payment-required')
    expect(page.html).toContain('Product not found')
    expect(page.notice?.title).toMatch(/Payment required/)
  })
})
