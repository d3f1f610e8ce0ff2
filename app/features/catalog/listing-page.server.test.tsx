import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '~/lib/storefront/types'
import { Listing } from './listing'
import type { ListingPageData } from './listing-page'
import { listingPage } from './listing-page.server'
import type { ListingResult } from './listing.server'
import { card, listing as listingOf, money, variant } from './testing'

/** A listing page in its own order, counted, as `/shop-all` shows it. */
const listing = (products: ProductSummary[], notice: ListingResult['notice'] = null) =>
  listingOf(products, { notice, sort: 'featured', total: { count: products.length, more: false } })

describe('listingPage', () => {
  const products = [card(1, { add: variant }), card(2, 'choose'), card(3, 'sold-out'), card(4, { add: variant }), card(5, { add: variant })]
  const visit = (address: string) => new Request(`https://shop.test${address}`)
  // A client-side visit's data request: the HTML goes with the data.
  const page = listingPage({}, visit('/shop-all?sort=featured'), <Listing result={listing(products)} label="Shop All" />, listing(products)) as ListingPageData & { html: string }

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
    const refused = listingPage({}, visit('/shop-all'), <Listing result={listing([], 'payment-required')} label="Shop All" />, listing([], 'payment-required'))
    expect(refused.notice).toEqual({ title: 'Shopify: Payment required', description: expect.stringContaining('active billing plan') })
    expect(refused.html).toContain('No products found')
  })

  it("leaves the HTML out of the data of the page's own request, whose document takes it from the request", () => {
    const documentMarkup = new Map<string, string>()
    const own = listingPage({ documentMarkup }, visit('/shop-all?sort=featured'), <Listing result={listing(products)} label="Shop All" />, listing(products))
    expect(own.html).toBeNull()
    expect(documentMarkup.get('listing')).toBe(page.html)
    expect(own.adds).toEqual(page.adds)
    expect(own.preloads).toEqual(page.preloads)
  })
})
