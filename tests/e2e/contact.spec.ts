import { expect, type Locator, type Page, test } from '@playwright/test'
import { pauseClock, runClockUntil } from '../helpers/clock'
import { hydrated } from '../../scripts/lib/site-map'
import { delayRequests } from '../helpers/delayed-requests'

const SENT = 'Message sent successfully!'
const SENT_TEXT = "We'll get back to you within 24 hours."
const FAILED = 'Something went wrong'
const FAILED_TEXT = 'Please try again or contact us directly via email.'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 7)}@example.com`

const form = (page: Page) => page.locator('form[action="/contact"]')
const field = (page: Page, label: RegExp) => form(page).getByLabel(label)
const name = (page: Page) => field(page, /^Name/)
const email = (page: Page) => field(page, /^Email/)
const phone = (page: Page) => field(page, /^Phone/)
const subject = (page: Page) => field(page, /^Subject/)
const message = (page: Page) => field(page, /^Message/)
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' })
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

async function fillValid(page: Page, address = uniqueEmail('contact')) {
  await name(page).fill('Mei Ling')
  await email(page).fill(address)
  await phone(page).fill('+65 9123 4567')
  await subject(page).fill('King size sheet')
  await message(page).fill('Do you have the fitted sheet in king size?')
  return address
}

/** The field shows the message under it, is marked invalid and described by the message. */
async function expectFieldError(input: Locator, text: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? []
  const descriptions = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()))
  expect(descriptions).toContain(text)
  await expect(input).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

/**
 * A toast leaves after a few seconds of the page's time: on a busy machine the test could look
 * after it had gone. The page's clock is installed and stopped; the test moves it until the toast
 * shows (`runClockUntil`), and it stays while looked at.
 */
async function keepToasts(page: Page) {
  await page.clock.install()
  await page.reload()
  await hydrated(page)
  await pauseClock(page)
}

/** Uses up the sender address's limit (5 messages an hour) through the page's action. */
async function useUpLimit(page: Page, address: string) {
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post('/contact', {
      form: { name: 'Mei Ling', email: address, phone: '', subject: 'Hello', message: 'A message long enough.' },
    })
    expect(response.status()).toBe(200)
  }
}

test('the contact page shows the support cards and the tips', async ({ page }) => {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'support@groundwell.sg' })).toHaveAttribute('href', 'mailto:support@groundwell.sg')
  await expect(main.getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute('href', 'tel:+6561234567')
  await expect(main.getByText('Mon-Fri 9am-6pm SGT')).toBeVisible()
  await expect(main.getByText('24 hours on business days').first()).toBeVisible()
  await expect(main.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', '/faq')
  const tips = main.getByRole('complementary')
  await expect(tips).toContainText('order number')
  await expect(tips).toContainText('product details')
  await expect(tips).toContainText('description of the issue')
  for (const label of [/^Name/, /^Email/, /^Phone/, /^Subject/, /^Message/]) await expect(field(page, label)).toBeVisible()
})

test.describe('contact form with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
  })

  test('checks every field at submit: messages under the fields, error borders, nothing sent', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => r.url().includes('contact.data') && calls.push(r.url()))
    const validBorder = await phone(page).evaluate((el) => getComputedStyle(el).borderTopColor)

    await message(page).fill('too short')
    await send(page).click()
    await expectFieldError(name(page), 'Name is required')
    await expectFieldError(email(page), 'Invalid email address')
    await expectFieldError(subject(page), 'Subject is required')
    await expectFieldError(message(page), 'Message must be at least 10 characters')
    await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true')
    for (const input of [name(page), email(page), subject(page), message(page)]) {
      expect(await input.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(validBorder)
    }
    await expect(name(page)).toBeFocused()

    // Editing a field clears its message; limits have their own messages.
    await name(page).fill('n'.repeat(101))
    await expect(name(page)).not.toHaveAttribute('aria-invalid', 'true')
    await email(page).fill(`${'a'.repeat(244)}@example.com`)
    await subject(page).fill('s'.repeat(201))
    await message(page).fill('m'.repeat(1001))
    await send(page).click()
    await expectFieldError(name(page), 'Name must be less than 100 characters')
    await expectFieldError(email(page), 'Email must be less than 255 characters')
    await expectFieldError(subject(page), 'Subject must be less than 200 characters')
    await expectFieldError(message(page), 'Message must be less than 1000 characters')
    expect(calls).toEqual([])
  })

  test("sends: 'Sending...', the success toast, the Thank You panel, and back to an empty form", async ({ page }) => {
    // The panel goes after 5 seconds of the page's time: stopped here, so the test sees it however slow the machine.
    await page.clock.install()
    await page.reload()
    await hydrated(page)
    const { release } = await delayRequests(page, '**/contact.data*')
    await fillValid(page)
    await pauseClock(page)
    await send(page).click()
    await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()

    // The toast library is loaded with the first toast and reveals it on a short timer of its own.
    await runClockUntil(page, () => toast(page, SENT).isVisible())
    await expect(toast(page, SENT)).toContainText(SENT_TEXT)
    const panel = page.getByRole('status').filter({ hasText: 'Thank You' })
    await expect(panel).toBeVisible()
    await expect(form(page)).toHaveCount(0)
    await panel.getByRole('link', { name: 'Send Another Message' }).click()
    await expect(panel).toHaveCount(0)
    for (const input of [name(page), email(page), phone(page), subject(page), message(page)]) await expect(input).toHaveValue('')
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('the Thank You panel gives way to the form after 5 seconds', async ({ page }) => {
    await page.clock.install()
    await page.reload()
    await hydrated(page)
    await fillValid(page)
    // The panel's 5 seconds are the page's time, which only moves when told from here.
    await pauseClock(page)
    await send(page).click()
    const panel = page.getByRole('status').filter({ hasText: 'Thank You' })
    await expect(panel).toBeVisible()
    await page.clock.runFor(4_999)
    await expect(panel).toBeVisible()
    await page.clock.runFor(1)
    await expect(panel).toHaveCount(0)
    await expect(name(page)).toHaveValue('')
  })

  test("a failure toasts 'Something went wrong' and keeps every value", async ({ page }) => {
    await keepToasts(page)
    await page.route('**/contact.data*', (route) => route.abort('connectionrefused'))
    const address = await fillValid(page)
    await send(page).click()
    await runClockUntil(page, () => toast(page, FAILED).isVisible())
    await expect(toast(page, FAILED)).toContainText(FAILED_TEXT)
    await expect(name(page)).toHaveValue('Mei Ling')
    await expect(email(page)).toHaveValue(address)
    await expect(phone(page)).toHaveValue('+65 9123 4567')
    await expect(subject(page)).toHaveValue('King size sheet')
    await expect(message(page)).toHaveValue('Do you have the fitted sheet in king size?')
    await expect(send(page)).toBeEnabled()
  })

  test("a refusal by the server toasts 'Something went wrong' too", async ({ page }) => {
    await keepToasts(page)
    const address = uniqueEmail('limited')
    await useUpLimit(page, address)
    await fillValid(page, address)
    await send(page).click()
    await runClockUntil(page, () => toast(page, FAILED).isVisible())
    await expect(toast(page, FAILED)).toContainText(FAILED_TEXT)
    await expect(email(page)).toHaveValue(address)
  })
})

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server checks the fields with the same messages and keeps the values', async ({ page }) => {
    await page.goto('/contact')
    await name(page).fill('Mei Ling')
    await email(page).fill('not-an-address')
    await message(page).fill('short')
    await send(page).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expectFieldError(email(page), 'Invalid email address')
    await expectFieldError(subject(page), 'Subject is required')
    await expectFieldError(message(page), 'Message must be at least 10 characters')
    await expect(name(page)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(name(page)).toHaveValue('Mei Ling')
    await expect(email(page)).toHaveValue('not-an-address')
    await expect(message(page)).toHaveValue('short')
  })

  test('sends and shows the Thank You panel with the success message', async ({ page }) => {
    await page.goto('/contact')
    await fillValid(page)
    await send(page).click()
    const panel = page.getByRole('status').filter({ hasText: 'Thank You' })
    await expect(panel).toContainText(SENT)
    await expect(panel).toContainText(SENT_TEXT)
    await panel.getByRole('link', { name: 'Send Another Message' }).click()
    await expect(name(page)).toHaveValue('')
  })

  test("a failure shows 'Something went wrong' and keeps every value", async ({ page }) => {
    const address = uniqueEmail('nojs-limited')
    await useUpLimit(page, address)
    await page.goto('/contact')
    await fillValid(page, address)
    await send(page).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(FAILED)
    await expect(alert).toContainText(FAILED_TEXT)
    await expect(name(page)).toHaveValue('Mei Ling')
    await expect(email(page)).toHaveValue(address)
    await expect(phone(page)).toHaveValue('+65 9123 4567')
    await expect(subject(page)).toHaveValue('King size sheet')
    await expect(message(page)).toHaveValue('Do you have the fitted sheet in king size?')
  })
})
