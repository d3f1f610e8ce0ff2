import { expect, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * The product page, its size guide and back-in-stock form, and the policies, in the markets' own
 * languages (issue 49, group c): headings, the option's size guide whatever the store names the
 * option, a message with a value, and the pages' heads; with and without JavaScript.
 */

const OCEAN_LONG = '100509'

test.describe('the product page in Indonesian and Traditional Chinese', () => {
  test('/id-id: the reviews and related headings, the size guide beside Ukuran, the sold-out form naming the option', async ({ page }) => {
    await page.goto(`/id-id/product/earthing-yoga-mat?variant=${OCEAN_LONG}`)
    await hydrated(page)
    await expect(page).toHaveTitle(/Groundwell/)
    await expect(page.getByRole('heading', { name: 'Ulasan pelanggan' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Anda mungkin juga suka' })).toBeVisible()
    const sizes = page.getByRole('group', { name: /^Ukuran/ })
    await expect(sizes.getByRole('button', { name: 'Panduan ukuran' })).toBeVisible()
    await expect(page.getByRole('group', { name: /^Warna/ }).getByRole('button', { name: 'Panduan ukuran' })).toHaveCount(0)
    const form = page.getByRole('region', { name: 'Kabari saya saat tersedia kembali' })
    await expect(form).toContainText(/Panjang \(200 x 66 cm\) \/ Biru Laut sedang habis/)
    // The message with a value, formatted in the browser: a wrong address, then the answer.
    await form.getByRole('textbox', { name: 'Alamat email' }).fill(`c-${Date.now().toString(36)}@example.com`)
    await form.getByRole('button', { name: 'Kabari saya' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Anda sudah terdaftar' })).toContainText(/Kami akan mengirim e-mail sekali ke c-.*@example\.com/)
    // The size guide in the language.
    await sizes.getByRole('button', { name: 'Panduan ukuran' }).click()
    const drawer = page.getByRole('dialog', { name: 'Panduan ukuran' })
    await expect(drawer.getByRole('table', { name: 'Seprai dan topper' })).toBeVisible()
  })

  test('/zh-hk: the size guide beside 尺寸, the quantity message with its values', async ({ page }) => {
    await page.goto('/zh-hk/product/premium-earthing-flat-sheet')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: '顧客評價' })).toBeVisible()
    await expect(page.getByRole('group', { name: /^尺寸/ }).getByRole('button', { name: '尺寸指南' })).toBeVisible()
    const quantity = page.getByRole('main').getByRole('textbox', { name: '數量' })
    await quantity.fill('abc')
    await quantity.blur()
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(加入購物車|Add to Cart)$/ })
      .click()
    await expect(page.getByRole('main')).toContainText(/請輸入1至\d+之間的整數。/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/zh-hk: the sold-out form posts and its answer page is in Traditional Chinese', async ({ page }) => {
    await page.goto(`/zh-hk/product/earthing-yoga-mat?variant=${OCEAN_LONG}`)
    const form = page.getByRole('region', { name: '到貨時以電郵通知我' })
    await expect(form).toContainText('已售罄')
    await form.getByRole('textbox', { name: '電郵地址' }).fill(`c-nojs-${Date.now().toString(36)}@example.com`)
    await form.getByRole('button', { name: '通知我' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('到貨通知')
    await expect(page.getByRole('status').filter({ hasText: '已為你登記' })).toContainText('補貨後，我們會發一封電郵到c-nojs-')
  })

  for (const [path, heading, title] of [
    ['/id-id/shipping-policy', 'Kebijakan Pengiriman', /^Kebijakan Pengiriman \| /],
    ['/zh-hk/return-policy', null, null],
    ['/ms-my/privacy-policy', null, null],
  ] as const) {
    test(`${path}: its heading, sections and head in the language`, async ({ page }) => {
      await page.goto(path)
      const h1 = page.getByRole('heading', { level: 1 })
      if (heading) await expect(h1).toHaveText(heading)
      if (title) await expect(page).toHaveTitle(title)
      // No English heading left on the page's body.
      const text = await page.getByRole('main').innerText()
      expect(text).not.toMatch(/Shipping at a glance|Our promise|On this page|Last updated/)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description).not.toMatch(/^(Singapore delivery|How returns|What information)/)
    })
  }

  test('/zh-hk/faq and /id-id/shop-all: the heads of the other pages in the language', async ({ page }) => {
    await page.goto('/zh-hk/faq')
    await expect(page).not.toHaveTitle(/Your Questions Answered/)
    await page.goto('/id-id/shop-all')
    await expect(page).toHaveTitle(/^Semua Produk Grounding \| /)
  })
})
