import { type Browser, expect, type Page, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

/**
 * The consent banner where the law asks for a choice (the CDN names the visitor's country in
 * CF-IPCountry), the choice kept and changed from "Cookie preferences", with and without
 * JavaScript; Global Privacy Control elsewhere. The pages stay every visitor's: the banner's
 * state is the visitor's own stylesheet's, never the page cache's.
 */
const visitor = (browser: Browser, country: string, options: { javaScript?: boolean; gpc?: boolean } = {}) =>
  browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    extraHTTPHeaders: { 'CF-IPCountry': country, ...(options.gpc ? { 'Sec-GPC': '1' } : {}) },
  })

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie choices' })

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'consent')
  return cookie ? Object.fromEntries(new URLSearchParams(decodeURIComponent(cookie.value))) : null
}

test('Germany, without JavaScript: the banner asks first, Decline is kept, and the page is the same one', async ({ browser, baseURL }) => {
  const context = await visitor(browser, 'DE', { javaScript: false })
  const page = await context.newPage()
  await page.goto(`${baseURL}/faq?q=wash`)
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByText(/We use cookies/)).toBeVisible()
  expect(await consentCookie(page)).toBeNull()
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(page).toHaveURL(/\/faq\?q=wash$/)
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(page)).toEqual({ analytics: '0', marketing: '0', preferences: '0', saleOfData: '0' })
  await page.goto(`${baseURL}/shop-all`)
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  await context.close()
})

test('Germany, with JavaScript: Accept is sent in the background and the banner goes, on this page and the next', async ({ browser, baseURL }) => {
  const context = await visitor(browser, 'DE')
  const page = await context.newPage()
  await page.goto(`${baseURL}/`)
  await hydrated(page)
  await expect(banner(page)).toBeVisible()
  // Marks this document: a reload or a navigation would lose it.
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true))
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST')
  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await sent).status()).toBe(200)
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
  expect(await consentCookie(page)).toEqual({ analytics: '1', marketing: '1', preferences: '1', saleOfData: '1' })
  await page.goto(`${baseURL}/about-grounding`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  await context.close()
})

test('one visitor never sees another one’s banner: the page cache serves both the same page', async ({ browser, baseURL }) => {
  const germany = await visitor(browser, 'DE', { javaScript: false })
  const singapore = await visitor(browser, 'SG', { javaScript: false })
  const [de, sg] = [await germany.newPage(), await singapore.newPage()]
  for (let round = 0; round < 2; round++) {
    await de.goto(`${baseURL}/testimonials`)
    await sg.goto(`${baseURL}/testimonials`)
    await expect(banner(de)).toBeVisible()
    await expect(banner(sg)).toBeHidden()
  }
  const response = await sg.request.get(`${baseURL}/testimonials`)
  expect(response.headers()['cache-control']).toContain('public')
  const css = await de.request.get(`${baseURL}/api/consent.css`)
  expect(css.headers()['cache-control']).toBe('private, no-store')
  expect(css.headers().vary).toContain('CF-IPCountry')
  await germany.close()
  await singapore.close()
})

test('Singapore: no banner, everything allowed until changed in Cookie preferences, from the footer', async ({ browser, baseURL }) => {
  const context = await visitor(browser, 'SG')
  const page = await context.newPage()
  await page.goto(`${baseURL}/contact`)
  await hydrated(page)
  await expect(banner(page)).toBeHidden()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie preferences' }).click()
  await expect(page).toHaveURL(/\/cookie-preferences$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeVisible()
  for (const name of ['Analytics', 'Marketing', 'Preferences', 'Sale or sharing of data']) await expect(page.getByRole('checkbox', { name })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled()
  await page.getByRole('checkbox', { name: 'Marketing' }).uncheck()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
  expect(await consentCookie(page)).toEqual({ analytics: '1', marketing: '0', preferences: '1', saleOfData: '1' })
  await context.close()
})

test('Malaysia with Global Privacy Control, without JavaScript: marketing and the sale of data are off, and a choice is saved', async ({
  browser,
  baseURL,
}) => {
  const context = await visitor(browser, 'MY', { javaScript: false, gpc: true })
  const page = await context.newPage()
  await page.goto(`${baseURL}/en-my/cookie-preferences`)
  await expect(page.getByText('Your browser sends Global Privacy Control')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Sale or sharing of data' })).not.toBeChecked()
  expect(await (await page.request.get(`${baseURL}/api/consent`)).json()).toMatchObject({
    required: false,
    consent: { analytics: true, marketing: false, preferences: true, saleOfData: false },
  })
  await page.getByRole('checkbox', { name: 'Analytics' }).uncheck()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page).toHaveURL(/\/en-my\/cookie-preferences\?saved=1$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  await context.close()
})

test('the privacy policy says what the cookies are and links to the preferences', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/privacy-policy`)
  const cookies = page.getByRole('region', { name: 'Cookies and local storage' })
  await expect(cookies.getByText(/asked first, and nothing of the kind is used until they choose/)).toBeVisible()
  await expect(cookies.getByText(/Global Privacy Control/)).toBeVisible()
  await cookies.getByRole('link', { name: 'Cookie preferences' }).click()
  await expect(page).toHaveURL(/\/cookie-preferences$/)
})
