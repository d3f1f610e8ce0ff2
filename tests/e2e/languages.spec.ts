import { expect, test } from '@playwright/test'
import { Window } from 'happy-dom'
import { hydrated, sampleProductPath } from '../../scripts/lib/site-map'

/** The hreflang links of a page as the server sends it: `[hreflang, href]`. */
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]])

/** The server's HTML parsed as a browser parses it (no script runs, nothing loads). */
const parser = new new Window().DOMParser()
/** A head's meta tag's content (`name` or `property`); undefined without one. */
const metaContent = (head: Document, key: string) => head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined

test.describe("markets' own languages: addresses, links and the store's content", () => {
  test("each language's page is at Shopify Markets' address, in its lang, canonical there and listing every other", async ({ request, baseURL }) => {
    for (const [prefix, lang] of [
      ['/id-id', 'id-ID'],
      ['/ms-my', 'ms-MY'],
      ['/zh-hk', 'zh-HK'],
      ['/zh-sg', 'zh-SG'],
    ] as const) {
      const res = await request.get(`${prefix}/faq`)
      expect(res.status(), prefix).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${prefix}/faq"/>`)
      expect(html).toContain(`<meta property="og:locale" content="${lang.replace('-', '_')}"/>`)
      const links = alternates(html)
      expect(links).toContainEqual([lang, `${baseURL}${prefix}/faq`])
      expect(links).toContainEqual(['en-SG', `${baseURL}/faq`])
      expect(links).toContainEqual(['x-default', `${baseURL}/faq`])
      expect(links).toHaveLength(11)
    }
    // A prefix of no market's language is no page.
    expect((await request.get('/id-my/faq')).status()).toBe(404)
  })

  test("the store's content comes in the language, its prices in the market's currency", async ({ page }) => {
    await page.goto(`/zh-hk${sampleProductPath}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('優質接地床單')
    await expect(
      page
        .getByRole('main')
        .getByText(/HKD \d/)
        .first(),
    ).toBeVisible()
    await page.goto(`/id-id${sampleProductPath}`)
    await expect(
      page
        .getByRole('main')
        .getByText(/IDR \d/)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Premium Earthing Flat Sheet')
  })

  test('prices and amounts are written as the language writes numbers; English as the Storefront API does', async ({ page }) => {
    // Indonesian groups with a point and writes the cents after a comma, on the server and in the cart.
    await page.goto(`/id-id${sampleProductPath}`)
    const buyBox = page.getByRole('main')
    await expect(buyBox.getByText(/^IDR \d{1,3}(\.\d{3})+,\d{2}$/).first()).toBeVisible()
    await expect(page.getByText('Gratis Ongkir Domestik di Atas IDR 1.900.000').or(page.getByText('Gratis Ongkir di Atas IDR 1.900.000')).first()).toBeVisible()
    await hydrated(page)
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByTestId('cart-total')).toHaveText(/^IDR \d{1,3}(\.\d{3})+,\d{2}$/)
    // English in Indonesia keeps the spec's form: code, then the amount with two decimals.
    await page.goto(`/en-id${sampleProductPath}`)
    await expect(
      page
        .getByRole('main')
        .getByText(/^IDR \d+\.\d{2}$/)
        .first(),
    ).toBeVisible()
    await expect(page.getByText(/IDR 1,900,000/).first()).toBeVisible()
  })

  test("the site walks: every page of each language's sitemap answers in it, canonical at its address, its hreflang links reciprocal, its description at most 155 characters", async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const index = await (await request.get('/sitemap.xml')).text()
    const sitemaps = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!)
    expect(sitemaps.length).toBe(10)
    const listed = new Map<string, string[]>()
    for (const sitemap of sitemaps)
      listed.set(
        sitemap,
        [...(await (await request.get(sitemap)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!),
      )
    const everyLoc = new Set([...listed.values()].flat())
    // The English markets' pages are walked by the markets tests; here Singapore's English and each language's.
    const clusters = new Map<string, string>()
    for (const [sitemap, locs] of listed) {
      const name = /\/sitemap\/([a-z]{2})-([a-z]{2})\.xml$/.exec(sitemap)!
      if (name[1] === 'en' && name[2] !== 'sg') continue
      const lang = `${name[1]}-${name[2]!.toUpperCase()}`
      expect(locs.length, sitemap).toBeGreaterThan(20)
      for (const loc of locs) {
        const res = await request.get(loc)
        expect(res.status(), loc).toBe(200)
        const html = await res.text()
        expect(html, loc).toContain(`<html lang="${lang}"`)
        expect(html, loc).toContain(`<link rel="canonical" href="${loc}"/>`)
        const links = alternates(html)
        expect(links, loc).toContainEqual([lang, loc])
        // What search engines show of it, whole, and the same in its link previews.
        const head = parser.parseFromString(html, 'text/html') as unknown as Document
        const description = metaContent(head, 'description')
        expect(description?.trim(), loc).toBeTruthy()
        expect(description!.length, `${loc}: ${description}`).toBeLessThanOrEqual(155)
        expect([metaContent(head, 'og:description'), metaContent(head, 'twitter:description')], loc).toEqual([description, description])
        clusters.set(loc, JSON.stringify(links.sort()))
      }
    }
    // Each page's alternates are pages a sitemap lists, and each walked one names the same set back.
    for (const [loc, links] of clusters) {
      for (const [, href] of JSON.parse(links) as [string, string][]) {
        expect(everyLoc.has(href), `${loc} → ${href}`).toBe(true)
        if (clusters.has(href)) expect(clusters.get(href), `${loc} → ${href}`).toBe(links)
      }
    }
  })

  test("the not-found page suggests the shop's categories in the page's language", async ({ page }) => {
    const res = await page.goto('/zh-hk/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '按類別瀏覽' })).toBeVisible()
    await expect(page.getByRole('link', { name: /接地床單/ }).first()).toHaveAttribute('href', '/zh-hk/sleep-products')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the language links beside the country selector load the page in the market's other language", async ({ page }) => {
      await page.goto(`/en-hk${sampleProductPath}`)
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: '繁體中文' }).click()
      await expect(page).toHaveURL(new RegExp(`/zh-hk${sampleProductPath}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
      await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
      await expect(page).toHaveURL(new RegExp(`/en-hk${sampleProductPath}$`))
    })

    test("the listings' title rules read the store's English titles: a listing in another language shows the products it shows in English", async ({
      page,
    }) => {
      /** The products a page lists, by the handles its links open. */
      const listed = async (path: string) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const hrefs = await page
          .getByRole('main')
          .locator('a[href*="/product/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
        return [...new Set(hrefs.map((href) => /\/product\/([^/?#]+)/.exec(href)?.[1]))].sort()
      }
      const sameAsEnglish = async (path: string, english: string) => {
        const expected = await listed(english)
        expect(expected.length, english).toBeGreaterThan(0)
        expect(await listed(path), path).toEqual(expected)
      }
      // Indonesian: the accessories, then each category card's listing, as the card links it.
      await sameAsEnglish('/id-id/accessories', '/en-id/accessories')
      const cards = await page
        .getByRole('main')
        .locator('a[href*="category="]')
        .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', 'http://shop').search))
      expect(cards.length).toBe(3)
      for (const category of new Set(cards)) await sameAsEnglish(`/id-id/accessories${category}`, `/en-id/accessories${category}`)
      // Traditional Chinese: the one outlet tester.
      await sameAsEnglish('/zh-hk/accessories?category=outlet-testers', '/en-hk/accessories?category=outlet-testers')
      expect(await listed('/zh-hk/accessories?category=outlet-testers')).toEqual(['conductivity-tester-pen'])
    })

    test('a market sold in English only has no language links', async ({ page }) => {
      await page.goto('/en-au/faq')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveCount(0)
    })

    test("the country selector keeps the page's language where the chosen market is sold in it, else English", async ({ page }) => {
      await page.goto('/zh-sg/faq')
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('combobox').selectOption('HK')
      await footer.locator('form[action="/market"] button[type="submit"]').click()
      // Singapore's Simplified Chinese is not Hong Kong's Traditional: English there.
      await expect(page).toHaveURL(/\/en-hk\/faq$/)
      await page.goto('/en-id/faq')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Indonesia' }).click()
      await expect(page).toHaveURL(/\/id-id\/faq$/)
      await page.getByRole('contentinfo').getByRole('combobox').selectOption('SG')
      await page.getByRole('contentinfo').locator('form[action="/market"] button[type="submit"]').click()
      await expect(page).toHaveURL(/\/faq$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG')
    })
  })

  test('with JavaScript, the language link is a whole page load', async ({ page }) => {
    await page.goto('/en-my/faq')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Melayu' }).click()
    await expect(page).toHaveURL(/\/ms-my\/faq$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined()
  })
})
