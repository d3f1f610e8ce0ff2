import { type APIRequestContext, expect, test } from '@playwright/test'
import { PAGE_PARAMS } from '../../server/page-params'
import { sampleProductPath, staticPages } from '../../scripts/lib/site-map'

/**
 * The page cache keys each page on the parameters server/page-params.ts lists for it. Here each
 * page is rendered for real: a listed parameter changes it, and any other parameter does not.
 */

/** The embedded store's cursor at a position of the listing (0 = its first product). */
const cursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64')
/** Another sort, a page after the listing's first member, a page before its last one. */
const listing = (first: number, last: number) => ({ sort: 'price-desc', after: cursor(first), before: cursor(last) })

/** A value for each listed parameter that the page shows differently from its default. */
const samples: Record<string, { path: string; values: Record<string, string> }> = {
  '/shop-all': { path: '/shop-all', values: { q: 'tester', ...listing(0, 13) } },
  '/faq': { path: '/faq', values: { q: 'shipping' } },
  '/accessories': { path: '/accessories', values: { category: 'outlet-testers', ...listing(0, 5) } },
  '/sleep-products': { path: '/sleep-products', values: listing(0, 2) },
  '/mats-products': { path: '/mats-products', values: listing(0, 2) },
  '/limited-offers': { path: '/limited-offers', values: listing(0, 13) },
  '/testimonials': { path: '/testimonials', values: { benefit: 'Energy', product: 'Kit', rating: '3', q: 'knee' } },
  '/product/:handle': { path: sampleProductPath, values: { variant: '100102' } },
}

const TRACKING = 'utm_source=newsletter&utm_medium=email&utm_campaign=june&fbclid=IwAR0x&gclid=Cj0K&zz=unknown'

/**
 * A render of its own (a cookie keeps the page cache out of it), whole (a crawler is sent the
 * document at once, never a stream that depends on timing), with the per-response nonce blanked.
 */
async function rendered(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Cookie: 'e2e=fresh', 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })
  expect(response.status(), path).toBe(200)
  return (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""')
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`

test.describe('the parameters each page reads', () => {
  test('the table has a sample for every parameter it lists, and only for those', () => {
    for (const { page, params } of PAGE_PARAMS) expect(Object.keys(samples[page]?.values ?? {}).sort(), page).toEqual([...params].sort())
    expect(Object.keys(samples).sort()).toEqual(PAGE_PARAMS.map((p) => p.page).sort())
  })

  for (const { page, params } of PAGE_PARAMS) {
    test(`${page}: each listed parameter changes the page, tracking and unknown ones do not`, async ({ request }) => {
      const { path, values } = samples[page]!
      const plain = await rendered(request, path)
      expect(await rendered(request, withQuery(path, TRACKING)), 'tracking parameters').toBe(plain)
      for (const name of params) {
        const query = `${name}=${encodeURIComponent(values[name]!)}`
        const changed = await rendered(request, withQuery(path, query))
        expect(changed, `${page}?${query}`).not.toBe(plain)
        // …and the page with it is the same whatever tracking comes along.
        expect(await rendered(request, withQuery(path, `${TRACKING}&${query}`)), `${page}?${query} with tracking`).toBe(changed)
      }
    })
  }

  test("a listing's filters change it, an unreadable one does not; a page without filters reads none", async ({ request }) => {
    for (const { page, filters } of PAGE_PARAMS) {
      const { path } = samples[page]!
      const plain = await rendered(request, path)
      expect(await rendered(request, withQuery(path, 'filter.zzz=1&filter.v.price.gte=abc')), `${page}: unreadable filters`).toBe(plain)
      const filtered = await rendered(request, withQuery(path, 'filter.v.availability=1'))
      if (filters) expect(filtered, `${page}: a filter`).not.toBe(plain)
      else expect(filtered, `${page}: a filter`).toBe(plain)
    }
  })

  test('a page the table does not list reads no parameter at all, not even those other pages read', async ({ request }) => {
    const listed = new Set(PAGE_PARAMS.map((p) => samples[p.page]!.path))
    const everyParam = Object.values(samples).flatMap(({ values }) => Object.entries(values).map(([k, v]) => `${k}=${encodeURIComponent(v)}`))
    for (const { path } of staticPages.filter((p) => !listed.has(p.path))) {
      const plain = await rendered(request, path)
      expect(await rendered(request, withQuery(path, `${TRACKING}&${everyParam.join('&')}`)), path).toBe(plain)
    }
  })
})
