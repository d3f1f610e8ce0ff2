import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { hydrated, saleCards } from '../../scripts/lib/site-map'

const picker = (page: Page) => page.getByRole('region', { name: 'Select Variant' })
const option = (page: Page, name: string) => picker(page).getByRole('group', { name: new RegExp(`^${name}`) })
const value = (page: Page, group: string, name: string) => option(page, group).getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
const selectedIn = (page: Page, group: string) => option(page, group).locator('[aria-current="true"]')
const storedItems = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? '{}').state?.items ?? [])

test.describe('options and variants', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled })

      test('one group per option; choosing a value follows ?variant= and marks combinations not for sale', async ({ page }) => {
        await page.goto('/product/earthing-yoga-mat')
        if (javaScriptEnabled) await hydrated(page)
        await expect(option(page, 'Size').getByRole('link')).toHaveCount(3)
        await expect(option(page, 'Colour').getByRole('link')).toHaveCount(5)
        await expect(selectedIn(page, 'Size')).toHaveText('Standard (183 x 61 cm)')
        await expect(selectedIn(page, 'Colour')).toHaveText('Forest')

        await value(page, 'Size', 'Long (200 x 66 cm)').click()
        await expect(page).toHaveURL(/\?variant=\d+$/)
        await expect(selectedIn(page, 'Size')).toHaveText('Long (200 x 66 cm)')
        await expect(selectedIn(page, 'Colour')).toHaveText('Forest')
        await expect(page.getByTestId('product-price')).toHaveText('SGD 149.00')
        // Long in Ocean is sold out: marked, and choosing it says so.
        await expect(value(page, 'Colour', 'Ocean')).toHaveAccessibleName(/^Ocean\W+Sold out$/)
        await expect(value(page, 'Colour', 'Sand')).toHaveAccessibleName('Sand')
        await value(page, 'Colour', 'Ocean').click()
        await expect(selectedIn(page, 'Colour')).toHaveText('Ocean, Sold out')
        await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
      })
    })
  }

  test('a combination that is not made leads to the nearest one that can be bought', async ({ page }) => {
    await page.goto('/product/earthing-yoga-mat')
    await hydrated(page)
    await value(page, 'Size', 'Wide (183 x 80 cm)').click()
    await expect(selectedIn(page, 'Size')).toHaveText('Wide (183 x 80 cm)')
    await expect(value(page, 'Colour', 'Sand')).toHaveAccessibleName(/^Sand\W+Sold out$/)
    await expect(value(page, 'Colour', 'Clay')).toHaveAccessibleName(/^Clay\W+Not offered$/)
    await value(page, 'Colour', 'Clay').click()
    await expect(selectedIn(page, 'Colour')).toHaveText('Clay')
    await expect(selectedIn(page, 'Size')).toHaveText('Standard (183 x 61 cm)')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  test('?variant= selects a variant after the tenth, with its price and options', async ({ page }) => {
    // Wide in Slate is the 13th variant.
    await page.goto('/product/earthing-yoga-mat')
    await value(page, 'Size', 'Wide (183 x 80 cm)').click()
    await expect(selectedIn(page, 'Size')).toHaveText('Wide (183 x 80 cm)')
    await value(page, 'Colour', 'Slate').click()
    await expect(selectedIn(page, 'Colour')).toHaveText('Slate')
    const url = page.url()
    expect(new URL(url).searchParams.get('variant')).toMatch(/^\d+$/)
    await page.goto(url)
    await expect(selectedIn(page, 'Size')).toHaveText('Wide (183 x 80 cm)')
    await expect(selectedIn(page, 'Colour')).toHaveText('Slate')
    await expect(page.getByTestId('product-price')).toHaveText('SGD 159.00')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => storedItems(page)).toEqual([expect.objectContaining({ variantTitle: 'Wide (183 x 80 cm) / Slate' })])
  })

  test('a product whose first variant is sold out opens on the first that can be bought; its card leads to the options', async ({ page }) => {
    await page.goto('/product/fitted-earthing-bed-sheet')
    await hydrated(page)
    await expect(selectedIn(page, 'Size')).toHaveText(/^Queen/)
    await expect(value(page, 'Size', 'Single')).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByTestId('product-price')).toHaveText('SGD 159.00')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => storedItems(page)).toEqual([expect.objectContaining({ variantTitle: 'Queen', price: { amount: '159.00', currencyCode: 'SGD' } })])

    // A card never picks a size (decision 035): it leads to the product page's options.
    await page.goto('/sleep-products')
    await expect(page.getByRole('link', { name: 'Choose options for Fitted Earthing Bed Sheet' })).toHaveAttribute('href', '/product/fitted-earthing-bed-sheet')
  })

  test('a product whose only variant is Default Title shows no picker', async ({ page }) => {
    await page.goto('/product/earthing-therapy-starter-mat')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earthing Therapy Starter Mat')
    await expect(picker(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })
})

test.describe('sale prices', () => {
  test('/limited-offers leads with what is on sale, then the rest of the unfiltered list', async ({ page }) => {
    await page.goto('/limited-offers')
    const shown = await saleCards(page, 'Limited Offers')
    expect(shown).toHaveLength(14)
    const firstPlain = shown.findIndex((c) => !c.sale)
    expect(firstPlain).toBeGreaterThanOrEqual(3)
    expect(shown.slice(firstPlain).some((c) => c.sale)).toBe(false)
    expect(shown.slice(0, firstPlain).map((c) => c.title)).toEqual(
      expect.arrayContaining(['Grounding Sleep Starter Kit', 'Earthing Yoga Mat', 'Conductivity Tester Pen']),
    )
  })

  test('a card shows the was-price struck through and the saving', async ({ page }) => {
    await page.goto('/accessories')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Conductivity Tester Pen' }) })
    await expect(card.locator('s')).toHaveText('SGD 32.00')
    await expect(card.getByText('Save SGD 7.00')).toBeVisible()
    await expect(card).toContainText('Sale price SGD 25.00')
    const plain = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Continuity Tester' }) })
    await expect(plain.locator('s')).toHaveCount(0)
  })

  test('the product page and the cart drawer show the was-price and the saving of the chosen variant', async ({ page }) => {
    await page.goto('/product/premium-earthing-flat-sheet')
    await expect(page.getByTestId('product-price').locator('s')).toHaveCount(0)
    await hydrated(page)
    await value(page, 'Size', 'Queen').click()
    await expect(page.getByTestId('product-price').locator('s')).toHaveText('SGD 189.00')
    await expect(page.getByTestId('product-price')).toContainText('Save SGD 40.00')
    // Adding opens the drawer on the added line (decision 035).
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.locator('s')).toHaveText('SGD 189.00')
    await expect(drawer.getByText('Save SGD 40.00')).toBeVisible()
    await expect(drawer.getByTestId('cart-total')).toHaveText('SGD 149.00')
  })
})

test.describe('search in the shop’s own words', () => {
  const results = async (page: Page, q: string) => {
    await page.goto(`/shop-all?q=${encodeURIComponent(q)}`)
    const list = page.getByRole('list', { name: `Results for ${q}` })
    await list.waitFor()
    return (await list.getByRole('heading', { level: 3 }).allInnerTexts()).sort()
  }

  test('“grounding sheet”, “earthing mat”, “mats” and “pillow” find what a shopper expects', async ({ page }) => {
    expect(await results(page, 'grounding sheet')).toEqual([
      'Fitted Earthing Bed Sheet',
      'Grounding Sleep Starter Kit',
      'Leather Mattress Topper',
      'Premium Earthing Flat Sheet',
    ])
    expect(await results(page, 'earthing mat')).toEqual(expect.arrayContaining(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat']))
    expect(await results(page, 'mats')).toEqual(['Earthing Therapy Mat', 'Earthing Therapy Starter Mat', 'Earthing Yoga Mat'])
    // The sleep kit comes with grounding pillowcases.
    expect(await results(page, 'pillow')).toEqual(['Grounding Sleep Starter Kit'])
  })

  test('the header search suggests products for the shop’s words', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search products' }).first()
    await box.fill('mats')
    const options = page.getByRole('listbox', { name: 'Suggested products' }).first().getByRole('option')
    await expect(options).toHaveCount(3)
    await expect(options.first()).toContainText('Mat')
  })

  test('a search without results says so and suggests categories and best sellers', async ({ page }) => {
    await page.goto('/shop-all?q=unicorn')
    await expect(page.getByRole('heading', { name: '0 results for “unicorn”' })).toBeVisible()
    await expect(page.getByText('No products found')).toBeVisible()
    const categories = page.getByRole('navigation', { name: 'Browse a category' })
    for (const name of ['Grounding Sheets', 'Grounding Mats', 'Accessories', 'Limited Offers'])
      await expect(categories.getByRole('link', { name })).toBeVisible()
    const bestSellers = page.getByRole('list', { name: 'Best sellers' })
    await expect(bestSellers.getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(bestSellers.getByRole('heading', { level: 3 }).first()).toHaveText('Premium Earthing Flat Sheet')
    await hydrated(page)
    await categories.getByRole('link', { name: 'Grounding Mats' }).click()
    await expect(page).toHaveURL(/\/mats-products$/)
  })

  test('a search with results shows no suggestions', async ({ page }) => {
    await page.goto('/shop-all?q=cord')
    await page.getByRole('list', { name: 'Results for cord' }).waitFor()
    await expect(page.getByRole('navigation', { name: 'Browse a category' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Best sellers' })).toHaveCount(0)
  })
})
