import { expect, type Page, test } from '@playwright/test'
import { pauseClock, runClockUntil } from '../helpers/clock'
import { hydrated } from '../../scripts/lib/site-map'
import { delayRequests } from '../helpers/delayed-requests'

const SUCCESS = 'Thank you for subscribing to our newsletter. Watch your inbox for exclusive grounding tips and your 10% discount code.'
const RATE_LIMITED = 'Too many sign-up attempts. Please try again later.'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 7)}@example.com`

const band = (page: Page) => page.locator('section#newsletter')
const emailField = (page: Page) => band(page).getByRole('textbox', { name: 'Email address' })
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

/** Signs an address up until its per-address limit is used up (5 an hour), through the form action. */
async function useUpLimit(page: Page, email: string) {
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post('/newsletter', { form: { email, returnTo: '/' } })
    expect(response.status()).toBe(200)
  }
}

test.describe('newsletter band with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
  })

  test('offers the 10% code; subscribing disables the form, then toasts success and clears the field', async ({ page }) => {
    await expect(band(page)).toContainText('10%')
    await expect(band(page)).toContainText('discount code')
    await expect(emailField(page)).toHaveAttribute('type', 'email')
    await expect(emailField(page)).toHaveAttribute('required', '')

    const { release } = await delayRequests(page, '**/newsletter.data*')
    await emailField(page).fill(uniqueEmail('band'))
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(band(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    await expect(emailField(page)).toBeDisabled()
    release()

    await expect(toast(page, 'Successfully Subscribed!')).toContainText(SUCCESS)
    await expect(emailField(page)).toHaveValue('')
    await expect(emailField(page)).toBeEnabled()
    await expect(band(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  test('a sign-up redraws nothing of the page: the products and their loaded images stay as they are', async ({ page }) => {
    const image = page.locator('section#products img:not(noscript img)').first()
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('data-loaded', 'true')
    await image.evaluate((img) => ((img as HTMLImageElement & { kept?: boolean }).kept = true))
    const reloads: string[] = []
    page.on('request', (r) => r.method() === 'GET' && r.url().includes('.data') && reloads.push(r.url()))

    await emailField(page).fill(uniqueEmail('redraw'))
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Successfully Subscribed!')).toBeVisible()
    expect(await image.evaluate((img) => (img as HTMLImageElement & { kept?: boolean }).kept)).toBe(true)
    await expect(image).toHaveAttribute('data-loaded', 'true')
    expect(reloads).toEqual([])
  })

  test('signing up again is a success too', async ({ page }) => {
    // Both toasts are counted: with the page's time stopped, the first cannot time out while the second comes.
    await page.clock.install()
    await page.reload()
    await hydrated(page)
    await pauseClock(page)
    const email = uniqueEmail('again')
    for (let i = 0; i < 2; i++) {
      await emailField(page).fill(email)
      await band(page).getByRole('button', { name: 'Subscribe' }).click()
      await runClockUntil(page, async () => (await toast(page, 'Successfully Subscribed!').count()) === i + 1)
    }
  })

  test('an address the schema refuses shows "Invalid Email" with the first message, without asking the server', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => r.url().includes('newsletter.data') && calls.push(r.url()))

    await emailField(page).fill('a@b')
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Invalid Email')).toContainText('Invalid email address')
    await expect(emailField(page)).toHaveValue('a@b')

    await emailField(page).fill(`${'a'.repeat(250)}@example.com`)
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Invalid Email').filter({ hasText: 'Email too long' })).toBeVisible()
    expect(calls).toEqual([])
  })

  test("the server's error text shows as 'Subscription Failed'", async ({ page }) => {
    const email = uniqueEmail('limited')
    await useUpLimit(page, email)
    await emailField(page).fill(email)
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Subscription Failed')).toContainText(RATE_LIMITED)
    await expect(emailField(page)).toHaveValue(email)
    await expect(band(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  test("a failed request shows 'Error' / 'Failed to subscribe. Please try again later.'", async ({ page }) => {
    // The network is down: the sign-up and any reload of the page's data fail.
    await page.route('**/*.data*', (route) => route.abort('connectionrefused'))
    const email = uniqueEmail('offline')
    await emailField(page).fill(email)
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Error')).toContainText('Failed to subscribe. Please try again later.')
    await expect(emailField(page)).toHaveValue(email)
    await expect(band(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })
})

test.describe('newsletter band without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('subscribes and shows the success message, with the field cleared and a way back', async ({ page }) => {
    await page.goto('/')
    await emailField(page).fill(uniqueEmail('nojs'))
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/newsletter$/)
    const status = page.getByRole('main').getByRole('status')
    await expect(status).toContainText('Successfully Subscribed!')
    await expect(status).toContainText(SUCCESS)
    await expect(emailField(page)).toHaveValue('')
    await page.getByRole('link', { name: 'Continue browsing' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("a refused address shows 'Invalid Email' with the schema's message and keeps the value", async ({ page }) => {
    await page.goto('/')
    await emailField(page).fill('a@b')
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid Email' })
    await expect(alert).toContainText('Invalid email address')
    await expect(emailField(page)).toHaveValue('a@b')
  })

  test("the server's error text shows as 'Subscription Failed' and the value is kept", async ({ page }) => {
    const email = uniqueEmail('nojs-limited')
    await useUpLimit(page, email)
    await page.goto('/')
    await emailField(page).fill(email)
    await band(page).getByRole('button', { name: 'Subscribe' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Subscription Failed' })
    await expect(alert).toContainText(RATE_LIMITED)
    await expect(emailField(page)).toHaveValue(email)
  })
})
