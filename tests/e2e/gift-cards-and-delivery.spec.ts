import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { expect, test } from '../launchers/shops'
import { axe } from '../helpers/axe'
import { hydrated } from '../../scripts/lib/site-map'
import { type Shop, SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'

/**
 * Issue 48's gift cards and delivery estimate on the embedded defaults: cards issued with the
 * owner's CLI (`npm run gift-card -- create`) into the shop's database before it starts, applied in
 * the drawer and on /cart, spent at the demo checkout (with and without JavaScript), refused once
 * used up; the store's delivery rates for the cart's market.
 */
test.describe.configure({ mode: 'serial' })

const run = promisify(execFile)
const FLAT_QUEEN = '100102' // Premium Earthing Flat Sheet, Queen: SGD 149.00
const CORD = '100901' // Earthing Cord with 100k Ohm Resistor, 3 m: SGD 19.00

let shop: Shop
let dataDir: string
/** The codes the CLI printed, as printed (four groups of four). */
const cards: Record<'partial' | 'spent' | 'plain', string> = { partial: '', spent: '', plain: '' }

test.beforeAll(async () => {
  test.setTimeout(SHOP_START_MS * 2)
  dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-gift-cards-'))
  // The shop's first start lays out and migrates its database; the cards go in while it is stopped.
  const first = await startShop({ env: { DATA_DIR: dataDir } })
  await first.stop()
  const issue = async (amount: string) => {
    const { stdout } = await run('npx', ['tsx', 'scripts/gift-card.ts', 'create', amount], { env: { ...process.env, DATA_DIR: dataDir } })
    return stdout.trim()
  }
  cards.partial = await issue('30')
  cards.spent = await issue('10')
  cards.plain = await issue('200')
  shop = await startShop({ env: { DATA_DIR: dataDir } })
})

test.afterAll(async () => {
  test.setTimeout(SHOP_START_MS)
  await shop?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const last = (code: string) => code.replace(/\s/g, '').slice(-4)

/** Opens a product page in the shop and adds it: the drawer it opens. */
async function addFromProduct(page: Page, handle: string, market = '') {
  await page.goto(`${shop.url}${market}/product/${handle}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  return page.getByRole('dialog', { name: 'Your Cart' })
}

async function applyGiftCard(page: Page, scope: ReturnType<Page['getByRole']>, code: string) {
  const toggle = scope.getByRole('button', { name: 'Add a gift card' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await scope.getByLabel('Gift card code').fill(code)
  await scope.getByRole('button', { name: 'Apply gift card' }).click()
}

test('the printed code, typed in lower case, covers part of the order in the drawer and at the demo checkout, and is debited once', async ({
  page,
  context,
}) => {
  const drawer = await addFromProduct(page, `premium-earthing-flat-sheet?variant=${FLAT_QUEEN}`)
  // The store's rates for Singapore: SGD 149 ships free.
  const delivery = drawer.getByTestId('cart-delivery')
  await expect(delivery.getByRole('heading', { name: 'Delivery to Singapore' })).toBeVisible()
  await expect(delivery).toContainText('Free Shipping · 1-3 business days')
  await expect(delivery).toContainText('Free')

  await applyGiftCard(page, drawer, cards.partial.toLowerCase())
  await expect(drawer.getByText(`Gift card •••• ${last(cards.partial)}`)).toBeVisible()
  await expect(drawer.getByTestId('cart-gift-card-amount')).toHaveText('−SGD 30.00')
  await expect(drawer.getByText('Balance SGD 30.00')).toBeVisible()
  await expect(drawer.getByTestId('cart-left-to-pay')).toHaveText('SGD 119.00')

  const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('button', { name: 'Checkout' }).click()])
  await tab.waitForURL(/\/cart\/c\//)
  await expect(tab.getByTestId('gift-card')).toHaveText('−SGD 30.00')
  await expect(tab.getByTestId('to-pay')).toHaveText('SGD 119.00')
  await expect(tab.getByTestId('shipping-rate')).toHaveText('Free Shipping, 1-3 business days')
  await tab.getByRole('button', { name: 'Place order' }).click()
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/Order #\d+ is confirmed/)
  await tab.close()

  // The card is spent: a new cart is told so (why, as the store's words say it), and keeps what was typed.
  const again = await addFromProduct(page, `premium-earthing-flat-sheet?variant=${FLAT_QUEEN}`)
  await applyGiftCard(page, again, cards.partial)
  await expect(again.getByRole('alert')).toHaveText('This gift card has been used up: it has no balance left.')
  await expect(again.getByLabel('Gift card code')).toHaveValue(cards.partial)
})

test("in Indonesian, the cart words each refusal in the cart's language: used up, not found, no code at all", async ({ page }) => {
  await page.goto(`${shop.url}/id-id/product/premium-earthing-flat-sheet?variant=${FLAT_QUEEN}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
  const drawer = page.getByRole('dialog', { name: 'Keranjang Anda' })
  const apply = async (code: string) => {
    const toggle = drawer.getByRole('button', { name: 'Tambahkan kartu hadiah' })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await drawer.getByLabel('Kode kartu hadiah').fill(code)
    await drawer.getByRole('button', { name: 'Pakai kartu hadiah' }).click()
  }
  // Spent by the first test: the store says so in English, the cart in Indonesian.
  await apply(cards.partial)
  await expect(drawer.getByRole('alert')).toHaveText('Saldo kartu hadiah ini sudah habis.')
  await apply('ZZZZ ZZZZ ZZZZ ZZZZ')
  await expect(drawer.getByRole('alert')).toHaveText('Kode kartu hadiah ini tidak ditemukan. Silakan periksa kembali kode pada kartu Anda.')
  // The shop's own check, in the browser.
  await apply('gift<card>!')
  await expect(drawer.getByRole('alert')).toHaveText('Kode kartu hadiah hanya berisi huruf dan angka.')
  await expect(drawer.getByLabel('Kode kartu hadiah')).toHaveValue('gift<card>!')
})

test('an unknown code and input that is no code each get their message, the field keeps them, and nothing is a 5xx', async ({ page }) => {
  const drawer = await addFromProduct(page, `premium-earthing-flat-sheet?variant=${FLAT_QUEEN}`)
  await applyGiftCard(page, drawer, 'ZZZZ ZZZZ ZZZZ ZZZZ')
  await expect(drawer.getByRole('alert')).toHaveText('We could not find this gift card code. Please check it against your card.')
  await expect(drawer.getByLabel('Gift card code')).toHaveValue('ZZZZ ZZZZ ZZZZ ZZZZ')
  await applyGiftCard(page, drawer, 'gift<card>!')
  await expect(drawer.getByRole('alert')).toHaveText('A gift card code has only letters and digits.')
  await expect(drawer.getByLabel('Gift card code')).toHaveValue('gift<card>!')
  // The endpoint itself, sent what no field would send.
  for (const giftCardCode of ['ABCD\u0000EFGH1234', 'A'.repeat(5000), '']) {
    const response = await page.request.post(`${shop.url}/api/gift-card`, {
      data: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${FLAT_QUEEN}`, quantity: 1 }], giftCardCode },
    })
    expect(response.status(), giftCardCode.slice(0, 20)).toBeLessThan(500)
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/gift card code|Enter a gift card code|could not be read/)
  }
  expect((await page.request.post(`${shop.url}/api/gift-card`, { data: '{"lines": [', headers: { 'Content-Type': 'application/json' } })).status()).toBe(400)
})

test('/cart shows the rates and takes a card too; below SGD 50 the flat rate; a card comes off again', async ({ page }) => {
  await addFromProduct(page, 'grounding-extension-cord')
  await page.goto(`${shop.url}/cart`)
  const summary = page.getByTestId('cart-summary')
  await expect(summary.getByTestId('cart-delivery')).toContainText('Standard Shipping · 1-3 business days')
  await expect(summary.getByTestId('cart-delivery')).toContainText('SGD 5.00')
  await applyGiftCard(page, summary, cards.plain)
  // SGD 22.00 of the card's SGD 200: nothing is left to pay for the merchandise.
  await expect(summary.getByTestId('cart-gift-card-amount')).toHaveText('−SGD 22.00')
  await expect(summary.getByTestId('cart-left-to-pay')).toHaveText('SGD 0.00')
  // The cards, the rates and the field are as accessible as the rest of the cart.
  await summary.getByRole('button', { name: 'Add a gift card' }).click()
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).include('[data-testid="cart-summary"]').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await summary.getByRole('button', { name: `Remove gift card ending ${last(cards.plain)}` }).click()
  await expect(summary.getByTestId('cart-gift-cards').getByRole('listitem')).toHaveCount(0)
  await expect(summary.getByTestId('cart-left-to-pay')).toHaveCount(0)
})

test("a Malaysian cart below its threshold is offered no rate before the address; from MYR 480 the store's free rate", async ({ page }) => {
  const drawer = await addFromProduct(page, 'grounding-extension-cord', '/en-my')
  await expect(drawer.getByTestId('cart-shipping')).toHaveText('Shipping is calculated at checkout')
  // The store made the cart (checkout now opens it) and offered no rate for it.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart-store') ?? '{}')?.state?.view?.delivery)).toEqual([])
  await expect(drawer.getByTestId('cart-delivery')).toHaveCount(0)
  // Two sheets (MYR 477 each) pass MYR 480.
  const sheets = await addFromProduct(page, 'premium-earthing-flat-sheet', '/en-my')
  await sheets.getByRole('button', { name: 'Increase quantity of Premium Earthing Flat Sheet' }).click()
  await expect(drawer.getByTestId('cart-delivery')).toContainText('Free International Shipping · 3-5 business days')
  await expect(drawer.getByRole('heading', { name: 'Delivery to Malaysia' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the demo checkout takes the card by form post, keeps a bad code with its message, names the rate, and spends the card on the order', async ({
    page,
  }) => {
    await page.goto(`${shop.url}/cart/${CORD}:1`)
    await page.waitForURL(/\/cart\/c\//)
    await expect(page.getByTestId('shipping-rate')).toHaveText('Standard Shipping, 1-3 business days')
    await expect(page.getByTestId('shipping')).toHaveText('SGD 5.00')
    const field = page.getByLabel('Gift card', { exact: true })
    await field.fill('ab-12')
    await page.getByRole('button', { name: 'Apply' }).nth(1).click()
    await expect(page.getByText('A gift card code has 8 to 20 letters and digits.')).toBeVisible()
    await expect(page.getByLabel('Gift card', { exact: true })).toHaveValue('ab-12')
    await page.getByLabel('Gift card', { exact: true }).fill(cards.spent)
    await page.getByRole('button', { name: 'Apply' }).nth(1).click()
    await expect(page.getByText(`The gift card ending ${last(cards.spent)} is applied.`)).toBeVisible()
    // SGD 19.00 and SGD 5.00 shipping, SGD 10.00 of it by the card.
    await expect(page.getByTestId('gift-card')).toHaveText('−SGD 10.00')
    await expect(page.getByTestId('to-pay')).toHaveText('SGD 14.00')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Order #\d+ is confirmed/)

    // Used up: the next checkout refuses it.
    await page.goto(`${shop.url}/cart/${CORD}:1`)
    await page.waitForURL(/\/cart\/c\//)
    await page.getByLabel('Gift card', { exact: true }).fill(cards.spent)
    await page.getByRole('button', { name: 'Apply' }).nth(1).click()
    await expect(page.getByRole('alert')).toHaveText('Gift card has no funds left.')
  })

  test('/cart says plainly what the cart needs; the delivery rates are those the shipping policy states', async ({ page }) => {
    await page.goto(`${shop.url}/cart`)
    await expect(page.getByText('Your cart needs JavaScript')).toBeVisible()
    await page.goto(`${shop.url}/cart/${FLAT_QUEEN}:1`)
    await page.waitForURL(/\/cart\/c\//)
    await expect(page.getByTestId('shipping-rate')).toHaveText('Free Shipping, 1-3 business days')
    await expect(page.getByTestId('shipping')).toHaveText('Free')
  })
})
