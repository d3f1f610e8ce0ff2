import { describe, expect, it } from 'vitest'
import { markupCards } from './markup-cards.server'
import { ProductList } from './product-grid'
import { card, listing, variant } from './testing'

describe('markupCards', () => {
  const visit = new Request('https://shop.test/')
  const shown = listing([card(1, { add: variant }), card(2, 'choose')])
  const grid = <ProductList result={shown} label="Popular products" aboveTheFold={false} />

  it('gives a client-side visit the HTML of cards below the fold, every image waiting to be loaded as it comes near, no preload among them', () => {
    const cards = markupCards({}, visit, 'home-products', grid, [shown])
    expect(cards.html).toMatch(/^<ul aria-label="Popular products"/)
    expect(cards.html).not.toContain('rel="preload"')
    expect(cards.html!.replace(/<noscript>.*?<\/noscript>/g, '').match(/<img [^>]*>/g)?.every((img) => img.includes('data-src=') && !img.includes(' src='))).toBe(true)
    expect(cards.imageMarginPx).toBe(50)
  })

  it("keeps the HTML for the document of the page's own request, under its id, and sends the cart lines of every list shown", () => {
    const documentMarkup = new Map<string, string>()
    const more = listing([card(3, { add: variant }), card(4, 'sold-out')])
    const cards = markupCards({ documentMarkup }, visit, 'home-products', grid, [shown, more])
    expect(cards.html).toBeNull()
    expect(documentMarkup.get('home-products')).toContain('data-add-to-cart="product-1"')
    expect(Object.keys(cards.adds)).toEqual(['product-1', 'product-3'])
    expect(cards.adds['product-3']).toMatchObject({ variantId: variant.id, product: { handle: 'product-3' } })
  })

  it("turns the first list's notice into its toast", () => {
    const refused = listing([], { notice: 'payment-required' })
    const cards = markupCards({}, visit, 'home-products', <ProductList result={refused} label="Popular products" />, [refused])
    expect(cards.notice).toEqual({ title: 'Shopify: Payment required', description: expect.stringContaining('active billing plan') })
    expect(cards.html).toContain('No products found')
  })
})
