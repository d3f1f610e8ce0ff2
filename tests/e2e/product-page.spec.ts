import { expect, type Page, test } from '@playwright/test'
import { reviews as publishedReviews } from '../../app/content/testimonials-reviews'
import { expectNoVisibleShift, recordPaintMetrics } from '../helpers/paint-metrics'
import { hydrated } from '../../scripts/lib/site-map'

const SHEET = '/product/premium-earthing-flat-sheet'
const TESTER = '/product/conductivity-tester'

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' })
const mainAdd = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first()

async function productJsonLd(page: Page) {
  const documents = await page.locator('script[type="application/ld+json"]').allTextContents()
  return documents
    .map((text) => JSON.parse(text) as { '@type': string; aggregateRating?: { ratingValue: number; reviewCount: number } })
    .find((d) => d['@type'] === 'Product')!
}

for (const width of [390, 1280]) {
  const phone = width < 500
  test.describe(`product page at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 800 }, hasTouch: phone })

    test('the quantity is typed or stepped, bad input is kept or clamped with a message, and Add adds that many', async ({ page }) => {
      await page.goto(TESTER)
      await hydrated(page)
      const quantity = page.getByRole('textbox', { name: 'Quantity' })
      const message = page.getByRole('status').filter({ hasText: /quantity|number/ })
      await expect(quantity).toHaveValue('1')
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()

      // Text that is no number stays as typed, with a message, and adds nothing.
      await quantity.fill('two')
      await mainAdd(page).click()
      await expect(message).toHaveText('Enter a whole number from 1 to 99.')
      await expect(quantity).toHaveValue('two')
      await expect(quantity).toHaveAttribute('aria-invalid', 'true')
      await expect(drawer(page)).toBeHidden()

      // Too many is clamped to 99 and said; the next Add would add 99. Stepping clears the message.
      await quantity.fill('150')
      await quantity.press('Tab')
      await expect(quantity).toHaveValue('99')
      await expect(message).toHaveText('You can add at most 99 at a time; the quantity is set to 99.')
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
      await page.getByRole('button', { name: 'Decrease quantity' }).click()
      await expect(quantity).toHaveValue('98')
      await expect(message).toHaveCount(0)

      await quantity.fill('2')
      await page.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(quantity).toHaveValue('3')
      await mainAdd(page).click()
      await expect(drawer(page).getByRole('status')).toHaveText('Added to cart: Conductivity Tester')
      await expect(drawer(page).getByLabel('Quantity of Conductivity Tester', { exact: true })).toHaveText('3')
      await drawer(page).getByRole('button', { name: 'Close cart' }).click()

      // The cart takes 99 of one item: with 3 in it, 97 more is cut to 96 and said before anything is added.
      await quantity.fill('97')
      await quantity.press('Enter')
      await expect(quantity).toHaveValue('96')
      await expect(message).toHaveText('Only 96 more fit in your cart; the quantity is set to 96.')
      await expect(drawer(page)).toBeHidden()
    })

    test('reviews: the rating is the structured data’s, the product type’s reviews show, and all reviews are a link away', async ({ page }) => {
      await page.goto(SHEET)
      const { aggregateRating } = await productJsonLd(page)
      const reviews = page.getByRole('region', { name: 'Customer reviews' })
      await expect(reviews.getByTestId('rating-summary')).toContainText(String(aggregateRating!.ratingValue))
      await expect(reviews.getByTestId('rating-summary')).toContainText(`Based on ${aggregateRating!.reviewCount} reviews`)
      await expect(reviews.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/testimonials#reviews')
      const cards = reviews.getByRole('article')
      await expect(cards.first()).toBeVisible()
      // Sheets' reviews only, as the testimonials page's Sheet filter finds them, in their order.
      const sheetReviews = publishedReviews.filter((r) => /\bSheet\b/.test(r.product)).map((r) => r.id)
      expect(await reviews.locator('[data-review-id]').evaluateAll((list) => list.map((card) => card.getAttribute('data-review-id')))).toEqual(
        sheetReviews.slice(0, 6),
      )
      // A phone shows the first three: each takes the screen's width.
      await expect(cards).toHaveCount(phone ? 3 : 6)
      await expect(page.getByText('Ground tester included.')).toBeVisible()

      // An accessory has no reviews of its own: it shows the shop's, and promises nothing of a sheet.
      await page.goto(TESTER)
      await expect(page.getByText('What customers say about their Groundwell gear')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Customer reviews' }).getByRole('article').first()).toBeVisible()
      await expect(page.getByText('Ground tester included.')).toHaveCount(0)
      await expect(page.getByText(/Sheets keep conducting/)).toHaveCount(0)
    })

    test('details open and close, each from the catalogue, a missing one left out; four related products follow', async ({ page }) => {
      await page.goto(SHEET)
      const details = page.getByRole('region', { name: 'Product details' })
      await expect(details.getByText('1 Premium Earthing Flat Sheet in your size')).toBeVisible()
      const size = details.getByText('Size and fit', { exact: true })
      const sizeText = details.getByText(/^Queen: 230 x 260 cm/)
      await expect(sizeText).toBeHidden()
      await size.click()
      await expect(sizeText).toBeVisible()
      await size.click()
      await expect(sizeText).toBeHidden()

      const related = page.getByRole('region', { name: 'You may also like' })
      const titles = related.getByRole('heading', { level: 3 })
      await expect(titles).toHaveCount(4)
      // The store's related products: the sleep collection's others first; never the product itself.
      await expect(titles.nth(0)).toHaveText('Fitted Earthing Bed Sheet')
      await expect(titles.nth(1)).toHaveText('Leather Mattress Topper')
      await expect(titles.filter({ hasText: 'Premium Earthing Flat Sheet' })).toHaveCount(0)

      await page.goto(TESTER)
      const testerDetails = page.getByRole('region', { name: 'Product details' })
      await expect(testerDetails.getByText('What’s in the box')).toBeVisible()
      await expect(testerDetails.getByText('Shipping and returns')).toBeVisible()
      await expect(testerDetails.getByText('Size and fit')).toHaveCount(0)
    })

    test('the gallery zooms in a dialog that the arrow keys step through and Escape closes', async ({ page }) => {
      await page.goto(SHEET)
      await hydrated(page)
      const first = page.getByRole('button', { name: 'Zoom image 1 of 5' })
      await first.click()
      const zoom = page.getByRole('dialog', { name: 'Zoomed product image' })
      await expect(zoom.getByRole('img')).toHaveAttribute('alt', /on a made bed/)
      await page.keyboard.press('ArrowRight')
      await expect(zoom.getByText('Image 2 of 5')).toBeVisible()
      await expect(zoom.getByRole('img')).toHaveAttribute('alt', /Close-up of the organic cotton weave/)
      await zoom.getByRole('button', { name: 'Previous image' }).click()
      await page.keyboard.press('ArrowLeft')
      await expect(zoom.getByText('Image 5 of 5')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(zoom).toBeHidden()
      await expect(first).toBeFocused()

      // Outside the dialog the arrow keys step the slides, and the thumbnails follow (a phone has none: its first screen is for the price).
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('button', { name: 'Zoom image 2 of 5' })).toBeInViewport({ ratio: 0.9 })
      if (phone) await expect(page.getByRole('list', { name: 'Product images' })).toBeHidden()
      else await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true')
    })

    if (phone) {
      test('a swipe moves to the next image', async ({ page }) => {
        await page.goto(SHEET)
        await hydrated(page)
        const track = page.getByTestId('gallery-track')
        const box = (await track.boundingBox())!
        // A finger drawn from right to left across the image, as the touchscreen reports it.
        const cdp = await page.context().newCDPSession(page)
        const y = box.y + box.height / 2
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
        await touch('touchStart', box.x + box.width * 0.8)
        for (let step = 1; step <= 10; step++) await touch('touchMove', box.x + box.width * (0.8 - step * 0.06))
        await touch('touchEnd', box.x + box.width * 0.2)
        await expect(page.getByRole('button', { name: 'Zoom image 2 of 5' })).toBeInViewport({ ratio: 0.9 })
      })

      test('the buy bar shows once Add to Cart scrolls away, adds, and leaves the footer and the cart drawer uncovered', async ({ page }) => {
        await page.goto(TESTER)
        await hydrated(page)
        const bar = page.getByRole('region', { name: 'Buy' })
        await expect(bar).toBeHidden()
        await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded()
        await expect(bar).toBeVisible()
        await expect(bar).toContainText('SGD 35.00')
        await bar.getByRole('button', { name: 'Add to Cart' }).click()
        await expect(drawer(page).getByRole('status')).toHaveText('Added to cart: Conductivity Tester')
        await expect(bar).toBeHidden()
        await drawer(page).getByRole('button', { name: 'Close cart' }).click()
        await expect(bar).toBeVisible()

        // At the foot of the page, however tall the footer, the bar leaves it uncovered.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(page.getByRole('contentinfo')).toBeInViewport()
        await expect(bar).toBeHidden()
        await mainAdd(page).scrollIntoViewIfNeeded()
        await expect(bar).toBeHidden()
      })
    } else {
      test('the zoom’s code loads as the pointer comes to an image, before the click', async ({ page }) => {
        await page.goto(SHEET)
        await hydrated(page)
        const zoomCode = page.waitForRequest(/\/assets\/product-zoom-[\w-]+\.js$/)
        await page.getByRole('button', { name: 'Zoom image 1 of 5' }).hover()
        await zoomCode
      })

      test('the gallery stays in view beside the long column, and no buy bar shows', async ({ page }) => {
        await page.goto(SHEET)
        await hydrated(page)
        await page.getByRole('region', { name: 'Product details' }).scrollIntoViewIfNeeded()
        await expect(page.getByRole('button', { name: 'Zoom image 1 of 5' })).toBeInViewport({ ratio: 0.9 })
        await expect(mainAdd(page)).not.toBeInViewport()
        await expect(page.getByRole('region', { name: 'Buy' })).toBeHidden()
      })
    }
  })
}

test('choosing a variant shows its price and stock at once, asking the server for nothing', async ({ page }) => {
  await page.goto('/product/earthing-yoga-mat')
  await hydrated(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (['document', 'fetch', 'xhr'].includes(request.resourceType())) asked.push(request.url())
  })
  const colours = page.getByRole('region', { name: 'Select Variant' }).getByRole('group', { name: /^Colour/ })
  const sizes = page.getByRole('region', { name: 'Select Variant' }).getByRole('group', { name: /^Size/ })
  await sizes.getByRole('link', { name: /^Long/ }).click()
  await expect(page.getByTestId('product-price')).toHaveText('SGD 149.00')
  await colours.getByRole('link', { name: /^Ocean/ }).click()
  await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  await expect(page).toHaveURL(/\?variant=\d+$/)
  expect(asked).toEqual([])
})

// Lighthouse's phone (412 px) and a small phone: nothing in the first screen moves as the page loads
// and hydrates (a section there once painted at a placeholder height first and then shrank).
for (const width of [390, 412]) {
  test(`at ${width} px, a product page with a variant picker does not shift as it loads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 })
    await recordPaintMetrics(page)
    await page.goto('/product/fitted-earthing-bed-sheet')
    await hydrated(page)
    await page.evaluate(() => document.fonts.ready)
    await expect(page.getByRole('group', { name: /Size/ })).toBeVisible()
    await expectNoVisibleShift(page)
  })
}
