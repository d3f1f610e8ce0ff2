import { expect, type Page, test } from '@playwright/test'
import { axe } from '../helpers/axe'
import { hydrated } from '../../scripts/lib/site-map'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 7)}@example.com`

const OCEAN_LONG = '100509'
const panel = (page: Page) => page.getByRole('region', { name: 'Email me when it’s back' })
const emailField = (page: Page) => panel(page).getByRole('textbox', { name: 'Email address' })

test.describe('back in stock with JavaScript', () => {
  test('a sold-out combination offers the sign-up in place of buying it, and says the request is saved', async ({ page }) => {
    await page.goto('/product/earthing-yoga-mat')
    await hydrated(page)
    // The default variant is for sale: nothing to sign up for.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    await expect(panel(page)).toHaveCount(0)

    const picker = page.getByRole('region', { name: 'Select Variant' })
    await picker.getByRole('group', { name: /^Size/ }).getByRole('link', { name: /^Long/ }).click()
    await picker
      .getByRole('group', { name: /^Colour/ })
      .getByRole('link', { name: /^Ocean/ })
      .click()
    await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(panel(page)).toContainText('Long (200 x 66 cm) / Ocean is sold out')
    await expect(panel(page)).toContainText('We use your address only to tell you this item is back, once')
    const scan = await axe(page)
      .include('#back-in-stock-heading')
      .include('#back-in-stock-email')
      .include('#back-in-stock-consent')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(scan.violations.map((v) => v.id)).toEqual([])

    // An address the shared schema refuses is answered in place, without asking the server.
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    await emailField(page).fill('a@b')
    await panel(page).getByRole('button', { name: 'Notify me' }).click()
    await expect(panel(page).getByRole('alert')).toHaveText('Invalid email address')
    expect(posts).toEqual([])

    const email = uniqueEmail('restock')
    await emailField(page).fill(email)
    await panel(page).getByRole('button', { name: 'Notify me' }).click()
    const status = page.getByRole('main').getByRole('status').filter({ hasText: 'You’re on the list' })
    await expect(status).toContainText(`We’ll e-mail ${email} once, when it’s back in stock.`)
    expect(posts.filter((url) => new URL(url).pathname.startsWith('/back-in-stock'))).toHaveLength(1)

    // Asking again for the same address and variant is a success too (one request is kept).
    const again = await page.request.post('/back-in-stock', {
      form: { email, variantId: `gid://shopify/ProductVariant/${OCEAN_LONG}`, productHandle: 'earthing-yoga-mat' },
    })
    expect(again.status()).toBe(200)
  })

  test('the action takes only a sold-out variant of the product named', async ({ page }) => {
    const post = (variant: string) =>
      page.request.post('/back-in-stock', {
        form: { email: uniqueEmail('for-sale'), variantId: `gid://shopify/ProductVariant/${variant}`, productHandle: 'earthing-yoga-mat' },
      })
    // Standard / Forest is for sale; 100101 is another product's.
    expect((await post('100501')).status()).toBe(409)
    expect((await post('100101')).status()).toBe(400)
  })
})

test.describe('back in stock without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the action, whose page says the request is saved and leads back to the product', async ({ page }) => {
    await page.goto(`/product/earthing-yoga-mat?variant=${OCEAN_LONG}`)
    const email = uniqueEmail('nojs')
    await emailField(page).fill(email)
    await panel(page).getByRole('button', { name: 'Notify me' }).click()
    await expect(page).toHaveURL(/\/back-in-stock$/)
    await expect(page.getByRole('main').getByRole('status')).toContainText(`We’ll e-mail ${email} once, when it’s back in stock.`)
    await page.getByRole('link', { name: 'Back to the product' }).click()
    await expect(page).toHaveURL(new RegExp(`/product/earthing-yoga-mat\\?variant=${OCEAN_LONG}$`))
  })
})
