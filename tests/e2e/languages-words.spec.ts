import { expect, type Page, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * The last English words of the localized shop (issue 49, "every word in the language"): the
 * forms' field messages, with JavaScript (the browser's check) and without (the server's answer);
 * a shared cart link's notes, never naming Shopify's "Default Title"; the structured data; the
 * store's filter labels.
 */

const reviewForm = (page: Page) => page.locator('#write-a-review form')

/** The page's schema.org documents, by their type. */
async function structuredData(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return Object.fromEntries(texts.map((text) => JSON.parse(text) as Record<string, unknown>).map((data) => [String(data['@type']), data]))
}

test.describe("the forms' messages in the page's language", () => {
  test('/id-id/testimonials: the review check says what is wrong in Indonesian, the e-mail too', async ({ page }) => {
    await page.goto('/id-id/testimonials#write-a-review')
    await hydrated(page)
    await reviewForm(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill('mei@')
    await reviewForm(page).getByRole('button', { name: 'Kirim ulasan' }).click()
    await expect(page.locator('#review-email-error')).toHaveText('Silakan isi alamat e-mail yang valid, misalnya nama@contoh.com')
    await expect(page.locator('#review-name-error')).toHaveText('Silakan isi nama Anda')
    await expect(page.locator('#review-permission-error')).toHaveText('Silakan konfirmasi bahwa kami boleh memublikasikan ulasan Anda')
  })

  test('/ms-my: the back-in-stock check words a bad address in Malay', async ({ page }) => {
    await page.goto('/ms-my/product/earthing-yoga-mat?variant=100509')
    await hydrated(page)
    const form = page.locator('section[aria-labelledby="back-in-stock-heading"]')
    await form.getByRole('textbox').fill('mei@example')
    await form.getByRole('button').click()
    await expect(form.getByRole('alert')).toHaveText('Alamat e-mel tidak sah')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("/zh-hk/testimonials: the action's answer names each field's fault in Traditional Chinese", async ({ page }) => {
      await page.goto('/zh-hk/testimonials#write-a-review')
      const form = reviewForm(page)
      await form.getByRole('textbox', { name: '你的名字' }).fill('美玲')
      // The browser's own checks pass; the schema's do not (no domain ending, a story too short).
      await form.getByRole('textbox', { name: '電郵', exact: true }).fill('mei@example')
      await form.getByRole('combobox').selectOption('mat')
      await form.getByRole('radio', { name: '5星' }).check()
      await form.getByRole('textbox', { name: '你的故事' }).fill('很好')
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: '提交評價' }).click()
      await expect(page.locator('#review-email-error')).toHaveText('請填寫有效的電郵地址，例如 name@example.com')
      await expect(page.locator('#review-story-error')).toHaveText(/^請多寫一點：最少\d+字$/)
      await expect(form.getByRole('textbox', { name: '你的名字' })).toHaveValue('美玲')
    })

    test("/zh-sg: the back-in-stock action's answer page words a bad address in Simplified Chinese", async ({ page }) => {
      await page.goto('/zh-sg/product/earthing-yoga-mat?variant=100509')
      const form = page.locator('section[aria-labelledby="back-in-stock-heading"]')
      await form.getByRole('textbox').fill('mei@example')
      await form.getByRole('button').click()
      await expect(page).toHaveURL(/\/zh-sg\/back-in-stock/)
      await expect(page.getByRole('alert')).toHaveText('电邮地址无效')
    })
  })
})

test.describe("a cart link's notes in the page's language", () => {
  test('/zh-hk: the sold-out line named in Chinese, the one without options by its product alone', async ({ page }) => {
    // The yoga mat's Long / Ocean is sold out; the starter mat has no options (Shopify's "Default Title").
    await page.goto('/zh-hk/cart/100509:1,100401:1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('此連結部分內容未能結帳')
    await expect(page.getByRole('alert')).toHaveText(/^「接地瑜伽墊 \(.+\)」已售罄。$/)
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: '接地理療入門墊' })).toHaveText('接地理療入門墊')
    await expect(page.getByRole('main')).not.toContainText(/Default Title|預設標題/)
    await expect(page).toHaveTitle(/^你的結帳連結 \| /)
  })

  test('/id-id: an option the shop does not have, and a code that is no code, in Indonesian', async ({ page }) => {
    await page.goto('/id-id/cart/999999:1?discount=NO%20WAY!')
    const notes = page.getByRole('alert').getByRole('listitem')
    await expect(notes).toHaveText([
      'Opsi produk 999999 tidak ada di toko kami.',
      'Kode diskon “NO WAY!” tidak disertakan: Kode diskon hanya berisi huruf, angka, dan tanda hubung.',
    ])
  })
})

test.describe("the structured data in the page's language", () => {
  test.use({ javaScriptEnabled: false })

  test('/id-id: the Organization described in Indonesian, the WebSite in id-ID', async ({ page }) => {
    await page.goto('/id-id')
    const data = await structuredData(page)
    expect(data.Organization!.description).toBe(
      'Seprai, alas, paket, dan aksesori grounding (earthing) dari Singapura, dikirim ke seluruh Asia Tenggara dan dunia.',
    )
    expect(data.WebSite!.inLanguage).toBe('id-ID')
  })

  test('/zh-hk/faq: the FAQPage in zh-HK, its questions in Chinese', async ({ page }) => {
    await page.goto('/zh-hk/faq')
    const faq = (await structuredData(page)).FAQPage as { inLanguage: string; mainEntity: { name: string }[] }
    expect(faq.inLanguage).toBe('zh-HK')
    for (const question of faq.mainEntity) expect(question.name).toMatch(/[\u4e00-\u9fff]/)
  })

  test('/ms-my: the product and its trail in Malay, an offer of a product without options named by its product', async ({ page }) => {
    await page.goto('/ms-my/product/earthing-therapy-starter-mat')
    const data = await structuredData(page)
    const product = data.Product as { name: string; offers: { name: string }[] }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    expect(product.name).not.toMatch(/Earthing Therapy Starter Mat/)
    expect(product.offers.map((o) => o.name)).toEqual([product.name])
    const trail = (data.BreadcrumbList as { itemListElement: { name: string; item: string }[] }).itemListElement
    expect(trail.map((step) => step.name)).toEqual(['Laman Utama', 'Kedai', product.name])
    expect(trail[0]!.item).toMatch(/\/ms-my$/)
    expect(JSON.stringify(data)).not.toContain('Default Title')
  })
})

test.describe("the store's filters in the page's language", () => {
  test.use({ javaScriptEnabled: false })

  test('/id-id/sleep-products: availability, price and the size option named in Indonesian, the URL in the store’s terms', async ({ page }) => {
    await page.goto('/id-id/sleep-products')
    const filters = page.getByRole('complementary', { name: 'Filter' })
    for (const name of ['Ketersediaan', 'Harga', 'Ukuran']) await expect(filters.getByRole('group', { name })).toBeVisible()
    await expect(filters.getByRole('checkbox', { name: /^Tersedia \(\d+\)/ })).toBeVisible()
    await expect(filters).not.toContainText(/Availability|In stock|Size/)
    await filters.getByRole('checkbox', { name: /^Tersedia/ }).check()
    await filters.getByRole('button', { name: 'Terapkan filter' }).click()
    await expect(page).toHaveURL(/filter\.v\.availability=1/)
    await expect(page.getByRole('list', { name: 'Filter aktif' }).getByRole('link', { name: 'Hapus filter: Tersedia' })).toBeVisible()
  })
})
