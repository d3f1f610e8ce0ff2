import { expect, test } from '@playwright/test'
import { IMAGE_SIZE } from '../../services/storefront/model'
import { snapToLadder } from '../../services/storefront/images'
import { sampleProductPath } from '../../scripts/lib/site-map'
import { searchQueryMax } from '../../shared/search-query'

// The public endpoints attackers found unbounded, each replayed against the built server.

test.describe('bounded work on every public endpoint', () => {
  test('the Storefront API refuses the nested-variants query before running it, and keeps answering', async ({ request }) => {
    let inner = 'id title'
    for (let i = 0; i < 14; i++) inner = `variants(first: 250) { nodes { product { ${inner} } } }`
    const attack = `query { products(first: 250) { nodes { ${inner} } } }`
    const refused = await request.post('/api/2025-07/graphql.json', { data: { query: attack } })
    expect(refused.status()).toBe(200)
    const body = (await refused.json()) as { data?: unknown; errors: { extensions: { code: string } }[] }
    expect(body.data).toBeUndefined()
    expect(body.errors.map((e) => e.extensions.code)).toContain('MAX_COMPLEXITY_EXCEEDED')

    const page = await request.get('/shop-all')
    expect(page.status()).toBe(200)
    expect(await page.text()).toContain('Premium Earthing Flat Sheet')
  })

  test('a burst of distinct large images is queued or refused with Retry-After, and a page answers before it is through', async ({ request }) => {
    const sizes = [630, 800, 1000, 1200].flatMap((w) => [400, 600, 800, 1000, 1200].map((h) => `width=${w}&height=${h}`))
    const burst = ['top', 'bottom'].flatMap((crop) => sizes.map((size) => `/cdn/shop/files/earthing-yoga-mat-1.png?v=1&${size}&crop=${crop}`))
    let settled = 0
    const answers = burst.map((url) =>
      request.get(url, { headers: { Accept: 'image/avif,image/webp,*/*' } }).then((response) => {
        settled++
        return response
      }),
    )
    const page = await request.get('/faq?utm_source=burst')
    expect(page.status()).toBe(200)
    expect(settled).toBeLessThan(burst.length)

    const done = await Promise.all(answers)
    const statuses = done.map((r) => r.status())
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true)
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0)
    for (const refused of done.filter((r) => r.status() === 503)) expect(refused.headers()['retry-after']).toBe('1')
    // Large renditions are WebP even for a browser that takes AVIF.
    for (const served of done.filter((r) => r.status() === 200)) expect(served.headers()['content-type']).toBe('image/webp')
  })

  test("the shop's own image URLs are all sizes the CDN keeps as they are", async ({ request }) => {
    const found = new Set<string>()
    for (const path of ['/', '/shop-all', sampleProductPath]) {
      const html = await (await request.get(path)).text()
      // Addressed by path on the shop's own host (decision 018), absolute in structured data.
      for (const [url] of html.matchAll(/(?:https?:\/\/[^"\s,]+)?\/cdn\/shop\/files\/[^"\s,]+/g)) found.add(url.replaceAll('&amp;', '&'))
    }
    expect(found.size).toBeGreaterThan(10)
    for (const url of found) {
      const params = new URL(url, 'http://shop.test').searchParams
      for (const name of ['width', 'height']) {
        const value = params.get(name)
        if (value) expect(snapToLadder(Number(value), IMAGE_SIZE), url).toBe(Number(value))
      }
    }
  })

  test('every search reads at most its first 100 characters of ?q=, still answers, and its boxes take no more', async ({ request }) => {
    const long = `sleep ${'x'.repeat(6000)}`
    const kept = long.slice(0, searchQueryMax)
    for (const path of ['/shop-all', '/faq', '/testimonials']) {
      const response = await request.get(`${path}?q=${encodeURIComponent(long)}`)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      // The search box shows what was read, and no more of it appears anywhere on the page.
      expect(html, path).toMatch(new RegExp(`<input[^>]+name="q"[^>]+value="${kept}"|<input[^>]+value="${kept}"[^>]+name="q"`))
      expect(html, path).not.toContain(`${kept}x`)
      // Every search box: the header's (a combobox, inputmode="search") and the page's own.
      const boxes = html.match(/<input[^>]+(?:type="search"|inputMode="search"|inputmode="search")[^>]*>/g) ?? []
      expect(boxes.length, path).toBeGreaterThan(0)
      for (const box of boxes) expect(box, path).toMatch(new RegExp(`maxLength="${searchQueryMax}"|maxlength="${searchQueryMax}"`))
    }
    const suggestions = await request.get(`/api/predictive-search?q=${encodeURIComponent(long)}`)
    expect(((await suggestions.json()) as { q: string }).q).toBe(kept)
  })
})
