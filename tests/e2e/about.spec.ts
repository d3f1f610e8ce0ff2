import { expect, test } from '@playwright/test'
import { about } from '../../app/content/about'
import { disclaimer } from '../../app/content/claims'
import { expectNoVisibleShift, recordPaintMetrics } from '../helpers/paint-metrics'
import { hydrated } from '../../scripts/lib/site-map'
import { expectUncovered } from '../helpers/viewport'
import { drawWholePage } from '../../scripts/lib/whole-page'

test.describe('about grounding page', () => {
  test('shows its sections in order, with the anchors #benefits, #science and #how-it-works', async ({ page }) => {
    await page.goto('/about-grounding')
    const main = page.getByRole('main')
    const headings = (await main.locator('h1, h2').allTextContents()).map((t) => t.trim())
    expect(headings).toEqual([
      'The Science and Benefits of Grounding',
      about.benefits.heading,
      about.moreBenefits.heading,
      about.research.heading,
      about.howItWorks.heading,
      about.testimonials.heading,
      about.shop.heading,
    ])
    await expect(page.locator('section#benefits h2')).toHaveText(about.benefits.heading)
    await expect(page.locator('section#science h2')).toHaveText(about.research.heading)
    await expect(page.locator('section#how-it-works h2')).toHaveText(about.howItWorks.heading)
    await expect(page.locator('section#products h2')).toHaveText('Shop Grounding Gear')
    // Breadcrumb: home, then this page as plain text.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('About Grounding')
  })

  test('three science-backed benefits, each with a problem, how grounding helps, an outcome and a stat', async ({ page }) => {
    await page.goto('/about-grounding')
    const cards = page.locator('#benefits > div > ul > li')
    await expect(cards).toHaveCount(3)
    await expect(cards.locator('h3')).toHaveText([/sleep/i, /inflammation and pain/i, /heart health and circulation/i])
    for (const card of await cards.all()) {
      await expect(card.getByText('The problem')).toBeVisible()
      await expect(card.getByText('How grounding helps')).toBeVisible()
      await expect(card.getByText('What you may notice')).toBeVisible()
      await expect(card.getByText(/^(\d+%|[\d.]+×)$/)).toBeVisible()
    }
  })

  test('additional benefits: stress, recovery, wound healing and vitality', async ({ page }) => {
    await page.goto('/about-grounding')
    const more = page.getByRole('region', { name: about.moreBenefits.heading })
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(['Stress', 'Recovery', 'Wound healing', 'Vitality'])
  })

  test("four cited studies, each with an external 'Read Study' link that opens safely in a new tab", async ({ page, baseURL }) => {
    await page.goto('/about-grounding')
    const science = page.locator('#science')
    await expect(science.getByText('Ghaly M, Teplitz D (2004)')).toBeVisible()
    await expect(science.getByText('Oschman JL, Chevalier G, Brown R (2015)')).toBeVisible()
    await expect(science.getByText(/Chevalier G.*\(2013\)/)).toBeVisible()
    await expect(
      science.getByRole('heading', {
        name: 'Earthing: health implications of reconnecting the human body to the Earth’s surface electrons',
      }),
    ).toBeVisible()
    const links = science.getByRole('link', { name: /^Read Study/ })
    await expect(links).toHaveCount(4)
    const hrefs: string[] = []
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!
      hrefs.push(href)
      expect(href).toMatch(/^https:\/\/(doi\.org\/10\.\d{4,}\/\S+|pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/?)$/)
      expect(new URL(href).origin).not.toBe(new URL(baseURL!).origin)
      await expect(link).toHaveAttribute('target', '_blank')
      const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/)
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
    expect(new Set(hrefs).size).toBe(4)
    expect(hrefs).toContain('https://doi.org/10.1089/acm.2004.10.767')
    expect(hrefs).toContain('https://doi.org/10.1155/2012/291541')
  })

  test('research highlights: 50+ studies, 40+ years, 1000+ participants, double-blind', async ({ page }) => {
    await page.goto('/about-grounding')
    await drawWholePage(page)
    const highlights = page.locator('#science').getByRole('list').last()
    const text = (await highlights.innerText()).replace(/\s+/g, ' ')
    for (const phrase of ['50+ Peer-reviewed studies', '40+ Years of research', '1000+ Study participants', 'Double-blind']) {
      expect(text).toContain(phrase)
    }
  })

  test('how it works compares free outdoor grounding with indoor products', async ({ page }) => {
    await page.goto('/about-grounding')
    const how = page.locator('#how-it-works')
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(['Outdoor grounding', 'Indoor grounding products'])
    await expect(how.getByText('Free', { exact: true })).toBeVisible()
    await expect(how.getByText(/ground tester with every purchase/)).toBeVisible()
    await expect(how.getByText(/100k ohm current-limiting resistor/)).toBeVisible()
  })

  test('three verified customer testimonials with a 5-star rating, before, after and a metric', async ({ page }) => {
    await page.goto('/about-grounding')
    const region = page.getByRole('region', { name: about.testimonials.heading })
    const cards = region.getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
      await expect(card.getByText('Verified Customer')).toBeVisible()
      await expect(card.getByText('Before', { exact: true })).toBeVisible()
      await expect(card.getByText('After', { exact: true })).toBeVisible()
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
      await expect(card.locator('p').last()).toHaveText(/\d/)
    }
  })

  test("'Shop Grounding Gear' scrolls to the shop links and 'Read the science' to the benefits", async ({ page }) => {
    await page.goto('/about-grounding')
    await hydrated(page)
    const shopHeading = page.locator('#products h2')
    await expect(shopHeading).not.toBeInViewport()
    await page.getByRole('link', { name: 'Shop Grounding Gear' }).click()
    await expect(page).toHaveURL(/#products$/)
    await expectUncovered(shopHeading)
    for (const [name, href] of [
      ['Grounding Sheets', '/sleep-products'],
      ['Grounding Mats', '/mats-products'],
      ['Accessories', '/accessories'],
      ['Shop All', '/shop-all'],
    ]) {
      await expect(page.locator('#products').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!)
    }

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Read the science' }).click()
    await expect(page).toHaveURL(/#benefits$/)
    await expectUncovered(page.locator('#benefits h2'))
  })

  test('a link to /about-grounding#how-it-works lands on that section, clear of the header', async ({ page }) => {
    await page.goto('/about-grounding#how-it-works')
    await hydrated(page)
    await expectUncovered(page.locator('#how-it-works h2'))
  })

  test('copy is honest: the disclaimer is visible and nothing promises to diagnose, treat, cure or prevent', async ({ page }) => {
    await page.goto('/about-grounding')
    await drawWholePage(page)
    const main = page.getByRole('main')
    await expect(main.getByText(disclaimer)).toBeVisible()
    let text = (await main.innerText()).replace(/\s+/g, ' ').replaceAll(disclaimer, '')
    // Study titles are quoted as published.
    for (const study of about.research.studies) text = text.replaceAll(study.title, '')
    expect(text).not.toMatch(/\b(diagnos\w*|treat(s|ment)?|cures?|prevents?)\b/i)
  })

  test('nothing shifts as the page loads', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await recordPaintMetrics(page)
    await page.goto('/about-grounding')
    await hydrated(page)
    await expectNoVisibleShift(page)
  })
})
