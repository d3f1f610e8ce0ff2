import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { drawerOpen } from '../helpers/drawer'
import { hydrated, saleCards } from '../../scripts/lib/site-map'

/**
 * Filters and search on the embedded store's fourteen products: narrowing a listing or a search
 * by availability, price, type and size, with JavaScript and without, in Shopify's URL
 * convention; the chips, Clear all, the phone's drawer; typo-tolerant search and the FAQ's answers.
 */

/** The card titles of a listing, once it is shown. */
async function cardTitles(page: Page, label: string) {
  const list = page.getByRole('list', { name: label })
  await list.waitFor()
  return list.getByRole('heading', { level: 3 }).allInnerTexts()
}
const sorted = (titles: Promise<string[]>) => titles.then((t) => t.sort())
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filter' })
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('link')
const param = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name)
/** The cards on sale lead and none follows the first that is not: /limited-offers' sort. */
function expectSalesFirst(shown: { title: string; sale: boolean }[], onSale: string[]) {
  const firstPlain = shown.findIndex((c) => !c.sale)
  expect(shown.slice(firstPlain).some((c) => c.sale)).toBe(false)
  expect(
    shown
      .slice(0, firstPlain)
      .map((c) => c.title)
      .sort(),
  ).toEqual([...onSale].sort())
}

test('with JavaScript, a listing narrows in place by availability, type and price, keeps its filters when sorted, and clears', async ({ page }) => {
  await page.goto('/shop-all')
  await hydrated(page)
  // A full page load would lose this; a navigation in place keeps it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await filters(page)
    .getByRole('checkbox', { name: /^In stock/ })
    .check()
  await expect(page).toHaveURL(/\/shop-all\?filter\.v\.availability=1$/)
  await expect(page.getByText('13 products', { exact: true })).toBeVisible()
  await filters(page).getByRole('checkbox', { name: /^Mats/ }).check()
  await expect(page.getByText('3 products', { exact: true })).toBeVisible()
  expect(await sorted(cardTitles(page, 'Shop All'))).toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])

  await filters(page).getByRole('spinbutton', { name: 'From' }).fill('50')
  await filters(page).getByRole('spinbutton', { name: 'To' }).fill('100')
  await filters(page).getByRole('spinbutton', { name: 'To' }).press('Enter')
  await expect(page).toHaveURL(/filter\.v\.price\.gte=50&filter\.v\.price\.lte=100/)
  await expect.poll(() => cardTitles(page, 'Shop All')).toEqual(['Earthing Therapy Mat'])
  await expect(chips(page)).toHaveText(['In stock', 'Product type: Mats', 'Price: SGD 50.00 – SGD 100.00'])

  // The sort keeps the filters; the filters keep the sort.
  await page.getByLabel('Sort by').selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)
  expect(param(page, 'filter.p.product_type')).toEqual(['Mats'])
  await page.getByRole('link', { name: 'Remove filter: Price: SGD 50.00 – SGD 100.00' }).click()
  await expect.poll(() => cardTitles(page, 'Shop All')).toEqual(['Earthing Yoga Mat', 'Earthing Therapy Mat', 'Earthing Therapy Starter Mat'])
  expect(param(page, 'sort')).toEqual(['price-desc'])
  expect(param(page, 'filter.v.price.gte')).toEqual([])
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')

  await page.getByRole('link', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(/\/shop-all\?sort=price-desc$/)
  await expect(page.getByText('14 products', { exact: true })).toBeVisible()
  await expect(chips(page)).toHaveCount(0)
  await expect(filters(page).getByRole('checkbox', { name: /^Mats/ })).not.toBeChecked()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('a size narrows a category listing; a value no product has is disabled', async ({ page }) => {
  await page.goto('/sleep-products')
  await hydrated(page)
  await expect(filters(page).getByRole('checkbox', { name: 'Out of stock (0)' })).toBeDisabled()
  await filters(page).getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'Single (2)' }).check()
  await expect(page).toHaveURL(/\/sleep-products\?filter\.v\.option\.size=Single$/)
  await expect.poll(() => sorted(cardTitles(page, 'Grounding Sheets'))).toEqual(['Fitted Earthing Bed Sheet', 'Premium Earthing Flat Sheet'])
  await expect(chips(page)).toHaveText(['Size: Single'])
})

test('without JavaScript the filters are a form with a button: availability, type, size and price, then sorting and a chip keep working', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/shop-all')
  const form = filters(page)
  await form.getByRole('checkbox', { name: /^In stock/ }).check()
  await form.getByRole('checkbox', { name: /^Sheets/ }).check()
  await form
    .getByRole('group', { name: 'Size' })
    .getByRole('checkbox', { name: /^Queen/ })
    .check()
  await form.getByRole('spinbutton', { name: 'To' }).fill('200')
  await form.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/filter\.v\.availability=1/)
  expect(param(page, 'filter.p.product_type')).toEqual(['Sheets'])
  expect(param(page, 'filter.v.option.size')).toEqual(['Queen'])
  expect(param(page, 'filter.v.price.lte')).toEqual(['200'])
  expect(await sorted(cardTitles(page, 'Shop All'))).toEqual(['Fitted Earthing Bed Sheet', 'Premium Earthing Flat Sheet'])
  await expect(page.getByText('2 products', { exact: true })).toBeVisible()

  await page.getByLabel('Sort by').selectOption('price-desc')
  await page.getByRole('button', { name: 'Sort' }).click()
  expect(param(page, 'sort')).toEqual(['price-desc'])
  expect(param(page, 'filter.v.option.size')).toEqual(['Queen'])
  expect(await cardTitles(page, 'Shop All')).toEqual(['Fitted Earthing Bed Sheet', 'Premium Earthing Flat Sheet'])

  await page.getByRole('link', { name: 'Remove filter: Product type: Sheets' }).click()
  expect(param(page, 'filter.p.product_type')).toEqual([])
  expect(param(page, 'sort')).toEqual(['price-desc'])
  // Queen under 200, in stock, of any type: the sleep kit too.
  expect(await sorted(cardTitles(page, 'Shop All'))).toEqual(['Fitted Earthing Bed Sheet', 'Grounding Sleep Starter Kit', 'Premium Earthing Flat Sheet'])
  await page.getByRole('link', { name: 'Clear all' }).click()
  await expect(page.getByText('14 products', { exact: true })).toBeVisible()
  await context.close()
})

test('an unknown or malformed filter is ignored and the rest of the URL kept: 200, never an error', async ({ page }) => {
  const response = await page.goto(
    '/mats-products?filter.v.price.gte=abc&filter.v.availability=2&filter.zzz=1&filter.v.option.=x&filter.p.m.custom.material=silk&filter.p.product_type=Mats&filter.v.option.colour=Sand',
  )
  expect(response?.status()).toBe(200)
  expect(await cardTitles(page, 'Grounding Mats')).toEqual(['Earthing Yoga Mat'])
  await expect(chips(page)).toHaveText(['Product type: Mats', 'Colour: Sand'])
  const store = await page.request.get('/shop-all?filter.v.price.lte=1e99&filter.v.price.gte=-5&filter.v.option.size=' + 'x'.repeat(500))
  expect(store.status()).toBe(200)
})

test('on a phone the filters open in a drawer from the Filter button; a choice applies behind it and the drawer shows the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/shop-all')
  await hydrated(page)
  await expect(filters(page)).toBeHidden()
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Filter' })
  await drawerOpen(drawer)
  await drawer.getByRole('checkbox', { name: /^Mats/ }).check()
  await expect(page).toHaveURL(/\?filter\.p\.product_type=Mats$/)
  await drawer.getByRole('button', { name: 'Show 3 results' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused()
  expect(await cardTitles(page, 'Shop All')).toHaveLength(3)
})

test('each choice is fetched as the shopper comes to the filters, and the tick uses what came: no request after it', async ({ page }) => {
  const dataUrl = '/sleep-products.data?filter.v.option.size=Single'
  // On a phone, opening the drawer is coming to the filters; on a wider screen, pointing at them.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sleep-products')
  await hydrated(page)
  // The root's data is not asked again within a market, so the URL names the routes it asks (`&_routes=`).
  const prefetched = page.waitForResponse((r) => r.url().includes(dataUrl) && r.status() === 200)
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  expect((await prefetched).headers()['cache-control']).toBe('private, max-age=60')
  await drawerOpen(page.getByRole('dialog', { name: 'Filter' }))
  await page
    .getByRole('dialog', { name: 'Filter' })
    .getByRole('checkbox', { name: /^Single/ })
    .check()
  await expect(page).toHaveURL(/\/sleep-products\?filter\.v\.option\.size=Single$/)
  await expect.poll(() => cardTitles(page, 'Grounding Sheets')).toHaveLength(2)
  // The navigation's own fetch of that URL came from the browser's cache: nothing transferred.
  const fetched = await page.evaluate(
    (dataUrl) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(dataUrl) && (e as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((e) => (e as PerformanceResourceTiming).transferSize),
    dataUrl,
  )
  expect(fetched).toEqual([0])
})

test.describe('/accessories: a category card and the filters together', () => {
  const card = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) })

  test('with JavaScript, a card narrows the listing, its filters count for it, and toggling the card keeps them', async ({ page }) => {
    await page.goto('/accessories')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await card(page, 'Cords & Adapters').click()
    await expect(page).toHaveURL(/\/accessories\?category=cords-adapters$/)
    await expect(page.getByText('3 products', { exact: true })).toBeVisible()
    // Counted for the category: the plug adapter has no length; the two cords come in 5 m.
    await filters(page).getByRole('group', { name: 'Length' }).getByRole('checkbox', { name: '5 m (2)' }).check()
    await expect(page).toHaveURL(/\/accessories\?category=cords-adapters&filter\.v\.option\.length=5\+m$/)
    await expect.poll(() => sorted(cardTitles(page, 'Accessories'))).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Grounding Extension Cord'])
    await expect(chips(page)).toHaveText(['Length: 5 m'])
    await expect(card(page, 'Cords & Adapters')).toHaveAttribute('aria-current', 'true')

    // The active card turns the category off and keeps the filter; another card keeps it too.
    await expect(card(page, 'Outlet Testers')).toHaveAttribute('href', '/accessories?category=outlet-testers&filter.v.option.length=5+m')
    await card(page, 'Cords & Adapters').click()
    await expect(page).toHaveURL(/\/accessories\?filter\.v\.option\.length=5\+m$/)
    await expect(card(page, 'Cords & Adapters')).not.toHaveAttribute('aria-current', 'true')
    await expect(page.getByText('2 products', { exact: true })).toBeVisible()
    await expect(chips(page)).toHaveText(['Length: 5 m'])

    // No tester comes in a length: the page says so and offers to clear the filter.
    await card(page, 'Other Accessories').click()
    await expect(page).toHaveURL(/\/accessories\?category=other-accessories&filter\.v\.option\.length=5\+m$/)
    await page.getByRole('link', { name: 'Clear all' }).first().click()
    await expect(page).toHaveURL(/\/accessories\?category=other-accessories$/)
    await expect.poll(() => sorted(cardTitles(page, 'Accessories'))).toEqual(['Conductivity Tester'])
    await expect(filters(page).getByRole('checkbox', { name: 'In stock (1)' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    // On a phone the category's filters are behind the Filter button, as on every listing.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Filter' }).getByRole('checkbox', { name: 'In stock (1)' })).toBeVisible()
  })

  test('without JavaScript, the form keeps the category, and the card toggles with the filters kept', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/accessories')
    await card(page, 'Cords & Adapters').click()
    const form = filters(page)
    await form
      .getByRole('group', { name: 'Socket' })
      .getByRole('checkbox', { name: /^Type G/ })
      .check()
    await form.getByRole('spinbutton', { name: 'To' }).fill('20')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    expect(param(page, 'category')).toEqual(['cords-adapters'])
    expect(param(page, 'filter.v.option.socket')).toEqual(['Type G (SG, MY, HK, UK)'])
    expect(param(page, 'filter.v.price.lte')).toEqual(['20'])
    expect(await cardTitles(page, 'Accessories')).toEqual(['Universal Grounding Plug Adapter'])
    await expect(chips(page)).toHaveText(['Socket: Type G (SG, MY, HK, UK)', 'Price: Up to SGD 20.00'])

    await card(page, 'Cords & Adapters').click()
    expect(param(page, 'category')).toEqual([])
    expect(param(page, 'filter.v.option.socket')).toEqual(['Type G (SG, MY, HK, UK)'])
    expect(await cardTitles(page, 'Accessories')).toEqual(['Universal Grounding Plug Adapter'])
    await page.getByRole('link', { name: 'Remove filter: Socket: Type G (SG, MY, HK, UK)' }).click()
    // Under SGD 20 in the whole collection: the plug adapter and the shortest cord.
    expect(await sorted(cardTitles(page, 'Accessories'))).toEqual(['Earthing Cord with 100k Ohm Resistor', 'Universal Grounding Plug Adapter'])
    await context.close()
  })
})

test.describe('/limited-offers: the filters and the sale-first sort together', () => {
  test('with JavaScript, a filter narrows the offers in place with its chip, what is on sale still leading, and Clear all brings back the whole list', async ({
    page,
  }) => {
    await page.goto('/limited-offers')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await filters(page).getByRole('checkbox', { name: /^Mats/ }).check()
    await expect(page).toHaveURL(/\/limited-offers\?filter\.p\.product_type=Mats$/)
    await expect(page.getByText('3 products', { exact: true })).toBeVisible()
    await expect(chips(page)).toHaveText(['Product type: Mats'])
    await expect.poll(async () => (await saleCards(page, 'Limited Offers')).length).toBe(3)
    expectSalesFirst(await saleCards(page, 'Limited Offers'), ['Earthing Yoga Mat'])

    await filters(page).getByRole('checkbox', { name: /^Kits/ }).check()
    await expect(page.getByText('5 products', { exact: true })).toBeVisible()
    await expect(chips(page)).toHaveText(['Product type: Mats', 'Product type: Kits'])
    const both = await saleCards(page, 'Limited Offers')
    expect(both.map((c) => c.title).sort()).toEqual([
      'Earthing Therapy Mat',
      'Earthing Therapy Starter Mat',
      'Earthing Yoga Mat',
      'Grounding Sleep Starter Kit',
      'Whole-Home Grounding Kit',
    ])
    // The whole-home kit's saving is on a kit that is sold out: it is not an offer.
    expectSalesFirst(both, ['Earthing Yoga Mat', 'Grounding Sleep Starter Kit'])

    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/limited-offers$/)
    await expect(page.getByText('14 products', { exact: true })).toBeVisible()
    await expect(chips(page)).toHaveCount(0)
    await expect(filters(page).getByRole('checkbox', { name: /^Mats/ })).not.toBeChecked()
    expectSalesFirst(await saleCards(page, 'Limited Offers'), ['Conductivity Tester Pen', 'Earthing Yoga Mat', 'Grounding Sleep Starter Kit'])
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })

  test('without JavaScript, the form narrows the offers and keeps the sale-first sort; a malformed filter is ignored, the rest kept', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const response = await page.goto('/limited-offers?filter.v.price.gte=abc&filter.zzz=1&filter.p.product_type=Kits&utm_source=news')
    expect(response?.status()).toBe(200)
    await expect(chips(page)).toHaveText(['Product type: Kits'])
    expect((await saleCards(page, 'Limited Offers')).map((c) => c.title).sort()).toEqual(['Grounding Sleep Starter Kit', 'Whole-Home Grounding Kit'])

    await page.goto('/limited-offers')
    await expect(page.getByRole('heading', { name: 'Save on starter kits while stocks last' })).toBeVisible()
    const form = filters(page)
    await form.getByRole('checkbox', { name: /^In stock/ }).check()
    await form.getByRole('checkbox', { name: /^Mats/ }).check()
    await form.getByRole('checkbox', { name: /^Kits/ }).check()
    await form.getByRole('button', { name: 'Apply filters' }).click()
    expect(param(page, 'filter.v.availability')).toEqual(['1'])
    expect(param(page, 'filter.p.product_type').sort()).toEqual(['Kits', 'Mats'])
    await expect(page.getByText('4 products', { exact: true })).toBeVisible()
    const shown = await saleCards(page, 'Limited Offers')
    expect(shown.map((c) => c.title).sort()).toEqual([
      'Earthing Therapy Mat',
      'Earthing Therapy Starter Mat',
      'Earthing Yoga Mat',
      'Grounding Sleep Starter Kit',
    ])
    expectSalesFirst(shown, ['Earthing Yoga Mat', 'Grounding Sleep Starter Kit'])

    // Another sort is that sort, the filters kept; back to the shop's sort, the offers lead again.
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.getByRole('button', { name: 'Sort' }).click()
    expect(param(page, 'sort')).toEqual(['price-asc'])
    expect(param(page, 'filter.v.availability')).toEqual(['1'])
    expect((await saleCards(page, 'Limited Offers')).map((c) => c.title)).toEqual([
      'Earthing Therapy Starter Mat',
      'Earthing Therapy Mat',
      'Earthing Yoga Mat',
      'Grounding Sleep Starter Kit',
    ])
    await page.getByLabel('Sort by').selectOption('featured')
    await page.getByRole('button', { name: 'Sort' }).click()
    await page.getByRole('link', { name: 'Remove filter: In stock' }).click()
    expect(param(page, 'filter.v.availability')).toEqual([])
    expect(param(page, 'filter.p.product_type').sort()).toEqual(['Kits', 'Mats'])
    const withSoldOut = await saleCards(page, 'Limited Offers')
    expect(withSoldOut).toHaveLength(5)
    expectSalesFirst(withSoldOut, ['Earthing Yoga Mat', 'Grounding Sleep Starter Kit'])
    await context.close()
  })
})

test.describe('search', () => {
  test('a typo still finds the product, and its results filter like a listing', async ({ page }) => {
    await page.goto('/shop-all?q=sheeet')
    expect(await cardTitles(page, 'Results for sheeet')).toContain('Premium Earthing Flat Sheet')
    await hydrated(page)
    await filters(page)
      .getByRole('group', { name: 'Size' })
      .getByRole('checkbox', { name: /^Single/ })
      .check()
    await expect(page).toHaveURL(/\?q=sheeet&filter\.v\.option\.size=Single$/)
    await expect.poll(() => sorted(cardTitles(page, 'Results for sheeet'))).toEqual(['Fitted Earthing Bed Sheet', 'Premium Earthing Flat Sheet'])
    await expect(page.getByRole('heading', { name: '2 results for “sheeet”' })).toBeVisible()
  })

  test('without JavaScript, the form narrows a search by size and keeps the words searched', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/shop-all?q=sheet')
    const all = await cardTitles(page, 'Results for sheet')
    expect(all).toEqual(expect.arrayContaining(['Fitted Earthing Bed Sheet', 'Leather Mattress Topper', 'Premium Earthing Flat Sheet']))
    await filters(page)
      .getByRole('group', { name: 'Size' })
      .getByRole('checkbox', { name: /^Single/ })
      .check()
    await filters(page).getByRole('button', { name: 'Apply filters' }).click()
    expect(param(page, 'q')).toEqual(['sheet'])
    expect(param(page, 'filter.v.option.size')).toEqual(['Single'])
    expect(await sorted(cardTitles(page, 'Results for sheet'))).toEqual(['Fitted Earthing Bed Sheet', 'Premium Earthing Flat Sheet'])
    await expect(page.getByRole('heading', { name: '2 results for “sheet”' })).toBeVisible()
    await expect(chips(page)).toHaveText(['Size: Single'])
    // The chip takes the filter off and keeps the search.
    await page.getByRole('link', { name: 'Remove filter: Size: Single' }).click()
    expect(param(page, 'q')).toEqual(['sheet'])
    expect(param(page, 'filter.v.option.size')).toEqual([])
    expect(await sorted(cardTitles(page, 'Results for sheet'))).toEqual([...all].sort())
    await context.close()
  })

  test('"is it safe" finds the FAQ\'s answer beside the products and in the header\'s suggestions', async ({ page }) => {
    await page.goto('/shop-all?q=is+it+safe')
    const answers = page.getByRole('region', { name: 'Answers from our FAQ' })
    await expect(answers.getByRole('link', { name: /^Is grounding safe\?/ })).toHaveAttribute('href', '/faq#is-grounding-safe')
    // Nothing in the shop is called safe: what was searched, words to try and the categories.
    await expect(page.getByRole('heading', { name: '0 results for “is it safe”' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search for “sheet”' })).toHaveAttribute('href', '/shop-all?q=sheet')
    await expect(page.getByRole('navigation', { name: 'Browse a category' }).getByRole('link', { name: /Grounding Mats/ })).toBeVisible()

    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search products' }).first()
    await box.fill('is it safe')
    const suggested = page.getByRole('list', { name: 'Answers from the FAQ' }).first()
    await suggested.getByRole('link', { name: 'Is grounding safe?' }).click()
    await expect(page).toHaveURL(/\/faq#is-grounding-safe$/)
    await expect(page.locator('details#is-grounding-safe')).toHaveAttribute('open', '')
  })
})
