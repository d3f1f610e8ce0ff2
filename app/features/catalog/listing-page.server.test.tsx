import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '~/lib/storefront/types'
import { Listing } from './listing'
import { listingPage } from './listing-page.server'
import type { ListingResult } from './listing.server'

const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
const variant = { id: 'gid://shopify/ProductVariant/1', title: 'Default Title', availableForSale: true, price: money('49.00'), compareAtPrice: null, selectedOptions: [] }

function card(n: number, action: ProductSummary['action']): ProductSummary {
  const image = { url: `/cdn/shop/files/p${n}.png`, altText: `Product ${n}`, width: 1200, height: 1200 }
  return { id: `gid://shopify/Product/${n}`, title: `Product ${n}`, handle: `product-${n}`, image, price: money('49.00'), compareAt: null, from: false, onSale: false, action }
}

const listing = (products: ProductSummary[], notice: ListingResult['notice'] = null): ListingResult => ({
  products,
  notice,
  sort: 'featured',
  pages: { previous: null, next: null },
  total: { count: products.length, more: false },
})

describe('listingPage', () => {
  const products = [card(1, { add: variant }), card(2, 'choose'), card(3, 'sold-out'), card(4, { add: variant }), card(5, { add: variant })]
  const page = listingPage('/shop-all?sort=featured', <Listing result={listing(products)} label="Shop All" />, listing(products))

  it('renders the cards as markup whose Add buttons name their product, with the cart line each makes beside it', () => {
    expect(page.html.match(/data-add-to-cart="[^"]+"/g)).toEqual(['data-add-to-cart="product-1"', 'data-add-to-cart="product-4"', 'data-add-to-cart="product-5"'])
    expect(Object.keys(page.adds)).toEqual(['product-1', 'product-4', 'product-5'])
    expect(page.adds['product-1']).toMatchObject({ variantId: variant.id, variantTitle: 'Default Title', quantity: 1, price: money('49.00'), product: { handle: 'product-1', title: 'Product 1' } })
  })

  it("preloads the first row's images in the head (the first two with high priority), not inside the markup", () => {
    expect(page.preloads.map((p) => [p.href, p.options.fetchPriority])).toEqual([
      ['/cdn/shop/files/p1.png?width=600', 'high'],
      ['/cdn/shop/files/p2.png?width=600', 'high'],
      ['/cdn/shop/files/p3.png?width=600', 'auto'],
      ['/cdn/shop/files/p4.png?width=600', 'auto'],
    ])
    expect(page.html).not.toContain('rel="preload"')
    expect(page.html.startsWith('<div')).toBe(true)
  })

  it('leaves the images past the first row for the page to load as they come near, and shows them without JavaScript', () => {
    expect(page.html).toMatch(/<img data-src="\/cdn\/shop\/files\/p5\.png\?width=600" data-srcset="[^"]+"[^>]*data-loaded="false"/)
    expect(page.html).toMatch(/<noscript><img src="\/cdn\/shop\/files\/p5\.png\?width=600"/)
    expect(page.html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/<img src="\/cdn\/shop\/files\/p5/)
  })

  it("keeps the order form and the address's other parameters as a GET form", () => {
    expect(page.html).toMatch(/<form [^>]*action="\/shop-all" method="get"/)
    expect(page.html).toContain('name="sort"')
  })

  it("turns the store's notice into its toast", () => {
    expect(page.notice).toBeNull()
    const refused = listingPage('/shop-all', <Listing result={listing([], 'payment-required')} label="Shop All" />, listing([], 'payment-required'))
    expect(refused.notice).toEqual({ title: 'Shopify: Payment required', description: expect.stringContaining('active billing plan') })
    expect(refused.html).toContain('No products found')
  })
})
