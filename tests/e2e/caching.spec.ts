import { expect, test } from '@playwright/test'
import { sampleProductPath } from '../../scripts/lib/site-map'

// A CDN may keep the pages, which are the same for every shopper, for a minute; anything that
// answers one shopper (a form's result, a checkout, a cart check) must never be kept by anyone.
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/

test.describe('HTTP caching', () => {
  test('pages, listings, products and the not-found page may be kept briefly by a shared cache', async ({ request }) => {
    for (const path of ['/', '/shop-all', sampleProductPath, '/faq', '/no-such-page']) {
      const res = await request.get(path)
      expect(res.headers()['content-type'], path).toContain('text/html')
      expect(res.headers()['cache-control'], path).toMatch(SHARED)
      expect(res.headers()['set-cookie'], path).toBeUndefined()
    }
  })

  test('form results are never cached: the newsletter and contact posts', async ({ request }) => {
    const newsletter = await request.post('/newsletter', { form: { email: 'not-an-address', returnTo: '/' } })
    expect(newsletter.status()).toBe(400)
    expect(await newsletter.text()).toContain('not-an-address')
    expect(newsletter.headers()['cache-control']).toBe('no-store')

    const contact = await request.post('/contact', { form: { name: '', email: 'nobody', message: '' } })
    expect(contact.status()).toBeGreaterThanOrEqual(400)
    expect(contact.headers()['cache-control']).toBe('no-store')
  })

  test('the checkout and the cart check are never cached, whatever they answer', async ({ request }) => {
    const checkout = await request.post('/api/checkout', { data: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/100102', quantity: 1 }] } })
    expect(checkout.status()).toBe(200)
    const body = (await checkout.json()) as { cartId: string; checkoutUrl: string }
    expect(body.checkoutUrl).toBeTruthy()
    expect(checkout.headers()['cache-control']).toBe('no-store')

    const refused = await request.post('/api/checkout', { data: { lines: [] } })
    expect(refused.status()).toBe(400)
    expect(refused.headers()['cache-control']).toBe('no-store')

    const status = await request.get(`/api/cart-status?cart=${encodeURIComponent(body.cartId)}&variant=gid://shopify/ProductVariant/100102`)
    expect(await status.json()).toEqual({ cart: 'open', missing: [] })
    expect(status.headers()['cache-control']).toBe('no-store')
  })

  test("a page's data for client-side navigation is not kept by a shared cache", async ({ request }) => {
    const res = await request.get('/faq.data')
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control'] ?? '').not.toContain('public')
  })
})
