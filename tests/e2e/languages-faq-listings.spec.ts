import { expect, type Page, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * The FAQ and the listings in the markets' own languages: their headings, their messages (a
 * search's result line, views, the filters' chips and counts) worded in the page's language, by the
 * server without JavaScript and by the page as the shopper acts with it.
 */

/** The search's result line (not the page's announcer, also a status). */
const statusLine = (page: Page) => page.locator('p[role="status"]')

test.describe('the FAQ in its languages', () => {
  test('in Indonesian, the page and its search answer as the shopper types', async ({ page }) => {
    await page.goto('/id-id/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pertanyaan yang Sering Diajukan')
    await expect(page.getByRole('heading', { name: 'Pertanyaan Terpopuler Minggu Ini' })).toBeVisible()
    // The most viewed question's views, in Indonesian numbers.
    await expect(page.getByText('2.871 kali dilihat')).toBeVisible()
    await hydrated(page)
    await page.getByRole('searchbox', { name: 'Cari di FAQ' }).fill('aman')
    await expect(statusLine(page)).toHaveText(/^\d+ pertanyaan cocok dengan “aman”$/)
    await page.getByRole('searchbox', { name: 'Cari di FAQ' }).fill('zebra')
    await expect(statusLine(page)).toHaveText('Tidak ada pertanyaan yang cocok dengan “zebra”')
    await expect(page.getByRole('heading', { name: 'Tidak ada hasil' })).toBeVisible()
    // The answer's buttons, in the language too.
    await page.getByRole('searchbox', { name: 'Cari di FAQ' }).fill('')
    await page.locator('#is-grounding-safe summary').click()
    await expect(page.locator('#is-grounding-safe').getByRole('button', { name: /^Salin tautan/ })).toBeVisible()
  })

  test('in Traditional Chinese without JavaScript, the server answers the search', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/zh-hk/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('常見問題')
    await expect(page.getByText('2,871次瀏覽')).toBeVisible()
    await page.getByRole('searchbox', { name: '搜尋常見問題' }).fill('安全')
    await page.getByRole('main').getByRole('button', { name: '搜尋', exact: true }).click()
    await expect(page).toHaveURL(/\/zh-hk\/faq\?q=/)
    await expect(statusLine(page)).toHaveText(/^有\d+條問題與「安全」相符$/)
    await expect(page).toHaveTitle(/^接地常見問題/)
    await context.close()
  })
})

test.describe('the listings in their languages', () => {
  test('in Traditional Chinese, the filters, their chips and the phone drawer', async ({ page }) => {
    await page.goto('/zh-hk/sleep-products')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('接地床單')
    const filters = page.getByRole('complementary', { name: '篩選' })
    await expect(filters).toBeVisible()
    await hydrated(page)
    // The store names the option and its values in the language; the URL keeps the store's own.
    await expect(filters.getByRole('group', { name: '庫存狀況' })).toBeVisible()
    await filters.getByRole('checkbox', { name: /^單人\s*（2）/ }).check()
    await expect(page).toHaveURL(/\/zh-hk\/sleep-products\?filter\.v\.option\.size=Single$/)
    const chips = page.getByRole('list', { name: '已選篩選' })
    await expect(chips.getByRole('link', { name: '移除篩選：尺寸：單人' })).toBeVisible()
    await expect(page.getByRole('link', { name: '全部清除' })).toBeVisible()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: '篩選（1）' }).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: '顯示2個結果' })).toBeVisible()
  })

  test('in Indonesian without JavaScript, the filter form and its chips', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/id-id/sleep-products')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seprai Grounding')
    const filters = page.getByRole('complementary', { name: 'Filter' })
    await filters.getByRole('checkbox', { name: /^Single \(2\)/ }).check()
    await filters.getByRole('spinbutton', { name: 'Sampai' }).fill('289')
    await filters.getByRole('button', { name: 'Terapkan filter' }).click()
    await expect(page).toHaveURL(/filter\.v\.option\.size=Single/)
    const chips = page.getByRole('list', { name: 'Filter aktif' })
    await expect(chips.getByRole('link', { name: /^Hapus filter: .+: Single$/ })).toBeVisible()
    await expect(chips.getByRole('link', { name: /^Hapus filter: .+: Hingga .+/ })).toBeVisible()
    await context.close()
  })

  test("a search in Indonesian shows the FAQ's answers in Indonesian", async ({ page }) => {
    await page.goto('/id-id/shop-all?q=aman')
    const answers = page.getByRole('region', { name: 'Jawaban dari FAQ kami' })
    await expect(answers.getByRole('link', { name: /Apakah grounding aman\?/ })).toBeVisible()
    await expect(answers.getByText('Baca jawabannya').first()).toBeVisible()
  })

  test('the category teasers of Shop All in Malay', async ({ page }) => {
    await page.goto('/ms-my/shop-all')
    await expect(page.getByRole('heading', { name: 'Tapis', level: 2 })).toBeVisible()
    const teasers = page.getByRole('main').getByRole('navigation').first()
    await expect(teasers.getByRole('link').first()).not.toHaveText(/Grounding Sheets/)
  })
})
