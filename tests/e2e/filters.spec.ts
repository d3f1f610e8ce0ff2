import type { Page } from '@playwright/test'
import { expect, test } from '../support/shops'
import { hydrated } from '../support/site-map'

/**
 * Filters and search on the embedded store's fourteen products: narrowing a listing or a search
 * by availability, price, type and size, with JavaScript and without, in Shopify's address
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

  // The order keeps the filters; the filters keep the order.
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

test('an unknown or malformed filter is ignored and the rest of the address kept: 200, never an error', async ({ page }) => {
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
  await expect(drawer).toBeVisible()
  await drawer.getByRole('checkbox', { name: /^Mats/ }).check()
  await expect(page).toHaveURL(/\?filter\.p\.product_type=Mats$/)
  await drawer.getByRole('button', { name: 'Show 3 results' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused()
  expect(await cardTitles(page, 'Shop All')).toHaveLength(3)
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
