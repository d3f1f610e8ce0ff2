import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { reviewForm } from '../../shared/shop'
import { ratingDistribution } from '../../app/content/testimonials'
import { reviews } from '../../app/content/testimonials-reviews'
import { communityPosts, featuredStories, pressMentions } from '../../app/content/testimonials-stories'
import { defaultFilters, filterReviews, type ReviewFilters } from '../../app/features/reviews/filters'
import { reviewMessages } from '../../shared/schemas/review'
import { escapeHtml, hydrated } from '../../scripts/lib/site-map'

const shownIds = (page: Page) => page.locator('article[data-review-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-review-id')))
const expectedIds = (f: Partial<ReviewFilters>) => filterReviews(reviews, { ...defaultFilters, ...f }).map((r) => r.id)
const filters = (page: Page) => page.getByRole('search', { name: 'Filter reviews' })
const select = (page: Page, name: 'Benefit' | 'Product' | 'Rating') => filters(page).getByLabel(name, { exact: true })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search reviews' })
const status = (page: Page) => page.locator('#reviews').getByRole('status')
const reviewsForm = (page: Page) => page.locator('#write-a-review form')

test.describe('Testimonials page', () => {
  test('the server HTML holds every section, drawn with no image or frame from another host', async ({ request }) => {
    const html = await (await request.get('/testimonials')).text()
    // The page itself, not the route data that follows it for hydration.
    const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    for (const text of ['4.8 out of 5', '2,347+ reviews', 'Verified purchases', 'Based on a survey of 2,500+ verified customers.']) expect(body).toContain(text)
    for (const text of ['92%', '87%', '78%', '4.8/5', '10,247', '86%']) expect(body).toContain(`>${text}<`)
    for (const story of featuredStories) expect(body).toContain(`href="/product/${story.product.handle}"`)
    expect(body.match(/data-review-id=/g)).toHaveLength(reviews.length)
    expect(body.match(/<summary[^>]*>Read the transcript</g)).toHaveLength(6)
    expect(body.match(/<details[^>]*name="review-faq"/g)).toHaveLength(4)
    for (const mention of pressMentions) expect(body).toContain(escapeHtml(mention.quote))
    for (const post of communityPosts) expect(body).toContain(post.tag)
    expect(body).not.toMatch(/<iframe|<img[^>]+src="https?:/)
  })

  test('the sections are on the page with their headings and counts', async ({ page }) => {
    await page.goto('/testimonials')
    const region = (name: string) => page.getByRole('region', { name, exact: true })
    await expect(region('Featured stories').getByRole('article')).toHaveCount(3)
    for (const story of featuredStories) {
      const card = region('Featured stories').getByRole('article', { name: story.name })
      for (const part of ['The challenge', 'The solution', 'The transformation', 'Measured results'])
        await expect(card.getByText(part, { exact: true })).toBeVisible()
      await expect(card.locator('dd')).toHaveCount(4)
      await expect(card.getByRole('link', { name: `Shop the ${story.product.title}` })).toHaveAttribute('href', `/product/${story.product.handle}`)
    }
    await expect(region('Video stories').getByRole('listitem')).toHaveCount(6)
    await expect(region('From skeptic to believer').getByRole('article')).toHaveCount(2)
    await expect(region('Before and after').getByRole('listitem')).toHaveCount(4)
    await expect(region('Before and after').getByRole('heading', { level: 3 })).toHaveText(['Sleep', 'Pain', 'Energy', 'Athletic recovery'])
    await expect(region('Customer photo gallery').getByRole('listitem')).toHaveCount(8)
    await expect(region('From our community').getByRole('listitem')).toHaveCount(8)
    await expect(region('In the press').getByRole('listitem')).toHaveCount(4)
    await expect(region('Questions about reviews').locator('details')).toHaveCount(4)
  })

  test('a featured story’s shop button opens its product', async ({ page }) => {
    await page.goto('/testimonials')
    await hydrated(page)
    const story = featuredStories[1]!
    await page.getByRole('link', { name: `Shop the ${story.product.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/product/${story.product.handle}$`))
    await expect(page.getByRole('heading', { level: 1, name: story.product.title })).toBeVisible()
  })

  test('the rating bars show each star’s share and count, and the bars are as long as the share', async ({ page }) => {
    await page.goto('/testimonials')
    const breakdown = page.getByRole('group', { name: 'Rating breakdown' })
    await expect(breakdown.getByText('Based on 2,347 reviews')).toBeVisible()
    const rows = breakdown.getByRole('listitem')
    await expect(rows).toHaveText(['5 stars89%2,089 reviews', '4 stars8%188 reviews', '3 stars2%47 reviews', '2 stars0.5%12 reviews', '1 star0.5%11 reviews'])
    for (const [i, r] of ratingDistribution.entries()) {
      const [track, bar] = await Promise.all([
        rows.nth(i).locator('[aria-hidden="true"]').first().boundingBox(),
        rows.nth(i).locator('[aria-hidden="true"] > span').boundingBox(),
      ])
      expect(bar!.width / track!.width).toBeCloseTo(r.percent / 100, 2)
    }
  })

  test('each filter alone narrows the list, in the URL, without adding history', async ({ page }) => {
    await page.goto('/testimonials')
    await hydrated(page)
    const before = await page.evaluate(() => history.length)
    await expect(page.locator('article[data-review-id]')).toHaveCount(reviews.length)
    await expect(status(page)).toHaveText(`Showing ${reviews.length} of ${reviews.length} reviews`)
    for (const name of ['Benefit', 'Product', 'Rating'] as const) await expect(select(page, name)).toHaveValue('all')

    await select(page, 'Benefit').selectOption('Pain Relief')
    await expect(page).toHaveURL(/\/testimonials\?benefit=Pain\+Relief$/)
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ benefit: 'Pain Relief' }))
    await expect(page.locator('article[data-review-id]').filter({ hasNotText: 'Pain Relief' })).toHaveCount(0)
    await select(page, 'Benefit').selectOption('all')

    await select(page, 'Product').selectOption('Mat')
    await expect(page).toHaveURL(/\/testimonials\?product=Mat$/)
    const mats = expectedIds({ product: 'Mat' })
    await expect.poll(() => shownIds(page)).toEqual(mats)
    // A word of the product's name: the mattress topper is not a mat.
    expect(mats).not.toContain('r-nathan')
    await select(page, 'Product').selectOption('all')

    await select(page, 'Rating').selectOption('3')
    await expect(page).toHaveURL(/\/testimonials\?rating=3$/)
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ rating: 3 }))
    await expect(status(page)).toHaveText(`Showing ${expectedIds({ rating: 3 }).length} of ${reviews.length} reviews`)
    await select(page, 'Rating').selectOption('all')

    await expect(page).toHaveURL(/\/testimonials$/)
    await expect(page.locator('article[data-review-id]')).toHaveCount(reviews.length)
    expect(await page.evaluate(() => history.length)).toBe(before)
  })

  test('the filters and the search combine', async ({ page }) => {
    await page.goto('/testimonials')
    await hydrated(page)
    await select(page, 'Benefit').selectOption('Sleep')
    await select(page, 'Product').selectOption('Sheet')
    await select(page, 'Rating').selectOption('5')
    await expect(page).toHaveURL(/\?benefit=Sleep&product=Sheet&rating=5$/)
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ benefit: 'Sleep', product: 'Sheet', rating: 5 }))

    await select(page, 'Rating').selectOption('all')
    await search(page).pressSequentially('fitted')
    await expect(page).toHaveURL(/\?benefit=Sleep&product=Sheet&q=fitted$/)
    const expected = expectedIds({ benefit: 'Sleep', product: 'Sheet', q: 'fitted' })
    expect(expected.length).toBeGreaterThan(0)
    await expect.poll(() => shownIds(page)).toEqual(expected)
  })

  test('the search matches the text or the name, whatever the case', async ({ page }) => {
    await page.goto('/testimonials')
    await hydrated(page)
    await search(page).pressSequentially('MORNING')
    const morning = expectedIds({ q: 'morning' })
    expect(morning.length).toBeGreaterThan(1)
    await expect.poll(() => shownIds(page)).toEqual(morning)
    await expect(page).toHaveURL(/\?q=MORNING$/)

    // A reviewer's name.
    await search(page).fill('yasmin')
    await expect.poll(() => shownIds(page)).toEqual(['r-yasmin'])
    await search(page).fill('')
    await expect(page.locator('article[data-review-id]')).toHaveCount(reviews.length)
    await expect(page).toHaveURL(/\/testimonials$/)
  })

  test('an empty result says so, and clearing brings every review back', async ({ page }) => {
    const none = { benefit: 'Recovery', product: 'Kit', rating: 4 } as const
    expect(expectedIds(none)).toEqual([])
    await page.goto('/testimonials?benefit=Recovery&product=Kit&rating=4')
    await hydrated(page)
    await expect(page.getByText('No reviews found matching your criteria.')).toBeVisible()
    await expect(page.locator('article[data-review-id]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.locator('article[data-review-id]')).toHaveCount(reviews.length)
    await expect(page).toHaveURL(/\/testimonials$/)
    await expect(select(page, 'Benefit')).toHaveValue('all')
    await expect(search(page)).toBeFocused()

    await search(page).pressSequentially('zebra')
    await expect(page.getByText('No reviews found matching your criteria.')).toBeVisible()
  })

  test('the URL round trip: a shared link, a reload and back/forward show the same reviews', async ({ page, browser, baseURL }) => {
    const url = '/testimonials?benefit=Energy&product=Kit&rating=4&q=day'
    const expected = expectedIds({ benefit: 'Energy', product: 'Kit', rating: 4, q: 'day' })
    expect(expected.length).toBeGreaterThan(0)
    await page.goto(url)
    await hydrated(page)
    await expect(select(page, 'Benefit')).toHaveValue('Energy')
    await expect(select(page, 'Product')).toHaveValue('Kit')
    await expect(select(page, 'Rating')).toHaveValue('4')
    await expect(search(page)).toHaveValue('day')
    await expect.poll(() => shownIds(page)).toEqual(expected)

    await select(page, 'Rating').selectOption('all')
    await expect(page).toHaveURL(/\?benefit=Energy&product=Kit&q=day$/)
    const wider = expectedIds({ benefit: 'Energy', product: 'Kit', q: 'day' })
    await page.reload()
    await expect(select(page, 'Rating')).toHaveValue('all')
    await expect.poll(() => shownIds(page)).toEqual(wider)

    // Away and back again.
    await hydrated(page)
    await page.getByRole('link', { name: `Shop the ${featuredStories[0]!.product.title}` }).click()
    await expect(page).toHaveURL(/\/product\//)
    await page.goBack()
    await expect(page).toHaveURL(/\?benefit=Energy&product=Kit&q=day$/)
    await expect(select(page, 'Benefit')).toHaveValue('Energy')
    await expect.poll(() => shownIds(page)).toEqual(wider)

    // A visitor without JavaScript gets the same list from the server.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noJs = await context.newPage()
    await noJs.goto(`${baseURL}${url}`)
    await expect(select(noJs, 'Product')).toHaveValue('Kit')
    await expect.poll(() => shownIds(noJs)).toEqual(expected)
    await context.close()
  })

  test('without JavaScript the filters are a form the server answers', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/testimonials`)
    await select(page, 'Benefit').selectOption('Recovery')
    await select(page, 'Rating').selectOption('5')
    await filters(page).getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/testimonials\?q=&benefit=Recovery&product=all&rating=5#reviews$/)
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ benefit: 'Recovery', rating: 5 }))
    await expect(select(page, 'Benefit')).toHaveValue('Recovery')

    await select(page, 'Benefit').selectOption('all')
    await search(page).fill('marathon')
    await search(page).press('Enter')
    await expect(page).toHaveURL(/q=marathon&benefit=all&product=all&rating=5#reviews$/)
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ rating: 5, q: 'marathon' }))

    await search(page).fill('zebra')
    await search(page).press('Enter')
    await expect(page.getByText('No reviews found matching your criteria.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.locator('article[data-review-id]')).toHaveCount(reviews.length)
    await context.close()
  })
})

test.describe('Review form validation', () => {
  const control = (page: Page, name: string) => reviewsForm(page).getByRole(name === 'Product purchased' ? 'combobox' : 'textbox', { name, exact: true })

  test('with JavaScript, each field says what is wrong under it, and the message goes once fixed', async ({ page }) => {
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    await control(page, 'E-mail').fill('mei@')
    await control(page, 'Your story').fill('Too short')
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()

    const expectations: [string, string][] = [
      ['name', reviewMessages.nameRequired],
      ['email', reviewMessages.emailInvalid],
      ['product', reviewMessages.product],
      ['rating', reviewMessages.rating],
      ['story', reviewMessages.storyTooShort],
      ['permission', reviewMessages.permission],
    ]
    for (const [field, message] of expectations) {
      const error = page.locator(`#review-${field}-error`)
      await expect(error).toHaveText(message)
      await expect(page.locator(`#review-${field}`)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator(`#review-${field}`)).toHaveAttribute('aria-describedby', new RegExp(`review-${field}-error`))
    }
    await expect(page.locator('#review-photos-error')).toHaveCount(0)
    await expect(control(page, 'Your name')).toBeFocused()
    await expect(control(page, 'Your name')).toHaveClass(/border-red-600/)
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible()
    // Nothing typed is lost.
    await expect(control(page, 'E-mail')).toHaveValue('mei@')
    await expect(control(page, 'Your story')).toHaveValue('Too short')

    // Fixing a field removes its message at once; the others stay.
    await control(page, 'Your name').fill('Mei Ling')
    await expect(page.locator('#review-name-error')).toHaveCount(0)
    await expect(control(page, 'Your name')).not.toHaveAttribute('aria-invalid')
    await control(page, 'E-mail').fill('mei@example.com')
    await expect(page.locator('#review-email-error')).toHaveCount(0)
    await reviewsForm(page).getByRole('radio', { name: '4 stars' }).check()
    await expect(page.locator('#review-rating-error')).toHaveCount(0)
    await expect(page.locator('#review-story-error')).toHaveText(reviewMessages.storyTooShort)
  })

  test('the rating is a radio group of five stars, worked with the arrow keys', async ({ page }) => {
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    const group = page.getByRole('radiogroup', { name: 'Your rating' })
    await expect(group.getByRole('radio')).toHaveCount(5)
    await group.getByRole('radio', { name: '3 stars' }).focus()
    await page.keyboard.press('Space')
    await expect(group.getByRole('radio', { name: '3 stars' })).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: '4 stars' })).toBeChecked()
    // The chosen star and the ones before it are lit.
    const lit = await group.locator('label').evaluateAll((labels) => labels.map((l) => getComputedStyle(l).color))
    expect(new Set(lit.slice(0, 4)).size).toBe(1)
    expect(lit[4]).not.toBe(lit[0])
  })

  test('too many or too large photos are refused before anything is sent', async ({ page }) => {
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    const png = (name: string, size = 100) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(size) })
    const photos = reviewsForm(page).getByLabel('Photos (optional)')
    await photos.setInputFiles(Array.from({ length: reviewForm.maxPhotos + 1 }, (_, i) => png(`p${i}.png`)))
    await expect(reviewsForm(page).getByText('6 photos selected')).toBeVisible()
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()
    await expect(page.locator('#review-photos-error')).toHaveText(reviewMessages.tooManyPhotos)
    await photos.setInputFiles([png('big.png', reviewForm.maxPhotoMb * 1024 * 1024 + 1)])
    await expect(page.locator('#review-photos-error')).toHaveText(reviewMessages.photoTooLarge)
    await photos.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }])
    await expect(page.locator('#review-photos-error')).toHaveText(reviewMessages.photoType)
  })

  test('without JavaScript, the server checks the form and keeps what was typed', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/testimonials#write-a-review`)
    await control(page, 'Your name').fill('Mei Ling')
    await control(page, 'E-mail').fill('mei@example.com')
    await control(page, 'Product purchased').selectOption('mat')
    await reviewsForm(page).getByRole('radio', { name: '5 stars' }).check()
    // The browser's own checks pass (the fields are filled), but the story is too short.
    await control(page, 'Your story').fill('Loved it!')
    await reviewsForm(page).getByRole('checkbox').check()
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()

    await expect(page.locator('#review-story-error')).toHaveText(reviewMessages.storyTooShort)
    await expect(control(page, 'Your story')).toHaveAttribute('aria-invalid', 'true')
    await expect(control(page, 'Your name')).toHaveValue('Mei Ling')
    await expect(control(page, 'E-mail')).toHaveValue('mei@example.com')
    await expect(control(page, 'Product purchased')).toHaveValue('mat')
    await expect(reviewsForm(page).getByRole('radio', { name: '5 stars' })).toBeChecked()
    await expect(control(page, 'Your story')).toHaveValue('Loved it!')
    await expect(reviewsForm(page).getByRole('checkbox')).toBeChecked()
    await expect(page.locator('[id^="review-"][id$="-error"]')).toHaveCount(1)
    await context.close()
  })
})

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 7)}@example.com`
const photo = async (name: string, format: 'jpeg' | 'png', colour: string) => ({
  name,
  mimeType: `image/${format}`,
  buffer: await sharp({ create: { width: 48, height: 36, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer(),
})
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

async function fillReview(page: Page, email: string, name = 'Mei Ling') {
  const form = reviewsForm(page)
  await form.getByRole('textbox', { name: 'Your name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await form.getByRole('combobox', { name: 'Product purchased' }).selectOption('sheet')
  await form.getByRole('radio', { name: '5 stars' }).check()
  await form.getByRole('textbox', { name: 'Your story', exact: true }).fill('I fall asleep within fifteen minutes now, and wake up rested.')
  await form.getByRole('checkbox').check()
}

test.describe('Review submission', () => {
  test('a review with two photos is sent, waits for moderation and is not shown on the page', async ({ page }) => {
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    await fillReview(page, uniqueEmail('review'), 'Pending Pat')
    await reviewsForm(page)
      .getByLabel('Photos (optional)')
      .setInputFiles([await photo('bed.jpg', 'jpeg', '#3f8052'), await photo('mat.png', 'png', '#b45309')])
    await expect(reviewsForm(page).getByText('2 photos selected')).toBeVisible()
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()

    const panel = page.locator('#write-a-review').getByRole('status').filter({ hasText: 'Thank you for your review!' })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('Your review and 2 photos are waiting for moderation')
    await expect(panel).toContainText('We have e-mailed you a code for 10% off your next purchase.')
    await expect(panel).toBeFocused()

    // Pending reviews are never shown: not now, not after a reload, not in a search for the name.
    await page.goto('/testimonials?q=Pending+Pat')
    await expect(page.getByText('No reviews found matching your criteria.')).toBeVisible()

    // Another review starts from an empty form.
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    await fillReview(page, uniqueEmail('again'))
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()
    await expect(page.getByText('Your review is waiting for moderation')).toBeVisible()
    await page.getByRole('link', { name: 'Write another review' }).click()
    await expect(reviewsForm(page).getByRole('textbox', { name: 'Your name', exact: true })).toBeFocused()
    await expect(reviewsForm(page).getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('')
  })

  test('the submit-review function answers on the Supabase contract: pending, with its photos', async ({ request }) => {
    const response = await request.post('/functions/v1/submit-review', {
      multipart: {
        name: 'Contract Carla',
        email: uniqueEmail('contract'),
        product: 'mat',
        rating: '4',
        story: 'My back is less stiff after long days at the desk.',
        permission: 'on',
        photos: await photo('desk.jpg', 'jpeg', '#265336'),
      },
    })
    expect(response.status()).toBe(201)
    expect(await response.json()).toMatchObject({ success: true, status: 'pending', photos: 1 })
  })

  test('a text file renamed .jpg is refused by its content, under the photos field', async ({ page }) => {
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    await fillReview(page, uniqueEmail('fake'))
    await reviewsForm(page)
      .getByLabel('Photos (optional)')
      .setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a photo, only some notes.') }])
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()
    await expect(page.locator('#review-photos-error')).toHaveText(reviewMessages.photoNotImage('notes.jpg'))
    await expect(reviewsForm(page).getByLabel('Photos (optional)')).toHaveAttribute('aria-invalid', 'true')
    await expect(reviewsForm(page).getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('Mei Ling')
  })

  test('a refusal from the server is a toast, and the form keeps what was typed', async ({ page }) => {
    const address = uniqueEmail('limit')
    // The address's limit (3 reviews a day) is used up through the page's action.
    for (let i = 0; i < 3; i++) {
      const response = await page.request.post('/testimonials', {
        multipart: { name: 'Mei', email: address, product: 'kit', rating: '5', story: 'Sleeping better every single night.', permission: 'on' },
      })
      expect(response.status()).toBe(200)
    }
    await page.goto('/testimonials#write-a-review')
    await hydrated(page)
    await fillReview(page, address)
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()
    await expect(toast(page, 'Something went wrong')).toContainText('Too many reviews. Please try again later.')
    await expect(reviewsForm(page).getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(address)
    await expect(reviewsForm(page).getByRole('button', { name: 'Submit review' })).toBeEnabled()
  })

  test('without JavaScript, a review is sent and thanked by the server', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/testimonials#write-a-review`)
    await fillReview(page, uniqueEmail('nojs'))
    await reviewsForm(page)
      .getByLabel('Photos (optional)')
      .setInputFiles([await photo('sofa.png', 'png', '#a27b4a')])
    await reviewsForm(page).getByRole('button', { name: 'Submit review' }).click()
    await expect(page.getByText('Thank you for your review!')).toBeVisible()
    await expect(page.getByText('Your review and 1 photo are waiting for moderation')).toBeVisible()
    await context.close()
  })
})

test.describe('Testimonials page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('nothing is wider than the screen, and the filters work', async ({ page }) => {
    await page.goto('/testimonials')
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Long labels wrap inside their cards (which clip what overflows).
    for (const story of featuredStories) {
      const card = page.getByRole('article', { name: story.name })
      const [box, button] = await Promise.all([card.boundingBox(), card.getByRole('link', { name: `Shop the ${story.product.title}` }).boundingBox()])
      expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width)
    }
    await select(page, 'Product').selectOption('Kit')
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ product: 'Kit' }))
  })
})
