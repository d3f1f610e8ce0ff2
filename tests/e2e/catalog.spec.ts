import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { hydrated } from '../../scripts/lib/site-map'

/** The card titles of a listing, once it is shown (under load it may still be streaming when the page has loaded). */
async function cardTitles(page: Page, label: string) {
  const list = page.getByRole('list', { name: label })
  await list.waitFor()
  return list.getByRole('heading', { level: 3 }).allInnerTexts()
}

test.describe('listings', () => {
  test('/limited-offers shows the banner and the unfiltered list', async ({ page }) => {
    await page.goto('/limited-offers')
    await expect(page.getByRole('heading', { name: 'Save on starter kits while stocks last' })).toBeVisible()
    const titles = await cardTitles(page, 'Limited Offers')
    expect(titles.length).toBe(14)
    expect(titles).toContain('Conductivity Tester Pen')
    expect(titles).toContain('Leather Mattress Topper')
  })

  test('/sleep-products shows the three sleep products and no accessory', async ({ page }) => {
    await page.goto('/sleep-products')
    expect((await cardTitles(page, 'Grounding Sheets')).sort()).toEqual(['Fitted Earthing Bed Sheet', 'Leather Mattress Topper', 'Premium Earthing Flat Sheet'])
  })

  test('/mats-products shows the three mats', async ({ page }) => {
    await page.goto('/mats-products')
    expect((await cardTitles(page, 'Grounding Mats')).sort()).toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])
  })

  test('/shop-all shows category teasers and the full list; a card opens its product', async ({ page }) => {
    await page.goto('/shop-all')
    const teasers = page.getByRole('navigation', { name: 'Categories' })
    for (const name of ['Grounding Sheets', 'Grounding Mats', 'Accessories', 'Limited Offers'])
      await expect(teasers.getByRole('link', { name: new RegExp(name) })).toBeVisible()
    expect(await cardTitles(page, 'Shop All')).toHaveLength(14)
    await hydrated(page)
    await page.getByRole('link', { name: 'Earthing Yoga Mat', exact: true }).click()
    await expect(page).toHaveURL(/\/product\/earthing-yoga-mat$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earthing Yoga Mat')
  })

  test('/shop-all?q= searches the catalogue and can be cleared', async ({ page }) => {
    await page.goto('/shop-all?q=cord')
    await expect(page.getByRole('heading', { name: '2 results for “cord”' })).toBeVisible()
    expect((await cardTitles(page, 'Results for cord')).sort()).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Grounding Extension Cord'])
    await page.goto('/shop-all?q=unicorn')
    await expect(page.getByText('No products found')).toBeVisible()
    await hydrated(page)
    await page.getByRole('link', { name: 'Clear search' }).click()
    await expect(page).toHaveURL(/\/shop-all$/)
    await expect.poll(() => cardTitles(page, 'Shop All')).toHaveLength(14)
  })

  test('/accessories shows only accessories; category cards toggle a filter kept in the URL', async ({ page }) => {
    await page.goto('/accessories')
    expect((await cardTitles(page, 'Accessories')).sort()).toEqual([
      'Conductivity Tester',
      'Conductivity Tester Pen',
      'Continuity Tester',
      'Earthing Cord with 100k Ohm Resistor',
      'Grounding Extension Cord',
      'Universal Grounding Plug Adapter',
    ])
    await hydrated(page)
    const cords = page.getByRole('link', { name: /Cords & Adapters/ })
    const shown = () => cardTitles(page, 'Accessories').then((t) => t.sort())
    await cords.click()
    await expect(page).toHaveURL(/\?category=cords-adapters$/)
    await expect(cords).toContainText('Active Filter')
    await expect(cords).toHaveAttribute('aria-current', 'true')
    await expect.poll(shown).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Grounding Extension Cord', 'Universal Grounding Plug Adapter'])

    await page.getByRole('link', { name: /Outlet Testers/ }).click()
    await expect(page).toHaveURL(/\?category=outlet-testers$/)
    await expect.poll(shown).toEqual(['Conductivity Tester Pen'])
    await expect(page.getByText('Active Filter')).toHaveCount(1)

    await page.reload()
    expect(await shown()).toEqual(['Conductivity Tester Pen'])
    await hydrated(page)
    await page.getByRole('link', { name: /Outlet Testers/ }).click()
    await expect(page).toHaveURL(/\/accessories$/)
    await expect(page.getByText('Active Filter')).toHaveCount(0)
    await expect.poll(shown).toHaveLength(6)

    await page.getByRole('link', { name: /Other Accessories/ }).click()
    await expect(page).toHaveURL(/\?category=other-accessories$/)
    await expect.poll(shown).toEqual(['Conductivity Tester'])
  })

  test('without JavaScript a listing is a whole page: its products, its count and a sort that works', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/shop-all')
    await expect(page.getByText('Loading products')).toHaveCount(0)
    await expect(page.getByText('14 products')).toBeVisible()
    expect(await cardTitles(page, 'Shop All')).toHaveLength(14)
    // One page holds the demo catalogue: no page links.
    await expect(page.locator('a[rel="next"], a[rel="prev"]')).toHaveCount(0)
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/\/shop-all\?sort=price-asc$/)
    expect((await cardTitles(page, 'Shop All'))[0]).toBe('Universal Grounding Plug Adapter')
    await page.goto('/accessories?category=cords-adapters')
    await page.getByLabel('Sort by').selectOption('price-desc')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/\/accessories\?category=cords-adapters&sort=price-desc$/)
    expect(await cardTitles(page, 'Accessories')).toEqual([
      'Grounding Extension Cord',
      'Earthing Cord with 100k Ohm Resistor',
      'Universal Grounding Plug Adapter',
    ])
    await context.close()
  })

  test('with JavaScript, choosing a sort reloads the listing and keeps it in the URL', async ({ page }) => {
    await page.goto('/mats-products')
    const featured = await cardTitles(page, 'Grounding Mats')
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Sort' })).toBeHidden()
    await page.getByLabel('Sort by').selectOption('newest')
    await expect(page).toHaveURL(/\/mats-products\?sort=newest$/)
    await expect.poll(() => cardTitles(page, 'Grounding Mats')).toEqual(['Earthing Yoga Mat', 'Earthing Therapy Mat', 'Earthing Therapy Starter Mat'])
    // A second choice, back to the shop's own sort, works as the first.
    await page.getByLabel('Sort by').selectOption('featured')
    await expect(page).toHaveURL(/\/mats-products$/)
    await expect.poll(() => cardTitles(page, 'Grounding Mats')).toEqual(featured)
    await page.getByLabel('Sort by').selectOption('newest')
    await expect.poll(() => cardTitles(page, 'Grounding Mats')).toEqual(['Earthing Yoga Mat', 'Earthing Therapy Mat', 'Earthing Therapy Starter Mat'])
    await page.reload()
    await expect(page.getByLabel('Sort by')).toHaveValue('newest')
  })

  test('the sorts are fetched as the shopper comes to the control, and the choice uses what came: no request after it', async ({ page }) => {
    await page.goto('/mats-products')
    await hydrated(page)
    const prefetched = page.waitForResponse((r) => r.url().includes('/mats-products.data?sort=newest') && r.status() === 200)
    await page.getByLabel('Sort by').hover()
    expect((await prefetched).headers()['cache-control']).toBe('private, max-age=60')
    await page.getByLabel('Sort by').selectOption('newest')
    await expect.poll(() => cardTitles(page, 'Grounding Mats')).toEqual(['Earthing Yoga Mat', 'Earthing Therapy Mat', 'Earthing Therapy Starter Mat'])
    // The navigation's own fetch of that sort's data (the root's data not asked again: `&_routes=`) came
    // from the browser's cache: nothing transferred.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/mats-products.data?sort=newest') && (e as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((e) => (e as PerformanceResourceTiming).transferSize),
    )
    expect(fetched).toEqual([0])
  })

  test('a listing reached from another keeps working: its cards add to the cart, and back shows the first again', async ({ page }) => {
    await page.goto('/shop-all')
    await hydrated(page)
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /Grounding Mats/ })
      .click()
    await expect(page).toHaveURL(/\/mats-products$/)
    await expect
      .poll(() => cardTitles(page, 'Grounding Mats').then((titles) => titles.sort()))
      .toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])
    await page.getByRole('button', { name: 'Add Earthing Therapy Starter Mat to cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByRole('status')).toHaveText('Added to cart: Earthing Therapy Starter Mat')
    await page.keyboard.press('Escape')
    await page.goBack()
    await expect(page).toHaveURL(/\/shop-all$/)
    await expect.poll(() => cardTitles(page, 'Shop All')).toHaveLength(14)
  })

  test('an unknown sort or a stale or garbage cursor gives the first page in the featured sort, never an error', async ({ page }) => {
    await page.goto('/sleep-products')
    const first = await cardTitles(page, 'Grounding Sheets')
    const stale = Buffer.from('cursor:999').toString('base64')
    for (const query of ['sort=cheapest', `after=${stale}&sort=newest`, 'after=Z2FyYmFnZQ%3D%3D', 'before=%22%3E%3Cscript%3E']) {
      const response = await page.goto(`/sleep-products?${query}`)
      expect(response?.status(), query).toBe(200)
      expect(await cardTitles(page, 'Grounding Sheets'), query).toEqual(first)
      await expect(page.getByLabel('Sort by')).toHaveValue('featured')
    }
  })

  test("a card's Add puts its one variant in the cart and says so", async ({ page }) => {
    await page.goto('/mats-products')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add Earthing Therapy Starter Mat to cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByRole('status')).toHaveText('Added to cart: Earthing Therapy Starter Mat')
    await expect(page.getByRole('button', { name: 'Open cart, 1 item', includeHidden: true })).toBeAttached()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? '{}'))
    expect(stored.state.items[0]).toMatchObject({ variantTitle: 'Default Title', quantity: 1, price: { amount: '49.00', currencyCode: 'SGD' } })
  })

  test('the first row loads at once; images further down load lazily and fade in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/shop-all')
    await hydrated(page)
    const images = page.getByRole('list', { name: 'Shop All' }).getByRole('img')
    // A phone's first row is two images of one size, either of which may be the largest paint.
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high')
    await expect(images.nth(1)).toHaveAttribute('fetchpriority', 'high')
    await expect(images.nth(2)).toHaveAttribute('fetchpriority', 'auto')
    await expect(images.nth(3)).not.toHaveAttribute('loading', 'lazy')
    const last = images.last()
    await expect(last).toHaveAttribute('loading', 'lazy')
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    await expect(last).toHaveAttribute('data-loaded', 'true')
    await expect(last).toHaveCSS('opacity', '1')
  })
})

test.describe('product page', () => {
  test('shows gallery, title, price, description, features and Learn More links', async ({ page }) => {
    await page.goto('/product/premium-earthing-flat-sheet')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Earthing Flat Sheet')
    await expect(page.getByText('SGD 119.00').first()).toBeVisible()
    await expect(page.getByText(/100k ohm current-limiting resistor/).first()).toBeVisible()
    await expect(page.getByText(/2-5 years/).first()).toBeVisible()
    await expect(page.getByText(/3-7 years/).first()).toBeVisible()
    const learn = page.getByRole('navigation', { name: 'Learn More' })
    for (const href of ['/about-grounding', '/testimonials', '/faq']) await expect(learn.locator(`a[href="${href}"]`)).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop-all')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Premium Earthing Flat Sheet')

    await hydrated(page)
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button')
    await expect(thumbs).toHaveCount(5)
    const third = page.getByRole('button', { name: 'Zoom image 3 of 5' })
    await expect(third).not.toBeInViewport()
    await thumbs.nth(2).click()
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await expect(third).toBeInViewport({ ratio: 0.9 })
    await expect(third.getByRole('img')).toHaveAttribute('alt', /snap connector/i)
  })

  test('selecting a variant changes the price and the URL, which survives a reload', async ({ page }) => {
    await page.goto('/product/premium-earthing-flat-sheet')
    await hydrated(page)
    const sizes = page.getByRole('region', { name: 'Select Variant' }).getByRole('group', { name: /^Size/ })
    await expect(sizes.getByRole('link', { name: /Single/ })).toHaveAttribute('aria-current', 'true')
    await sizes.getByRole('link', { name: /Queen/ }).click()
    await expect(page).toHaveURL(/\?variant=\d+$/)
    await expect(sizes.getByRole('link', { name: /Queen/ })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByTestId('product-price')).toContainText('SGD 149.00')
    await page.reload()
    await expect(page.getByTestId('product-price')).toContainText('SGD 149.00')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added to cart')).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? '{}'))
    expect(stored.state.items[0]).toMatchObject({ variantTitle: 'Queen', quantity: 1 })
  })

  test('an unavailable variant is disabled; a sold-out product reads Out of Stock', async ({ page }) => {
    await page.goto('/product/fitted-earthing-bed-sheet')
    await expect(page.getByRole('link', { name: /King/ })).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('link', { name: /King/ })).not.toHaveAttribute('href')
    await page.goto('/product/whole-home-grounding-kit')
    const button = page.getByRole('button', { name: 'Out of Stock' })
    await expect(button).toBeDisabled()
  })

  test('publishes Product and BreadcrumbList JSON-LD, a 155-character description and a 1200x630 image', async ({ request }) => {
    const html = await (await request.get('/product/premium-earthing-flat-sheet')).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    const product = blocks.find((b) => b['@type'] === 'Product')
    // Sent once: in the page, not again in the data it hydrates from.
    expect(html.split('BreadcrumbList').length - 1).toBe(1)
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 })
    expect(product.offers).toHaveLength(3)
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Shop',
      'Premium Earthing Flat Sheet',
    ])
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!
    expect(description.endsWith('…')).toBe(true)
    expect(description.length).toBeLessThanOrEqual(155)
    expect(html).toMatch(/<meta property="og:image" content="[^"]*width=1200&amp;height=630&amp;crop=center"/)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/product\/premium-earthing-flat-sheet"\/>/)
  })

  test('while the next product loads, a spinner shows', async ({ page }) => {
    await page.goto('/shop-all')
    await hydrated(page)
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/product\/earthing-yoga-mat\.data/, async (route) => {
      await gate
      await route.continue()
    })
    await page.getByRole('link', { name: 'Earthing Yoga Mat', exact: true }).click()
    await expect(page.getByTestId('navigation-progress')).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earthing Yoga Mat')
    await expect(page.getByTestId('navigation-progress')).toBeHidden()
  })

  test('an unknown product answers 404 with Product not found and Return to Shop', async ({ page }) => {
    const res = await page.goto('/product/no-such-product')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    await hydrated(page)
    await page.getByRole('link', { name: 'Return to Shop' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('search', () => {
  test('typing shows predictive results; arrow keys and Enter open one', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search products' }).first()
    await box.fill('tester')
    const options = page.getByRole('listbox', { name: 'Suggested products' }).first().getByRole('option')
    await expect(options).toHaveCount(3)
    await expect(options.first()).toContainText('SGD')
    await expect(page.getByRole('status').filter({ hasText: '3 products suggested' }).first()).toBeAttached()
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    const title = (await options.nth(1).innerText()).split('\n')[0]!
    await box.press('Enter')
    await expect(page).toHaveURL(/\/product\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('Enter without a highlighted result searches /shop-all', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search products' }).first()
    await box.fill('yoga')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/shop-all\?q=yoga$/)
    await expect(page.getByRole('heading', { name: '1 result for “yoga”' })).toBeVisible()
    await expect(box).toHaveValue('yoga')
  })
})

test.describe('sitemap and robots', () => {
  test('the sitemap lists static pages and every product; robots.txt names it', async ({ request, baseURL }) => {
    const index = await (await request.get('/sitemap.xml')).text()
    expect(index).toContain(`<loc>${baseURL}/sitemap/en-sg.xml</loc>`)
    const xml = await (await request.get('/sitemap/en-sg.xml')).text()
    expect(xml).toContain(`<loc>${baseURL}/faq</loc>`)
    expect(xml).toContain(`<loc>${baseURL}/product/earthing-yoga-mat</loc>`)
    // Each of the 14 products, once in each market's sitemap (decision 086 (090)).
    expect(xml.match(/\/product\//g)).toHaveLength(14)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('the embedded image CDN honours width and sends WebP or AVIF when accepted', async ({ request }) => {
    const webp = await request.get('/cdn/shop/files/earthing-yoga-mat-1.png?v=1&width=300', { headers: { Accept: 'image/webp,*/*' } })
    expect(webp.headers()['content-type']).toBe('image/webp')
    const avif = await request.get('/cdn/shop/files/earthing-yoga-mat-1.png?v=1&width=300', { headers: { Accept: 'image/avif,image/webp' } })
    expect(avif.headers()['content-type']).toBe('image/avif')
    const png = await request.get('/cdn/shop/files/earthing-yoga-mat-1.png?v=1&width=300&height=200', { headers: { Accept: 'image/png' } })
    const body = await png.body()
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([300, 200])
    expect((await request.get('/cdn/shop/files/earthing-yoga-mat-1.png?width=99999')).status()).toBe(400)
    expect((await request.get('/cdn/shop/files/nothing-1.png')).status()).toBe(404)
  })
})

test.describe('when the store fails', () => {
  test('HTTP 402: a Payment required toast and no products', async ({ page, paymentRequiredShop: shop }) => {
    await page.goto(`${shop.url}/shop-all`)
    await expect(page.getByText('No products found')).toBeVisible()
    await expect(page.getByText('Shopify: Payment required')).toBeVisible()
    await expect(page.getByText(/requires an active billing plan/)).toBeVisible()
    const res = await page.goto(`${shop.url}/product/premium-earthing-flat-sheet`)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
  })

  test('an error status or a GraphQL error is logged and the list shows No products found', async ({ page, failingStoreShop: shop }) => {
    await page.goto(`${shop.url}/mats-products`)
    await expect(page.getByText('No products found')).toBeVisible()
    await page.goto(`${shop.url}/sleep-products`)
    await expect(page.getByText('No products found')).toBeVisible()
    expect(shop.storeCalls()).toBeGreaterThanOrEqual(2)
    await expect.poll(shop.output).toContain('HTTP error! status: 500')
    await expect.poll(shop.output).toContain('Error calling Shopify: Throttled')
  })
})
