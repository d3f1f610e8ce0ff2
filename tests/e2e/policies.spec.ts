import { expect, type Page, test } from '@playwright/test'
import { formatPolicyDate } from '../../app/content/policies/format'
import * as shop from '../../shared/shop'
import { axe } from '../helpers/axe'
import { figurePattern, privacyFigures, returnsFigures, shippingFigures } from '../helpers/policy-figures'
import { hydrated } from '../../scripts/lib/site-map'

const tabNames = ['Domestic', 'International', 'Tracking', 'Support']

/** The text a page's server-rendered HTML holds, as a reader (or a search engine) gets it. */
function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

async function expectSelected(page: Page, name: string) {
  for (const other of tabNames) {
    await expect(tab(page, other)).toHaveAttribute('aria-selected', String(other === name))
    await expect(tab(page, other)).toHaveAttribute('tabindex', other === name ? '0' : '-1')
  }
  const panel = page.getByRole('tabpanel')
  await expect(panel).toHaveCount(1)
  await expect(panel).toHaveAccessibleName(name)
}

const hashOf = (name: string) => new RegExp(`/shipping-policy#${name.toLowerCase()}$`)

test.describe('shipping policy tabs', () => {
  test('Domestic is open by default; a click opens another tab and puts it in the URL without a history entry', async ({ page }) => {
    await page.goto('/shipping-policy')
    await hydrated(page)
    await expect(page.getByRole('tablist', { name: 'Shipping information' })).toBeVisible()
    await expectSelected(page, 'Domestic')
    await expect(page).toHaveURL(/\/shipping-policy$/)
    await expect(page.getByRole('heading', { name: 'Shipping within Singapore' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'International shipping' })).toBeHidden()

    const historyLength = await page.evaluate(() => history.length)
    const scrollY = await page.evaluate(() => window.scrollY)
    await tab(page, 'International').click()
    await expectSelected(page, 'International')
    await expect(page).toHaveURL(hashOf('International'))
    await expect(page.getByRole('heading', { name: 'International shipping' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Shipping within Singapore' })).toBeHidden()
    await expect(page.getByRole('table', { name: 'Estimated delivery by region' })).toBeVisible()

    await tab(page, 'Support').click()
    await expectSelected(page, 'Support')
    await expect(page).toHaveURL(hashOf('Support'))
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(5)

    await tab(page, 'Domestic').click()
    await expect(page).toHaveURL(/#domestic$/)
    await expect(page.getByRole('heading', { name: 'Shipping within Singapore' })).toBeVisible()
  })

  test('the keyboard moves between tabs: arrows wrap around, Home and End jump to the ends', async ({ page }) => {
    await page.goto('/shipping-policy')
    await hydrated(page)
    await tab(page, 'Domestic').focus()

    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'International')).toBeFocused()
    await expectSelected(page, 'International')
    await expect(page).toHaveURL(hashOf('International'))

    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Tracking')).toBeFocused()
    await expectSelected(page, 'Tracking')

    await page.keyboard.press('Home')
    await expect(tab(page, 'Domestic')).toBeFocused()
    await expectSelected(page, 'Domestic')
    await expect(page).toHaveURL(hashOf('Domestic'))

    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, 'Support')).toBeFocused()
    await expectSelected(page, 'Support')

    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Domestic')).toBeFocused()

    await page.keyboard.press('End')
    await expect(tab(page, 'Support')).toBeFocused()
    await expectSelected(page, 'Support')
    await expect(page).toHaveURL(hashOf('Support'))

    // Tab leaves the tab row (one tab stop) for the panel's first control.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel').locator('summary').first()).toBeFocused()
  })

  test('loading /shipping-policy#tracking opens Tracking with the parcel progression', async ({ page }) => {
    await page.goto('/shipping-policy#tracking')
    await hydrated(page)
    await expectSelected(page, 'Tracking')
    const stages = page.getByRole('list', { name: 'Parcel progress' }).getByRole('listitem')
    await expect(stages).toHaveCount(shop.shipping.parcelProgression.length)
    for (const [i, stage] of shop.shipping.parcelProgression.entries()) await expect(stages.nth(i)).toContainText(stage)
    await expect(page.getByRole('heading', { name: 'Tracking your parcel' })).toBeVisible()
    // The deep link brings the tabs into view.
    await expect(tab(page, 'Tracking')).toBeInViewport()
  })

  test('back and forward between hashes follow the URL, and an unknown hash keeps the default tab', async ({ page }) => {
    await page.goto('/shipping-policy#international')
    await hydrated(page)
    await expectSelected(page, 'International')
    await page.goto('/shipping-policy#nothing-here')
    await hydrated(page)
    await expect(tab(page, 'Domestic')).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(tab(page, 'International')).toHaveAttribute('aria-selected', 'true')
  })

  for (const width of [390, 1280]) {
    test(`axe finds no serious issue in any tab with a section open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/shipping-policy')
      await hydrated(page)
      for (const name of tabNames) {
        await tab(page, name).click()
        await page.getByRole('tabpanel').locator('summary').last().click()
        const results = await axe(page).include('#shipping-details-heading + div').analyze()
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(bad.map((v) => `${name}: ${v.id}`)).toEqual([])
      }
    })
  }

  test('without JavaScript every tab panel is readable one after the other', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/shipping-policy')
    await expect(page.getByRole('tablist')).toBeHidden()
    for (const heading of ['Shipping within Singapore', 'International shipping', 'Tracking your parcel', 'Problems and support']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    await context.close()
  })
})

test.describe('collapsible sections open one at a time', () => {
  test('opening a section closes the open one in its group; a section closes on its own; groups are separate', async ({ page }) => {
    await page.goto('/shipping-policy')
    await hydrated(page)
    const panel = page.getByRole('tabpanel')
    const sections = panel.locator('details')
    await expect(sections).toHaveCount(3)
    for (let i = 0; i < 3; i++) await expect(sections.nth(i)).not.toHaveAttribute('open')

    await sections.nth(0).locator('summary').click()
    await expect(sections.nth(0)).toHaveAttribute('open')
    await expect(panel.getByText(`processed the same day`)).toBeVisible()

    await sections.nth(1).locator('summary').click()
    await expect(sections.nth(1)).toHaveAttribute('open')
    await expect(sections.nth(0)).not.toHaveAttribute('open')
    await expect(panel.getByText(`processed the same day`)).toBeHidden()

    await sections.nth(1).locator('summary').click()
    await expect(sections.nth(1)).not.toHaveAttribute('open')

    // The keyboard works too: Enter on a focused summary opens it.
    await sections.nth(2).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(sections.nth(2)).toHaveAttribute('open')

    // Opening a FAQ leaves the tab's open section alone.
    const faq = page.getByRole('region', { name: 'Shipping questions' }).locator('details')
    await expect(faq).toHaveCount(10)
    await faq.nth(0).locator('summary').click()
    await expect(faq.nth(0)).toHaveAttribute('open')
    await expect(sections.nth(2)).toHaveAttribute('open')
    await faq.nth(4).locator('summary').click()
    await expect(faq.nth(4)).toHaveAttribute('open')
    await expect(faq.nth(0)).not.toHaveAttribute('open')
    await expect(page.locator('details[open]')).toHaveCount(2)
  })

  test('the return policy FAQ has six questions and opens one at a time', async ({ page }) => {
    await page.goto('/return-policy')
    await hydrated(page)
    const faq = page.getByRole('region', { name: 'Returns questions' }).locator('details')
    await expect(faq).toHaveCount(6)
    await faq.nth(1).locator('summary').click()
    await expect(faq.nth(1)).toContainText(shop.returns.refund)
    await faq.nth(3).locator('summary').click()
    await expect(faq.nth(3)).toHaveAttribute('open')
    await expect(faq.nth(1)).not.toHaveAttribute('open')
  })
})

test.describe('every figure of the product’s rules appears on its page', () => {
  const pages = [
    { path: '/shipping-policy', figures: shippingFigures(shop) },
    { path: '/return-policy', figures: returnsFigures(shop) },
    { path: '/privacy-policy', figures: privacyFigures(shop) },
  ]
  for (const { path, figures } of pages) {
    test(`${path} serves every figure from the shop constants in its HTML`, async ({ request }) => {
      const text = htmlText(await (await request.get(path)).text())
      expect(figures.filter((f) => !figurePattern(f).test(text))).toEqual([])
    })
  }

  test('the shipping tables hold the regional estimates, peak delays and de minimis thresholds row by row', async ({ page }) => {
    await page.goto('/shipping-policy#international')
    await hydrated(page)
    const regions = page.getByRole('table', { name: 'Estimated delivery by region' })
    for (const r of shop.shipping.regionalEstimates) {
      await expect(regions.getByRole('row', { name: `${r.region} ${r.days} business days` })).toBeVisible()
    }
    const costs = page.getByRole('table', { name: 'International shipping costs' })
    // Each market's own threshold, in its currency (decision 086 (091)).
    for (const { country, threshold } of shop.shipping.internationalFreeThresholds) {
      await expect(costs.getByRole('row', { name: `${country} Calculated at checkout ${threshold}`, exact: true })).toBeVisible()
    }
    await expect(costs.getByRole('row', { name: 'All other countries Calculated at checkout Not offered', exact: true })).toBeVisible()
    await page.getByText('Customs, duties and taxes').click()
    const deMinimis = page.getByRole('table', { name: 'Duty-free (de minimis) thresholds' })
    for (const d of shop.shipping.deMinimis) await expect(deMinimis.getByRole('row', { name: `${d.country} ${d.threshold}` })).toBeVisible()

    await tab(page, 'Domestic').click()
    const domestic = page.getByRole('table', { name: 'Singapore delivery rates' })
    await expect(domestic.getByRole('row', { name: `Under $${shop.shipping.domesticFreeThreshold}` })).toContainText(`$${shop.shipping.domesticFlatRate}`)
    await expect(domestic.getByRole('row', { name: `$${shop.shipping.domesticFreeThreshold} and over` })).toContainText('Free')

    await tab(page, 'Tracking').click()
    await page.getByText('Peak-season delays', { exact: true }).click()
    const peak = page.getByRole('table', { name: 'Extra delivery time at peak periods' })
    for (const p of shop.shipping.peakDelays) await expect(peak.getByRole('row', { name: `${p.season} ${p.delay}` })).toBeVisible()
  })

  test('the return policy compares the queen sheet price and shows the time windows and the four steps', async ({ page }) => {
    await page.goto('/return-policy')
    await hydrated(page)
    const { product, ours, typical } = shop.returns.priceComparison
    await expect(page.getByRole('row', { name: `${product} price $${ours} $${typical}` })).toBeVisible()
    const windows = page.getByRole('region', { name: 'Time limits' })
    await expect(windows).toContainText(`${shop.returns.unopenedDays} days`)
    await expect(windows).toContainText(`${shop.returns.transitDamageDays} days`)
    await expect(windows).toContainText(`${shop.returns.warrantyMonths} months`)
    const steps = page.getByRole('region', { name: 'How to return an item' }).getByRole('listitem')
    await expect(steps).toHaveCount(4)
    await expect(steps.nth(1)).toContainText(shop.returns.authorizationReview)
    await expect(steps.nth(3)).toContainText(shop.returns.inspection)
    await expect(steps.nth(3)).toContainText(shop.returns.refund)
    await expect(page.getByRole('row', { name: 'Change of mind (unopened item)' })).toContainText(`$${shop.returns.changeOfMindReturnCost}`)
    for (const reason of ['Damaged in transit', 'Wrong item sent', 'Confirmed manufacturing defect', 'Warranty claim']) {
      await expect(page.getByRole('row', { name: reason })).toContainText('We do')
    }
  })
})

test.describe('contact and dates', () => {
  test('shipping contact cards offer e-mail, phone with hours, the response time and the contact page', async ({ page }) => {
    await page.goto('/shipping-policy')
    await hydrated(page)
    const region = page.getByRole('region', { name: 'Still have a question?' })
    await expect(region.getByRole('link', { name: shop.contact.email })).toHaveAttribute('href', `mailto:${shop.contact.email}`)
    await expect(region.getByRole('link', { name: shop.contact.phone })).toHaveAttribute('href', shop.contact.phoneHref)
    await expect(region).toContainText(shop.contact.phoneHours)
    await expect(region).toContainText(`${shop.shipping.supportResponseHours} hours`)
    await region.getByRole('link', { name: 'Go to the contact page' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('the return policy’s contact button leads to /contact', async ({ page }) => {
    await page.goto('/return-policy')
    await hydrated(page)
    await page.getByRole('link', { name: 'Contact us', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('the privacy policy is dated today by the server, and hydrates without a mismatch', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    const before = formatPolicyDate(new Date())
    await page.goto('/privacy-policy')
    await hydrated(page)
    const after = formatPolicyDate(new Date())
    const date = page.getByText(/^Last updated: /)
    await expect(date).toHaveText(new RegExp(`^Last updated: (${before}|${after})$`))
    expect(errors).toEqual([])
    for (const heading of [
      'Introduction',
      'Information we collect',
      'How we use your information',
      'Who we share it with',
      'Cookies and local storage',
      'How we protect it',
      'Your rights',
      'Children',
      'Changes to this policy',
      'Contact us',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    }
  })

  test('the policy pages hydrate without console errors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    for (const path of ['/shipping-policy#support', '/return-policy']) {
      await page.goto(path)
      await hydrated(page)
    }
    expect(errors).toEqual([])
  })
})
