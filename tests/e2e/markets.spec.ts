import { expect, type Page, test } from '@playwright/test'
import { pages } from '../../app/content/pages.server'
import { drawerOpen } from '../helpers/drawer'
import { hydrated, sampleProductPath } from '../../scripts/lib/site-map'

/** Every link of the page to another page of the shop (not its assets, nor the page in the market's other languages). */
const internalLinks = (page: Page) =>
  page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((href) => !/\.(png|ico|svg|xml|txt)$/.test(href)))

/** The first price in a currency on the page's main content ("MYR 477.00"), as cards and the product page show them. */
const priceIn = (page: Page, currency: string) =>
  page
    .getByRole('main')
    .getByText(new RegExp(`^${currency} \\d`))
    .first()

const marketCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'market')?.value

test.describe('markets: URLs, prices and links', () => {
  test("a Malaysian page shows MYR on its cards and its product page, in Malaysia's language tag", async ({ page }) => {
    await page.goto('/en-my/shop-all')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY')
    await expect(priceIn(page, 'MYR')).toBeVisible()
    expect(
      await page
        .getByRole('main')
        .getByText(/^SGD \d/)
        .count(),
    ).toBe(0)

    await page.goto(`/en-my${sampleProductPath}`)
    await expect(
      page
        .getByRole('main')
        .getByText(/MYR \d[\d,]*\.\d\d/)
        .first(),
    ).toBeVisible()
  })

  test("every link of a Malaysian page stays in Malaysia, and following one keeps Malaysia's prices", async ({ page }) => {
    await page.goto('/en-my')
    await hydrated(page)
    const links = await internalLinks(page)
    expect(links.length).toBeGreaterThan(20)
    expect(links.filter((href) => href !== '/en-my' && !href.startsWith('/en-my/') && !href.startsWith('/en-my?'))).toEqual([])

    await page.getByRole('navigation', { name: 'Footer Shop' }).getByRole('link', { name: 'Shop All' }).click()
    await expect(page).toHaveURL(/\/en-my\/shop-all$/)
    await expect(priceIn(page, 'MYR')).toBeVisible()
  })

  test("Singapore's pages keep their URLs and SGD", async ({ page }) => {
    await page.goto('/shop-all')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG')
    await expect(priceIn(page, 'SGD')).toBeVisible()
    const links = await internalLinks(page)
    expect(links.filter((href) => /^\/en-/.test(href))).toEqual([])
  })

  test("an unknown prefix is the shop's 404, not an error", async ({ page }) => {
    for (const path of ['/en-zz/faq', '/en-sg/product/premium-earthing-flat-sheet']) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    }
  })

  test("the store's search answers in the page's market", async ({ request }) => {
    const sg = (await (await request.get('/api/predictive-search?q=mat')).json()) as { results: { price: { currencyCode: string } }[] }
    const my = (await (await request.get('/en-my/api/predictive-search?q=mat')).json()) as { results: { price: { currencyCode: string } }[] }
    expect(sg.results.length).toBeGreaterThan(0)
    expect(new Set(sg.results.map((r) => r.price.currencyCode))).toEqual(new Set(['SGD']))
    expect(new Set(my.results.map((r) => r.price.currencyCode))).toEqual(new Set(['MYR']))
  })
})

test.describe('markets: the country selector', () => {
  test('lists the countries with their currency, and moves this page to the chosen market, query kept, remembered', async ({ page }) => {
    await page.goto('/shop-all?q=mat')
    await hydrated(page)
    const footer = page.getByRole('contentinfo')
    const select = footer.getByRole('combobox', { name: 'Country/region' })
    await expect(select).toHaveValue('SG')
    await expect(select.getByRole('option', { name: 'Malaysia (MYR RM)' })).toBeAttached()
    await expect(select.getByRole('option', { name: 'Australia (AUD $)' })).toBeAttached()
    await select.selectOption('MY')
    await footer.getByRole('button', { name: 'Update' }).click()
    await expect(page).toHaveURL(/\/en-my\/shop-all\?q=mat$/)
    await expect(priceIn(page, 'MYR')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY')
    await expect(select).toHaveValue('MY')
    expect(await marketCookie(page)).toBe('MY')
  })

  test('works without JavaScript, from the product page back to Singapore', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/en-au${sampleProductPath}?variant=100102`)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('combobox', { name: 'Country/region' }).selectOption('SG')
    await footer.getByRole('button', { name: 'Update' }).click()
    await expect(page).toHaveURL(new RegExp(`${sampleProductPath}\\?variant=100102$`))
    expect(new URL(page.url()).pathname).toBe(sampleProductPath)
    expect(await marketCookie(page)).toBe('SG')
    await context.close()
  })

  test('is in the header on a desktop and in the menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en-hk/faq')
    await hydrated(page)
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Country/region' })).toHaveValue('HK')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await drawerOpen(menu)
    await menu.getByRole('combobox', { name: 'Country/region' }).selectOption('ID')
    await menu.getByRole('button', { name: 'Update' }).click()
    await expect(page).toHaveURL(/\/en-id\/faq$/)
  })
})

test.describe('markets: the offer from the browser’s languages', () => {
  test('offers Malaysia to a Malaysian browser on a Singapore page, without redirecting, and goes there when asked', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ms-MY' })
    const page = await context.newPage()
    const res = await page.goto('/faq')
    expect(res?.status()).toBe(200)
    expect(res?.request().redirectedFrom()).toBeNull()
    const offer = page.getByRole('region', { name: 'Your country' })
    await expect(offer).toContainText('Shopping from Malaysia? See prices in MYR.')
    expect(new URL(page.url()).pathname).toBe('/faq')
    await offer.getByRole('button', { name: 'Shop in Malaysia' }).click()
    // In the browser's language, where Malaysia is sold in it.
    await expect(page).toHaveURL(/\/ms-my\/faq$/)
    await expect(offer).toBeHidden()
    expect(await marketCookie(page)).toBe('MY')
    await context.close()
  })

  test('"Stay here" is remembered: the offer does not come back', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-AU' })
    const page = await context.newPage()
    await page.goto('/')
    const offer = page.getByRole('region', { name: 'Your country' })
    await offer.getByRole('button', { name: 'Stay here' }).click()
    await expect(offer).toBeHidden()
    expect(await marketCookie(page)).toBe('SG')
    await page.goto('/faq')
    await hydrated(page)
    await expect(offer).toHaveCount(0)
    await context.close()
  })

  test("no offer on the shopper's own market", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-MY' })
    const page = await context.newPage()
    await page.goto('/en-my/faq')
    await hydrated(page)
    await expect(page.getByRole('region', { name: 'Your country' })).toHaveCount(0)
    await context.close()
  })

  test('the page sent is the same whatever the languages: the offer is not in it', async ({ request }) => {
    const html = await (await request.get('/faq', { headers: { 'Accept-Language': 'ms-MY' } })).text()
    // Its words ride with the shell's copy; the bar itself is not in the page sent.
    expect(html).not.toContain('aria-label="Your country"')
  })
})

test.describe('markets: search engines and the page cache', () => {
  test('each page names its own market as canonical, every market in each language as an alternate and Singapore as the default', async ({ page, baseURL }) => {
    for (const path of ['', '/faq', sampleProductPath, '/shop-all']) {
      for (const prefix of ['', '/en-my', '/en-us', '/zh-hk']) {
        const own = `${prefix}${path}` || '/'
        await page.goto(own)
        await expect(page.locator('link[rel="canonical"]'), own).toHaveAttribute('href', `${baseURL}${own === '/' ? '/' : own}`)
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])))
        expect(alternates, own).toEqual({
          'en-SG': `${baseURL}${path || '/'}`,
          'en-MY': `${baseURL}/en-my${path}`,
          'en-ID': `${baseURL}/en-id${path}`,
          'en-HK': `${baseURL}/en-hk${path}`,
          'en-AU': `${baseURL}/en-au${path}`,
          'en-US': `${baseURL}/en-us${path}`,
          'id-ID': `${baseURL}/id-id${path}`,
          'ms-MY': `${baseURL}/ms-my${path}`,
          'zh-HK': `${baseURL}/zh-hk${path}`,
          'zh-SG': `${baseURL}/zh-sg${path}`,
          'x-default': `${baseURL}${path || '/'}`,
        })
      }
    }
  })

  test("the sitemap index names a sitemap per market and language, each listing that one's pages", async ({ request, baseURL }) => {
    const index = await (await request.get('/sitemap.xml')).text()
    const sitemaps = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!)
    expect(sitemaps.map((url) => new URL(url).pathname)).toEqual(
      ['en-sg', 'en-my', 'en-id', 'en-hk', 'en-au', 'en-us', 'id-id', 'ms-my', 'zh-hk', 'zh-sg'].map((name) => `/sitemap/${name}.xml`),
    )
    const listed = async (name: string) => (await request.get(`/sitemap/${name}.xml`)).text()
    const expected: Record<string, string[]> = {
      'en-sg': ['/', '/faq', sampleProductPath],
      'en-my': ['/en-my', '/en-my/faq', `/en-my${sampleProductPath}`],
      'en-us': [`/en-us${sampleProductPath}`],
      'en-au': ['/en-au/shop-all'],
      'id-id': ['/id-id', '/id-id/faq', `/id-id${sampleProductPath}`],
      'zh-hk': ['/zh-hk/shipping-policy', `/zh-hk${sampleProductPath}`],
    }
    for (const [name, locs] of Object.entries(expected)) {
      const xml = await listed(name)
      for (const loc of locs) expect(xml, name).toContain(`<loc>${baseURL}${loc}</loc>`)
      // Each sitemap holds its own localization's pages only.
      expect(xml.match(/<loc>/g)?.length, name).toBe((await listed('en-sg')).match(/<loc>/g)?.length)
    }
    expect((await request.get('/sitemap/en-zz.xml')).status()).toBe(404)
  })

  test('the page cache keeps each market apart, the remembered market changing nothing', async ({ request }) => {
    const currencyOf = async (path: string, headers: Record<string, string> = {}) => {
      const html = await (await request.get(path, { headers })).text()
      return [/<html lang="([^"]+)"/.exec(html)?.[1], /\b(SGD|MYR|AUD) \d/.exec(html)?.[1]]
    }
    for (let i = 0; i < 3; i++) {
      expect(await currencyOf(sampleProductPath)).toEqual(['en-SG', 'SGD'])
      expect(await currencyOf(`/en-my${sampleProductPath}`)).toEqual(['en-MY', 'MYR'])
      expect(await currencyOf(sampleProductPath, { Cookie: 'market=MY' })).toEqual(['en-SG', 'SGD'])
      expect(await currencyOf(`/en-au${sampleProductPath}`, { Cookie: 'market=SG' })).toEqual(['en-AU', 'AUD'])
    }
  })
})

/** The page's JSON-LD documents. */
const jsonLd = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!) as Record<string, unknown>))
/** Every string of a document, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : []
const meta = (page: Page, attribute: 'name' | 'property', key: string) => page.locator(`meta[${attribute}="${key}"]`).getAttribute('content')

type Offer = {
  price: string
  priceCurrency: string
  url: string
  shippingDetails: Record<string, unknown> & { shippingRate?: unknown }
  hasMerchantReturnPolicy: Record<string, unknown>
}

test.describe('markets: structured data and descriptions per market', () => {
  test("an Australian product page: offers in AUD with Australia's delivery and returns, linked at /en-au, and Open Graph prices in AUD", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/en-au${sampleProductPath}?variant=100102`)
    const documents = await jsonLd(page)
    const product = documents.find((d) => d['@type'] === 'Product') as { url: string; offers: Offer[] }
    expect(product.url).toBe(`${baseURL}/en-au${sampleProductPath}`)
    expect(new Set(product.offers.map((o) => o.priceCurrency))).toEqual(new Set(['AUD']))
    const queen = product.offers.find((o) => o.url.endsWith('?variant=100102'))!
    const king = product.offers.find((o) => o.url.endsWith('?variant=100103'))!
    expect(queen.url).toBe(`${baseURL}/en-au${sampleProductPath}?variant=100102`)
    // SGD 149 at the AUD price list; under Australia's AUD 180 the address decides the rate, so none is claimed.
    expect(queen.price).toBe('175.95')
    expect(queen.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AU' },
      freeShippingThreshold: { '@type': 'MonetaryAmount', value: 180, currency: 'AUD' },
      shippingSettingsLink: `${baseURL}/en-au/shipping-policy`,
    })
    expect(king).toMatchObject({ price: '199.95', shippingDetails: { shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'AUD' } } })
    expect(queen.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: 'AU',
      merchantReturnDays: 30,
      merchantReturnLink: `${baseURL}/en-au/return-policy`,
    })
    // Singapore's postage figure, in SGD, is not claimed for Australia.
    expect(queen.hasMerchantReturnPolicy.returnShippingFeesAmount).toBeUndefined()
    const trail = documents.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] }
    expect(trail.itemListElement.map((i) => i.item)).toEqual([`${baseURL}/en-au`, `${baseURL}/en-au/shop-all`, `${baseURL}/en-au${sampleProductPath}`])

    expect(await meta(page, 'property', 'product:price:amount')).toBe('175.95')
    expect(await meta(page, 'property', 'product:price:currency')).toBe('AUD')
    await page.goto(`/en-au${sampleProductPath}?variant=100103`)
    expect(await meta(page, 'property', 'product:price:amount')).toBe('199.95')
    expect(await meta(page, 'property', 'product:price:currency')).toBe('AUD')
  })

  test("a market's head and structured data link only to that market's pages; Singapore's to its own", async ({ page, baseURL }) => {
    // Assets (images, the logo) are every market's; the alternates name the other markets on purpose.
    const pageLinks = async () => {
      const head = await page
        .locator('head link[href]:not([hreflang]), head meta[content]')
        .evaluateAll((tags) => tags.map((t) => t.getAttribute('href') ?? t.getAttribute('content')!))
      return [...head, ...(await jsonLd(page)).flatMap(stringsOf)].filter((text) => text.startsWith(`${baseURL}/`) && !/\.\w{2,4}(\?|$)/.test(text))
    }
    for (const path of ['', '/faq', sampleProductPath, '/shipping-policy']) {
      await page.goto(`/en-my${path}`)
      const links = await pageLinks()
      expect(links.length, path).toBeGreaterThan(0)
      expect(
        links.filter((href) => href !== `${baseURL}/en-my` && !href.startsWith(`${baseURL}/en-my/`) && !href.startsWith(`${baseURL}/en-my?`)),
        path,
      ).toEqual([])
      await page.goto(path || '/')
      expect(
        (await pageLinks()).filter((href) => href.startsWith(`${baseURL}/en-`)),
        path,
      ).toEqual([])
    }
    // The home page's site search opens the market's own listing.
    await page.goto('/en-my')
    const site = (await jsonLd(page)).find((d) => d['@type'] === 'WebSite') as { url: string; potentialAction: { target: { urlTemplate: string } } }
    expect(site.url).toBe(`${baseURL}/en-my`)
    expect(site.potentialAction.target.urlTemplate).toBe(`${baseURL}/en-my/shop-all?q={search_term_string}`)
  })

  test("a description that names a shipping amount names the market's own; Singapore's and the others are unchanged", async ({ page }) => {
    const descriptions = async (path: string) => {
      await page.goto(path)
      const description = await meta(page, 'name', 'description')
      expect(await meta(page, 'property', 'og:description'), path).toBe(description)
      return description
    }
    expect(await descriptions('/')).toBe(pages.home.description)
    expect(await descriptions('/limited-offers')).toBe(pages.limitedOffers.description)
    expect(await descriptions('/shipping-policy')).toBe(pages.shippingPolicy.description)

    expect(await descriptions('/en-my')).toMatch(/ Free shipping over MYR 480\.$/)
    expect(await descriptions('/en-id/limited-offers')).toBe(
      'Shop our whole grounding range: sheets, mats, kits and accessories, with free shipping over IDR 1,900,000.',
    )
    await expect(page.getByText('Our whole range in one place, with free shipping on orders over IDR 1,900,000.')).toBeVisible()
    expect(await descriptions('/en-au/shipping-policy')).toBe(
      'Delivery to Australia in 5-14 business days, free over AUD 180. Singapore delivery in 1-3 business days.',
    )
    // The rest of the world never ships free: no threshold, in no currency.
    expect(await descriptions('/en-us')).toMatch(/ Shipped worldwide from Singapore\.$/)
    // A description that names no amount is every market's.
    expect(await descriptions('/en-hk/faq')).toBe(pages.faq.description)
  })
})
