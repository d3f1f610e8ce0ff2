import { expect, type Page, test } from '@playwright/test'
import { reviews } from '../../app/content/testimonials-reviews'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * The home, About Grounding, testimonials, contact and cookie preferences pages, and the newsletter
 * and contact forms' answers, in the markets' own languages: their copy comes from their loaders,
 * with and without JavaScript. The customers' reviews and stories stay as written, marked `lang="en"`.
 */

const reviewStatus = (page: Page) => page.locator('#reviews').getByRole('status')
const fives = reviews.filter((r) => r.rating === 5).length

test.describe("the pages in the markets' languages", () => {
  test('home and About Grounding: headings and the head in the language', async ({ page }) => {
    await page.goto('/id-id')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kembali Terhubung dengan Bumi. Tidur lebih nyenyak malam ini.')
    await expect(page.getByRole('heading', { name: 'Belanja per Kategori' })).toBeVisible()
    await expect(page.getByText('Langkah 2:', { exact: false }).first()).toBeAttached()
    await expect(page).toHaveTitle(/Seprai, Alas & Paket Grounding/)
    await page.goto('/zh-hk/about-grounding')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('接地的科學與好處')
    await expect(page.getByRole('heading', { name: '接地可能帶來幫助的三個方面' })).toBeVisible()
    await expect(page.getByText('在新分頁開啟').first()).toBeAttached()
  })

  test('testimonials: the count of reviews in Chinese as the filters change, the reviews marked as written in English', async ({ page }) => {
    await page.goto('/zh-hk/testimonials')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('顧客故事及評價')
    await expect(reviewStatus(page)).toHaveText(`顯示${reviews.length}則評價（共${reviews.length}則）`)
    await page.getByLabel('評分', { exact: true }).selectOption('5')
    await expect(reviewStatus(page)).toHaveText(`顯示${fives}則評價（共${reviews.length}則）`)
    const first = page.locator('#reviews article').first()
    await expect(first.locator('p[lang="en"]').first()).toBeVisible()
    await expect(page.locator('#featured-stories blockquote').first()).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('option', { name: '5星' }).first()).toBeAttached()
  })

  test('contact: the check says what is missing in the language, at once', async ({ page }) => {
    await page.goto('/zh-hk/contact')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('聯絡我們')
    await page.getByRole('button', { name: '傳送訊息' }).click()
    await expect(page.getByText('請填寫名字')).toBeVisible()
  })

  test('the newsletter band says a bad address is bad in the language', async ({ page }) => {
    await page.goto('/id-id')
    await hydrated(page)
    const band = page.locator('#newsletter')
    await band.getByRole('textbox').fill('mei@example')
    await band.getByRole('button', { name: 'Berlangganan' }).click()
    await expect(page.getByText('Alamat email tidak valid')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('testimonials: the server filters and counts in the language', async ({ page }) => {
      await page.goto('/zh-sg/testimonials?rating=5')
      await expect(reviewStatus(page)).toHaveText(`显示${fives}条评价，共${reviews.length}条`)
      await expect(page.locator('#reviews article p[lang="en"]').first()).toBeVisible()
    })

    test("contact: the action's messages come in the page's language", async ({ page }) => {
      await page.goto('/id-id/contact')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hubungi Kami')
      await page.getByRole('button', { name: 'Kirim Pesan' }).click()
      await expect(page).toHaveURL(/\/id-id\/contact/)
      await expect(page.getByText('Nama wajib diisi')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID')
    })

    test("newsletter: the answer page words the action's message in the page's language", async ({ page }) => {
      await page.goto('/zh-hk')
      const band = page.locator('#newsletter')
      await band.getByRole('textbox').fill('mei@example')
      await band.getByRole('button', { name: '訂閱' }).click()
      await expect(page).toHaveURL(/\/zh-hk\/newsletter/)
      await expect(page.getByRole('alert')).toContainText('電郵地址無效')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/首張訂單即享/)
    })

    test('cookie preferences: the page and its choices in the language', async ({ page }) => {
      await page.goto('/zh-hk/cookie-preferences')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie偏好設定')
      await expect(page.getByRole('button', { name: '儲存設定' })).toBeVisible()
    })
  })
})
