import { expect, type Page, test } from '@playwright/test'
import { home } from '../../app/content/home'
import { newsletterCopy } from '../../app/content/newsletter'
import { disclaimer } from '../../app/content/claims'
import { paintMetrics, recordPaintMetrics, visibleShifts } from '../helpers/paint-metrics'
import { hydrated } from '../../scripts/lib/site-map'
import { expectUncovered } from '../helpers/viewport'
import { drawWholePage } from '../../scripts/lib/whole-page'

async function ldJson(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown> & { '@type': string })
}

test.describe('home page', () => {
  test('shows its sections in the order of the product’s rules, each with its key copy', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    const headings = (await main.locator('h1, h2').allTextContents()).map((t) => t.trim())
    expect(headings).toEqual([
      'Reconnect with the Earth. Sleep better tonight.',
      home.categories.heading,
      home.reviews.heading,
      home.problems.heading,
      home.introduction.heading,
      home.benefits.heading,
      home.products.heading,
      home.steps.heading,
      home.video.heading,
      home.science.heading,
      'Common Questions About Grounding',
      'Ready to Transform Your Health?',
      newsletterCopy.heading,
    ])

    // hero
    await expect(main.getByRole('link', { name: home.hero.primary.label })).toHaveAttribute('href', '#products')
    await expect(main.getByRole('link', { name: home.hero.secondary.label })).toHaveAttribute('href', '#video-testimonial')

    // category tiles
    const tiles = main.getByRole('region', { name: home.categories.heading })
    for (const [name, href] of [
      ['Grounding Sheets', '/sleep-products'],
      ['Grounding Mats', '/mats-products'],
      ['Accessories', '/accessories'],
      ['Shop All', '/shop-all'],
    ]) {
      await expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!)
    }

    // reviews: the rating summary and three reviews
    const reviews = main.getByRole('region', { name: home.reviews.heading })
    await expect(reviews.getByText('4.8/5 from 2,347 reviews')).toBeVisible()
    await expect(reviews.getByRole('listitem')).toHaveCount(3)
    await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3)

    // problem list and introduction
    await expect(main.getByRole('region', { name: home.problems.heading }).getByRole('listitem')).toHaveCount(5)
    const intro = main.getByRole('region', { name: home.introduction.heading })
    await expect(intro.getByText('50,000+', { exact: true })).toBeVisible()

    // benefits grid
    const benefits = main.getByRole('region', { name: home.benefits.heading })
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(['Better sleep', 'Less pain and inflammation', 'More energy'])

    // popular products frame
    const products = page.locator('section#products')
    await expect(products.getByRole('heading', { level: 2 })).toHaveText(home.products.heading)
    await expect(products.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/shop-all')

    // getting started: three numbered steps
    await expect(main.getByRole('region', { name: home.steps.heading }).getByRole('listitem')).toHaveCount(3)

    // video story
    const video = page.locator('section#video-testimonial')
    await expect(video.getByRole('heading', { level: 2 })).toHaveText(home.video.heading)
    await expect(video.getByText(home.video.quote)).toBeVisible()

    // science
    const science = main.getByRole('region', { name: home.science.heading })
    await expect(science.getByText('50+', { exact: true })).toBeVisible()
    await expect(science.getByText('Doctor recommended')).toBeVisible()
    await expect(science.getByRole('link', { name: 'Explore the research →' })).toHaveAttribute('href', '/about-grounding#science')

    // FAQ teaser
    const faq = main.getByRole('region', { name: 'Common Questions About Grounding' })
    await expect(faq.locator('summary')).toHaveText([
      'Is grounding scientifically proven?',
      'How long before I see results?',
      'Is grounding safe?',
      'How do I know if it’s working?',
      'Which product should I choose?',
    ])
    await expect(faq.getByRole('link', { name: 'See All FAQs →' })).toHaveAttribute('href', '/faq')

    // call-to-action
    const cta = main.getByRole('region', { name: 'Ready to Transform Your Health?' })
    await expect(cta.getByText("Join 10,000+ people who've discovered the benefits of grounding", { exact: true })).toBeVisible()
    for (const perk of ['Free shipping on orders of SGD 50 and over', 'Lifetime customer support', 'Safe and tested products']) {
      await expect(cta.getByText(perk, { exact: true })).toBeVisible()
    }
    await expect(cta.getByRole('link', { name: 'Start Grounding Today →' })).toHaveAttribute('href', '#products')
    await expect(cta.getByRole('link', { name: 'Learn more about the science' })).toHaveAttribute('href', '/about-grounding')
    await expect(cta.getByRole('link', { name: 'read our FAQ' })).toHaveAttribute('href', '/faq')
  })

  test('the claims agree with each other and the disclaimer sits beside them', async ({ page }) => {
    await page.goto('/')
    await drawWholePage(page)
    const main = page.getByRole('main')
    const text = (await main.innerText()).replace(/\s+/g, ' ')
    expect(text).toContain('Rated 4.8/5 from 2,347 reviews')
    expect(text).toContain('Doctor recommended')
    expect(text).toContain('10,000+ happy customers')
    expect(text).toContain('50,000+ grounding enthusiasts')
    expect(text).toContain('over 50 peer-reviewed studies')
    expect(text).toContain('within 1-4 weeks')
    expect(text).toContain('ground tester included with every purchase')
    // No other rating, review count or study count creeps in.
    expect(text.match(/\d\.\d\/5/g)?.every((r) => r === '4.8/5')).toBe(true)
    expect(text.match(/[\d,]+ reviews/g)?.every((r) => r === '2,347 reviews')).toBe(true)
    expect(text.match(/\b\d+\+ studies/g)?.every((r) => r === '50+ studies')).toBe(true)
    await expect(main.getByText(disclaimer).first()).toBeVisible()
    // The copy never promises to diagnose, treat, cure or prevent anything.
    expect(text.replaceAll(disclaimer, '')).not.toMatch(/\b(diagnos\w*|treat(s|ment)?|cures?|prevents?)\b/i)
  })

  test('hero buttons jump to the products and to the customer story, below the fixed header', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const productsHeading = page.locator('#products h2')
    await expect(productsHeading).not.toBeInViewport()
    await page.getByRole('link', { name: home.hero.primary.label }).click()
    await expect(page).toHaveURL(/#products$/)
    await expectUncovered(productsHeading)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: home.hero.secondary.label }).click()
    await expect(page).toHaveURL(/#video-testimonial$/)
    await expectUncovered(page.locator('#video-testimonial h2'))
  })

  test("'Start Grounding Today →' scrolls back up to the products", async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const button = page.getByRole('link', { name: 'Start Grounding Today →' })
    await button.scrollIntoViewIfNeeded()
    await expect(page.locator('#products h2')).not.toBeInViewport()
    await button.click()
    await expectUncovered(page.locator('#products h2'))
  })

  test('the scroll glides, jumps for people who ask for reduced motion, and Tab carries on from the target', async ({ page }) => {
    /**
     * Clicks the hero button; returns every scroll position the page passed through, and how the
     * page was set to scroll at each (how many frames a glide gets is the machine's pace, not the page's).
     */
    const scrollPath = async () => {
      await page.goto('/')
      await hydrated(page)
      await page.evaluate(() => {
        const w = window as unknown as { positions: number[]; behaviours: string[] }
        w.positions = []
        w.behaviours = []
        addEventListener('scroll', () => {
          w.positions.push(Math.round(scrollY))
          w.behaviours.push(getComputedStyle(document.documentElement).scrollBehavior)
        })
      })
      await page.getByRole('link', { name: home.hero.primary.label }).click()
      await expectUncovered(page.locator('#products h2'))
      return page.evaluate(() => {
        const { positions, behaviours } = window as unknown as { positions: number[]; behaviours: string[] }
        return { positions, behaviours }
      })
    }
    const smooth = await scrollPath()
    expect(smooth.positions.length).toBeGreaterThan(0)
    expect(smooth.behaviours[0]).toBe('smooth')
    // A glide passes through positions short of the target; a jump arrives at once.
    expect(smooth.positions[0]).toBeLessThan(smooth.positions.at(-1)!)
    // Tab carries on from the products section, not from the top of the page.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('#products'))).toBe(true)

    // Back returns to where the shopper was, as with any anchor.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const instant = await scrollPath()
    expect(instant.positions.length).toBeGreaterThan(0)
    expect(instant.behaviours[0]).toBe('auto')
    expect(instant.positions[0]).toBe(instant.positions.at(-1))
  })

  test('FAQ accordion: one answer open at a time, closable, and keyboard-operable', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const items = page.locator('details[name="home-faq"]')
    await expect(items).toHaveCount(5)
    const openCount = () => page.locator('details[name="home-faq"][open]').count()
    // The first answer starts open.
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await expect(items.nth(0).getByText('over 50 peer-reviewed studies')).toBeVisible()

    // Opening another closes the first.
    await items.nth(1).locator('summary').click()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open', '')
    await expect(items.nth(1).getByText('within 1-4 weeks')).toBeVisible()
    await expect(items.nth(0).getByText('over 50 peer-reviewed studies')).toBeHidden()
    expect(await openCount()).toBe(1)

    // Clicking it again closes it.
    await items.nth(1).locator('summary').click()
    await expect(items.nth(1)).not.toHaveAttribute('open', '')
    expect(await openCount()).toBe(0)

    // Keyboard: Enter opens, Space closes, Tab moves on to the next question.
    await items.nth(3).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(items.nth(3)).toHaveAttribute('open', '')
    await expect(items.nth(3).getByText('A ground tester comes with every purchase')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(items.nth(3)).not.toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(items.nth(4).locator('summary')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(items.nth(4).getByText(/sheets for sleep, mats for desk work, and starter kits for whole-home coverage/)).toBeVisible()
    expect(await openCount()).toBe(1)
  })

  test('publishes Organization and WebSite as JSON-LD, and the five FAQ questions as FAQPage microdata on the accordion', async ({ page, request }) => {
    // The FAQ copy is in the page once: the accordion is its structured data, with no JSON-LD copy of
    // it. (The page's copy also rides in the data it hydrates from, the loader's, instead of its script.)
    const html = await (await request.get('/')).text()
    const markup = html.replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    expect(markup.split(home.faq.items[0]!.answer)).toHaveLength(2)
    // The site's structured data too: in the head, not again in the data the page hydrates from.
    expect(html.split('"@type":"Organization"')).toHaveLength(2)
    await page.goto('/')
    const blocks = await ldJson(page)
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['Organization', 'WebSite'])
    const faq = await page.locator('[itemscope][itemtype="https://schema.org/FAQPage"]').evaluateAll((pages) =>
      pages.map((faqPage) =>
        [...faqPage.querySelectorAll(':scope [itemprop="mainEntity"]')].map((question) => ({
          type: question.getAttribute('itemtype'),
          name: question.querySelector('[itemprop="name"]')?.textContent,
          answerType: question.querySelector('[itemprop="acceptedAnswer"]')?.getAttribute('itemtype'),
          answer: question.querySelector('[itemprop="acceptedAnswer"][itemscope] [itemprop="text"]')?.textContent,
        })),
      ),
    )
    expect(faq).toEqual([
      home.faq.items.map((item) => ({
        type: 'https://schema.org/Question',
        name: item.question,
        answerType: 'https://schema.org/Answer',
        answer: item.answer,
      })),
    ])
  })

  test('the featured story shows its poster, words and full story, and nothing loads from elsewhere', async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (req) => {
      if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url())
    })
    await page.goto('/')
    await hydrated(page)
    const video = page.locator('#video-testimonial')
    await expect(video.locator('iframe, video')).toHaveCount(0)
    await expect(video.getByText(home.video.transcript[0]!)).toBeHidden()
    await video.getByText(home.video.transcriptLabel).click()
    await expect(video.getByText(home.video.transcript[0]!)).toBeVisible()
    expect(foreign).toEqual([])
  })

  test('the heading text is the largest paint and nothing shifts as the page loads', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await recordPaintMetrics(page)
    await page.goto('/')
    await hydrated(page)
    const result = await paintMetrics(page, '[aria-labelledby="home-hero-heading"]')
    expect(['H1', 'P']).toContain(result.lcpTag)
    expect(result.lcpWithin).toBe(true)
    expect(visibleShifts(result)).toEqual([])
    // Any raster image below the fold waits until it is needed.
    for (const img of await page.locator('main img').all()) {
      const box = await img.boundingBox()
      if (box && box.y > 844) {
        expect(await img.getAttribute('loading'), `image at y=${box.y} loads lazily`).toBe('lazy')
      }
    }
  })
})

test.describe('popular products', () => {
  const products = (page: Page) => page.locator('section#products')

  test('Add puts a best seller in the cart, and pointing at a card prefetches its page', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const add = products(page)
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
    const title = (await add.getAttribute('aria-label'))!.replace(/^Add (.*) to cart$/, '$1')
    await expect(page.locator(`link[rel="prefetch"][href*="/product/"]`)).toHaveCount(0)
    await products(page).getByRole('link', { name: title, exact: true }).hover()
    await expect(page.locator(`link[rel="prefetch"][href*="/product/"]`).first()).toBeAttached()
    await add.click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByRole('status')).toHaveText(`Added to cart: ${title}`)
  })

  test('their images load lazily and fade in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await hydrated(page)
    const image = products(page).getByRole('list', { name: 'Popular products' }).getByRole('img').first()
    await expect(image).toHaveAttribute('loading', 'lazy')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(image).toHaveAttribute('data-loaded', 'true')
    await expect(image).toHaveCSS('opacity', '1')
  })

  test('without JavaScript, each card shows its image and opens its product', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const grid = products(page).getByRole('list', { name: 'Popular products' })
    await expect(grid.getByRole('listitem')).toHaveCount(4)
    const images = grid.getByRole('img')
    await expect(images).toHaveCount(4)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveCSS('opacity', '1')
    }
    const link = grid.getByRole('heading', { level: 3 }).first().getByRole('link')
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await context.close()
  })
})

test.describe('home page reached and left by client-side navigation', () => {
  // A marker on the window survives only a client-side navigation, not a document load.
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1))
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker)

  test('a visit from another page shows every section, and its links stay in the app', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    await mark(page)
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click()
    await expect(page).toHaveURL(/\/$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading)
    await expect(main.getByRole('heading', { name: home.cta.heading })).toBeVisible()
    await expect(page.locator('details[name="home-faq"]')).toHaveCount(5)
    expect(await marked(page)).toBe(1)

    // The products came with the data, and work; so does the newsletter band.
    await page
      .locator('section#products')
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.locator('section#newsletter').getByRole('textbox', { name: newsletterCopy.emailLabel }).fill('a@b')
    await page.locator('section#newsletter').getByRole('button', { name: newsletterCopy.submit }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: newsletterCopy.outcomes.invalid.title })).toBeVisible()
    expect(await marked(page)).toBe(1)

    await main
      .getByRole('region', { name: home.categories.heading })
      .getByRole('link', { name: /^Grounding Mats/ })
      .click()
    await expect(page).toHaveURL(/\/mats-products$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await marked(page)).toBe(1)
  })

  test('the sections hydrate without an error and their links navigate client-side', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    await hydrated(page)
    await mark(page)
    await expect(page.getByRole('main').getByRole('heading', { name: home.science.heading })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: home.faq.more.label }).click()
    await expect(page).toHaveURL(/\/faq$/)
    expect(await marked(page)).toBe(1)
    expect(errors).toEqual([])
  })
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the scroll buttons and the accordion still work', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: home.hero.primary.label }).click()
    await expectUncovered(page.locator('#products h2'))
    const items = page.locator('details[name="home-faq"]')
    await items.nth(2).locator('summary').click()
    await expect(items.nth(2)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open', '')
  })
})
