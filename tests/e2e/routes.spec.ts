import { expect, test } from '@playwright/test'
import { escapeHtml, sampleProductPath, staticPages } from '../../scripts/lib/site-map'

test.describe('server-rendered routes', () => {
  for (const copy of staticPages) {
    test(`${copy.path} answers 200 with its own title, canonical link and social tags`, async ({ request, baseURL }) => {
      const res = await request.get(copy.path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<title>${escapeHtml(copy.title)}</title>`)
      expect(html).toContain(`<meta name="description" content="${escapeHtml(copy.description)}"/>`)
      const canonical = `${baseURL}${copy.path === '/' ? '/' : copy.path}`
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`)
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`)
      expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`)
      expect(html).toContain('<meta property="og:image:width" content="1200"/>')
      expect(html).toContain('<meta property="og:image:height" content="630"/>')
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(html).toContain(`<h1`)
      expect(html).toContain(escapeHtml(copy.heading))
      if (copy.article) {
        expect(html).toContain('<meta property="og:type" content="article"/>')
        expect(html).toContain(`<meta property="article:section" content="${copy.article.section}"/>`)
      }
    })
  }

  test(`${sampleProductPath} answers 200 with its own title and canonical link`, async ({ request, baseURL }) => {
    const res = await request.get(`${sampleProductPath}?variant=1`)
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Premium Earthing Flat Sheet | Groundwell</title>')
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${sampleProductPath}"/>`)
    expect(html).toContain('<meta property="og:type" content="product"/>')
  })

  test('every page has a title of its own', () => {
    const titles = staticPages.map((p) => p.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  test('the social-preview image is a 1200x630 PNG', async ({ request }) => {
    const res = await request.get('/og-image.png')
    expect(res.status()).toBe(200)
    const png = await res.body()
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  })

  test('canonical links ignore query strings, and trailing slashes redirect to the one form', async ({ request, baseURL }) => {
    const html = await (await request.get('/faq?utm_source=newsletter')).text()
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/faq"/>`)
    const res = await request.get('/faq/?x=1', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers().location).toMatch(/\/faq\?x=1$/)
  })

  test('an unknown path answers 404 with the not-found page and a link home', async ({ page }) => {
    const res = await page.goto('/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Return to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Reconnect with the Earth/)
  })

  test('home publishes Organization and WebSite JSON-LD with a site search on /shop-all', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    const org = blocks.find((b) => b['@type'] === 'Organization')
    const site = blocks.find((b) => b['@type'] === 'WebSite')
    expect(org?.address?.addressCountry).toBe('SG')
    expect(site?.potentialAction?.['@type']).toBe('SearchAction')
    expect(site?.potentialAction?.target?.urlTemplate).toBe(`${baseURL}/shop-all?q={search_term_string}`)
    expect(site?.potentialAction?.['query-input']).toBe('required name=search_term_string')
  })
})
