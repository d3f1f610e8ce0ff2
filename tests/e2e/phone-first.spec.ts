import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { hydrated, staticPages } from '../../scripts/lib/site-map'

/**
 * Issue 34's figures on a phone, measured: the fixed header's height, the product page's price and
 * Add to Cart on the first screen, no text past its box from 320 to 430 px, each menu entry once,
 * and a focused element never under the fixed header or the buy bar.
 */
const PHONE = { width: 390, height: 844 }
const HEADER_MAX = 110
const catalogue = JSON.parse(readFileSync('services/storefront/catalogue.json', 'utf8')) as { products: { handle: string }[] }
const productPaths = catalogue.products.map((p) => `/product/${p.handle}`)

/**
 * Text drawn past the box that holds it (its nearest block ancestor) or past the screen's edge,
 * and the page's own sideways scroll. Text a scroller or a clip holds on purpose (carousels,
 * lines cut short with an ellipsis, visually hidden labels) is left out.
 */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue
      let box: HTMLElement | null = parent
      let clipped = false
      for (let el: HTMLElement | null = parent; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el)
        // A scroller shows the rest on a swipe; a line cut short says so (…); a visually hidden label is clipped to nothing.
        if (
          style.overflowX === 'auto' ||
          style.overflowX === 'scroll' ||
          style.textOverflow === 'ellipsis' ||
          style.clipPath !== 'none' ||
          style.clip !== 'auto'
        )
          clipped = true
        if (box === el && style.display.startsWith('inline') && el.parentElement) box = el.parentElement
      }
      if (clipped || parent.closest('script, style, noscript, template')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      if (r.width === 0) continue
      const b = box!.getBoundingClientRect()
      if (r.right > b.right + 1 || r.left < b.left - 1 || r.right > width + 1 || r.left < -1) {
        found.push(
          `"${text.slice(0, 30)}" in ${box!.tagName.toLowerCase()}.${box!.className}: ${Math.round(r.left)}–${Math.round(r.right)} past ${Math.round(b.left)}–${Math.round(b.right)}`,
        )
      }
    }
    return found
  })
}

/** The element is drawn where it is: on screen, and not under the fixed header or the buy bar. */
function uncovered(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return true
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) return true
    const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 8), r.top + r.height / 2)
    return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && (el.contains(hit) || hit.contains(el))
  })
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  test(`the header and banner together are at most ${HEADER_MAX} px high, and the page starts below them`, async ({ page }) => {
    for (const path of ['/', productPaths[0]!]) {
      await page.goto(path)
      const header = page.getByRole('banner')
      const height = await header.evaluate((el) => el.getBoundingClientRect().height)
      expect(height, path).toBeLessThanOrEqual(HEADER_MAX)
      const mainTop = await page.locator('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop))
      expect(mainTop, path).toBeGreaterThanOrEqual(height)
    }
    await expect(page.getByRole('banner').getByText('Free Domestic Shipping Over SGD 50')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shop Now' })).toBeVisible()
  })

  test('the home page: the products section starts within the first four screens', async ({ page }, info) => {
    await page.goto('/')
    await hydrated(page)
    // Sections off screen are laid out at a placeholder height until they come near (decision 069):
    // scrolled through first, as a shopper would, so each counts at its real height.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      window.scrollTo(0, 0)
    })
    const tops = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((s) => `${s.getAttribute('aria-labelledby')}: ${Math.round(s.getBoundingClientRect().top + window.scrollY)}`))
    info.annotations.push({ type: 'section tops', description: tops.join(', ') })
    const top = await page.locator('#products').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    expect(top, tops.join(', ')).toBeLessThanOrEqual(PHONE.height * 4)
  })

  test('the search opens under the header bar and takes the typing', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
    await expect(box).toBeHidden()
    await page.getByRole('banner').locator('summary', { hasText: 'Search products' }).click()
    await expect(box).toBeVisible()
    await expect(box).toBeFocused()
    await page.keyboard.type('cord')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/shop-all\?q=cord$/)
  })

  for (const path of productPaths) {
    test(`${path}: the price and Add to Cart are on the first screen`, async ({ page }) => {
      await page.goto(path)
      const button = page.getByRole('main').getByRole('button', { name: /^(Add to Cart|Out of Stock)$/ })
      const price = page.getByTestId('product-price')
      for (const target of [price, button]) {
        const box = (await target.boundingBox())!
        expect(box.y + box.height, `${path}: bottom of ${await target.textContent()}`).toBeLessThanOrEqual(PHONE.height)
      }
    })
  }

  test('each entry of the phone menu is there once', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const links = page.getByRole('dialog').getByRole('navigation').getByRole('link')
    await expect(links.first()).toBeVisible()
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(5)
    expect(new Set(hrefs).size, hrefs.join(' ')).toBe(hrefs.length)
  })

  test('an element reached with Tab is never under the fixed header or the buy bar', async ({ page }) => {
    await page.goto(productPaths[0]!)
    await hydrated(page)
    const bar = page.getByRole('region', { name: 'Buy' })
    let underBar = 0
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => !!document.activeElement?.closest('[role="region"], header'))) continue
      await expect.poll(() => uncovered(page), { message: `focus ${i}` }).toBe(true)
      if (await bar.isVisible()) underBar++
    }
    // Most of the way down the page, with the bar on screen.
    expect(underBar).toBeGreaterThan(10)
  })
})

test.describe('at 320 px, no text runs past its box', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  for (const path of [...staticPages.map((p) => p.path), ...productPaths]) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      expect(await overflows(page)).toEqual([])
    })
  }
})

test.describe('at 430 px, no text runs past its box', () => {
  test.use({ viewport: { width: 430, height: 932 } })

  for (const path of ['/', '/about-grounding', productPaths[4]!]) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      expect(await overflows(page)).toEqual([])
    })
  }
})

/**
 * The markets' own languages run longer (Malay and Indonesian labels) or break differently
 * (Chinese, unspaced): every page of each at the narrowest phone, and the home page and a product
 * at 390 px with the header's row in full.
 */
const LANGUAGE_PREFIXES = ['/id-id', '/ms-my', '/zh-hk', '/zh-sg']

test.describe("in the markets' own languages, no text runs past its box", () => {
  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 700 } })
      const paths = width === 320 ? [...staticPages.map((p) => p.path), productPaths[0]!, '/cart'] : ['/', productPaths[0]!]
      for (const prefix of LANGUAGE_PREFIXES) {
        test(prefix, async ({ page }) => {
          const found: string[] = []
          for (const path of paths) {
            await page.goto(`${prefix}${path === '/' ? '' : path}`)
            await hydrated(page)
            found.push(...(await overflows(page)).map((problem) => `${path}: ${problem}`))
          }
          expect(found).toEqual([])
        })
      }
    })
  }
})

/** A cart as a shopper's visit left it, stored from a page of the shop's origin that runs none of its code. */
async function storeCart(page: Page, items: object[]) {
  await page.goto('/robots.txt')
  await page.evaluate(
    (value) => localStorage.setItem('shopify-cart', value),
    JSON.stringify({ version: 1, state: { items, cartId: null, checkoutUrl: null, note: '', country: 'SG' } }),
  )
}

const line = (variantId: string, handle: string, title: string, variantTitle: string, amount: string, extra: object = {}) => ({
  product: { id: `gid://shopify/Product/${variantId.slice(0, 4)}`, handle, title, image: null },
  variantId: `gid://shopify/ProductVariant/${variantId}`,
  variantTitle,
  price: { amount, currencyCode: 'SGD' },
  quantity: 1,
  selectedOptions: [],
  ...extra,
})

/** Three lines under the free-shipping threshold: a long title, a sale, and one not sold in the cart's market. */
const fullCart = [
  line(
    '101001',
    'grounding-extension-cord',
    'Grounding Extension Cord with Braided Copper Core and Snap-Connector-Compatible-Universal-Fitting',
    '5 m',
    '22.00',
  ),
  line('101101', 'universal-grounding-plug-adapter', 'Universal Grounding Plug Adapter', 'Type G (SG, MY, HK, UK)', '15.00', {
    compareAtPrice: { amount: '20.00', currencyCode: 'SGD' },
  }),
  line('100102', 'premium-earthing-flat-sheet', 'Premium Earthing Flat Sheet', 'Queen', '149.00', { unavailableIn: 'SG' }),
]

test.describe('/cart: no text runs past its box', () => {
  for (const width of [320, 390, 430]) {
    test(`at ${width} px, empty and with three lines, the note and suggestions`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/cart')
      await hydrated(page)
      await expect(page.getByTestId('cart-page').getByText('Your cart is empty')).toBeVisible()
      expect(await overflows(page)).toEqual([])

      await storeCart(page, fullCart)
      await page.goto('/cart')
      await hydrated(page)
      const cart = page.getByTestId('cart-page')
      await expect(cart.getByRole('list', { name: 'Your Cart' }).getByRole('listitem')).toHaveCount(3)
      await expect(cart.getByText('Not available in Singapore', { exact: true })).toBeVisible()
      await cart.getByRole('button', { name: 'Add a note for your order' }).click()
      await cart.getByRole('textbox', { name: 'Order note' }).fill('Please leave it with the concierge downstairs; ring twice.')
      await expect(cart.getByTestId('cart-suggestions').getByRole('listitem')).not.toHaveCount(0)
      expect(await overflows(page)).toEqual([])
    })
  }
})
