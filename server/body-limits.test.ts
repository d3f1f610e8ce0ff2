import { Hono } from 'hono'
import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { readReviewUpload } from '../shared/review-upload'
import { maxPhotoBytes, maxReviewBytes } from '../shared/schemas/review'
import { createApp } from './app'
import { bodyLimitFor, bodyLimits, MAX_BODY_BYTES } from './body-limits'

const MB = 1024 * 1024

/** A review post of `photos` photos of `size` bytes each (only the body size matters here). */
function reviewPost(url: string, photos: number, size: number) {
  const form = new FormData()
  form.append('name', 'Mei Ling')
  for (let i = 0; i < photos; i++) form.append('photos', new File([new Uint8Array(size)], `p${i}.jpg`, { type: 'image/jpeg' }))
  form.append('permission', 'on')
  return new Request(url, { method: 'POST', body: form })
}

/** What a route that reads a review saw: its photos and whether the body went past the limit. */
async function readByRoute(request: Request) {
  const { form, tooLarge } = await readReviewUpload(request)
  return Response.json({ photos: form.getAll('photos').length, tooLarge, permission: form.get('permission') })
}

describe('body limits per route', () => {
  it('gives the review form’s routes five full photos, Shopify’s product webhook 4 MB, the JSON functions 16 KB, everything else 256 KB', () => {
    for (const path of ['/testimonials', '/testimonials.data', '/functions/v1/submit-review']) {
      expect(bodyLimitFor(path)).toEqual({ maxBytes: maxReviewBytes, refusedBy: 'route' })
    }
    expect(maxReviewBytes).toBeGreaterThanOrEqual(5 * maxPhotoBytes)
    // A product's webhook carries all its variants: the function reads it to its own limit.
    expect(bodyLimitFor('/functions/v1/back-in-stock-webhook')).toEqual({ maxBytes: 4 * 1024 * 1024, refusedBy: 'route' })
    for (const path of ['/functions/v1/newsletter-signup', '/functions/v1/send-contact-email', '/functions/v1/back-in-stock-signup'])
      expect(bodyLimitFor(path)).toEqual({ maxBytes: 16 * 1024, refusedBy: 'server' })
    for (const path of ['/contact', '/newsletter', '/back-in-stock', '/api/checkout', '/testimonials/x', '/testimonials.data/x', '/']) {
      expect(bodyLimitFor(path)).toEqual({ maxBytes: MAX_BODY_BYTES, refusedBy: 'server' })
    }
  })

  describe('through the shop', () => {
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://shop.test' }),
      // A page rendered would mean a body the server should have refused got through.
      build: () => Promise.reject(new Error('no page may be rendered')) as Promise<ServerBuild>,
      storefront: { client: { request: () => Promise.reject(new Error('no store')) }, checkoutOrigin: 'https://shop.test' },
      functions: (request) =>
        new URL(request.url).pathname.endsWith('/submit-review') ? readByRoute(request) : Promise.resolve(Response.json({ read: true })),
    })

    it('refuses a page post over 256 KB before anything reads it', async () => {
      const response = await app.fetch(
        new Request('https://shop.test/contact', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1), headers: { 'Content-Type': 'text/plain' } }),
      )
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ error: 'Request body too large (at most 256 KB)' })
      const within = await app.fetch(new Request('https://shop.test/functions/v1/newsletter-signup', { method: 'POST', body: 'x'.repeat(1000) }))
      expect(await within.json()).toEqual({ read: true })
    })

    it('refuses a JSON function’s body over 16 KB', async () => {
      const response = await app.fetch(new Request('https://shop.test/functions/v1/newsletter-signup', { method: 'POST', body: 'x'.repeat(16 * 1024 + 1) }))
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ error: 'Request body too large (at most 16 KB)' })
    })

    it('hands submit-review five photos of 5 MB, and a larger upload too, for the function to answer', async () => {
      const full = await app.fetch(reviewPost('https://shop.test/functions/v1/submit-review', 5, maxPhotoBytes))
      expect(await full.json()).toEqual({ photos: 5, tooLarge: false, permission: 'on' })
      const over = await app.fetch(reviewPost('https://shop.test/functions/v1/submit-review', 6, maxPhotoBytes))
      expect(await over.json()).toEqual({ photos: 0, tooLarge: true, permission: 'on' })
    })
  })

  it('lets the review form’s action and its data request read an upload past 256 KB, and past the photo limit', async () => {
    const app = new Hono()
    app.use(bodyLimits())
    app.all('*', (c) => readByRoute(c.req.raw))
    for (const path of ['/testimonials', '/testimonials.data']) {
      expect(await (await app.fetch(reviewPost(`https://shop.test${path}`, 2, 3 * MB))).json()).toEqual({ photos: 2, tooLarge: false, permission: 'on' })
      expect(await (await app.fetch(reviewPost(`https://shop.test${path}`, 6, maxPhotoBytes))).json()).toEqual({ photos: 0, tooLarge: true, permission: 'on' })
    }
    // The same upload elsewhere is refused by the server.
    expect((await app.fetch(reviewPost('https://shop.test/contact', 2, 3 * MB))).status).toBe(413)
  })
})
