import { expect, type Page, test } from '@playwright/test'
import { faqCategories, faqQuestions } from '../../app/content/faq'
import { pauseClock, runClockUntil } from '../helpers/clock'
import { hydrated } from '../../scripts/lib/site-map'
import { delayRequests, routeModule } from '../helpers/delayed-requests'

const question = (page: Page, id: string) => page.locator(`details#${id}`)
const summary = (page: Page, id: string) => page.locator(`details#${id} > summary`)
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the FAQ' })
const visibleIds = (page: Page) => page.locator('details[name="faq"]').evaluateAll((els) => els.map((el) => el.id))
const textOf = (id: string) => {
  const q = faqQuestions.find((x) => x.id === id)!
  return `${q.question} ${q.answer}`.toLowerCase()
}
const top5 = [...faqQuestions].sort((a, b) => b.views - a.views).slice(0, 5)

test.describe('FAQ page', () => {
  test('the server HTML holds every question and answer, the categories and the contact blocks', async ({ request }) => {
    const html = await (await request.get('/faq')).text()
    const body = html.slice(html.indexOf('<body'))
    expect(body.match(/<details name="faq"/g)).toHaveLength(faqQuestions.length)
    for (const q of faqQuestions) {
      expect(body).toContain(`id="${q.id}"`)
      // The first words of every answer are in the page itself, not only in the head.
      const opening = q.answer.split(/[.:,'’“”"&<>]/)[0]!.trim()
      expect(body, q.id).toContain(opening)
    }
    for (const c of faqCategories) expect(body).toContain(c.title.replace('&', '&amp;'))
    expect(body).toContain('Most Popular Questions This Week')
    expect(body).toContain('Still have questions?')
    expect(body.match(/href="\/contact"[^>]*>Contact support</g)).toHaveLength(3)
  })

  test('FAQPage JSON-LD is valid JSON, lists every question with its answer and is sent once', async ({ request }) => {
    const html = await (await request.get('/faq?q=resistor')).text()
    // Once: not again in the data the page hydrates from.
    expect(html.split('FAQPage').length - 1).toBe(1)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!))
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage')
    expect(faqPage).toBeTruthy()
    expect(faqPage['@context']).toBe('https://schema.org')
    // All questions, even when the page itself shows a search result.
    expect(faqPage.mainEntity).toHaveLength(faqQuestions.length)
    for (const q of faqQuestions) {
      const entry = faqPage.mainEntity.find((e: { name: string }) => e.name === q.question)
      expect(entry, q.id).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer', text: q.answer } })
    }
  })

  test('search filters questions and answers as you type, case-insensitively', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    await expect(page.locator('details[name="faq"]')).toHaveCount(faqQuestions.length)

    await search(page).pressSequentially('ReSiStOr')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/questions? match(es)? “ReSiStOr”/)
    // The answers changed under the field, which kept focus and caret.
    await expect(search(page)).toBeFocused()
    expect(await search(page).evaluate((field: HTMLInputElement) => field.selectionStart)).toBe('ReSiStOr'.length)
    const ids = await visibleIds(page)
    expect(ids.length).toBeGreaterThan(1)
    expect(ids.length).toBeLessThan(faqQuestions.length)
    for (const id of ids) expect(textOf(id)).toContain('resistor')
    const expected = faqQuestions.filter((q) => textOf(q.id).includes('resistor')).map((q) => q.id)
    expect(ids).toEqual(expected)
    await expect(page.getByText('Most Popular Questions This Week')).toBeHidden()

    // A word found only in an answer finds its question, and is highlighted there.
    await search(page).fill('pacemaker')
    await expect.poll(() => visibleIds(page)).toEqual(['who-should-check-with-a-doctor'])
    await summary(page, 'who-should-check-with-a-doctor').click()
    await expect(question(page, 'who-should-check-with-a-doctor').locator('mark')).toHaveText(['pacemaker'])
  })

  test('words typed before the page could answer them are searched for once it can', async ({ page }) => {
    // The page's script is delayed until the shopper has typed: the document is not loaded till then.
    const script = await routeModule(page.request, '/faq', 'routes/faq/route')
    const { release } = await delayRequests(page, (url) => url.pathname === script)
    await page.goto('/faq', { waitUntil: 'commit' })
    await search(page).fill('thunderstorm')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    release()
    await hydrated(page)
    await expect(page).toHaveURL(/\/faq\?q=thunderstorm$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/match(es)? “thunderstorm”/)
    await expect(search(page)).toHaveValue('thunderstorm')
  })

  test('an empty result offers to clear the search or ask us directly', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    await search(page).pressSequentially('zebra crossing')
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
    await expect(page.locator('details[name="faq"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/contact')
    await expect(page).toHaveURL(/\?q=zebra\+crossing$/)

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeHidden()
    await expect(page.locator('details[name="faq"]')).toHaveCount(faqQuestions.length)
    await expect(search(page)).toHaveValue('')
    await expect(search(page)).toBeFocused()
    await expect(page).toHaveURL(/\/faq$/)
  })

  test('the query lives in the URL: replaced, not pushed, and rendered by the server for a shared link', async ({ page, browser, baseURL }) => {
    await page.clock.install()
    await page.goto('/faq')
    await hydrated(page)
    const before = await page.evaluate(() => history.length)
    // The URL follows 300 ms after typing stops, in the page's time, which moves only when told.
    await pauseClock(page)
    await search(page).pressSequentially('wash')
    await expect(search(page)).toHaveValue('wash')
    await page.clock.runFor(299)
    await expect(page).toHaveURL(/\/faq$/)
    await page.clock.runFor(1)
    await expect(page).toHaveURL(/\/faq\?q=wash$/)
    expect(await page.evaluate(() => history.length)).toBe(before)
    await page.clock.resume()
    // The answers come with that visit's data, a moment after the URL: the result line follows them.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/match(es)? “wash”/)
    const filtered = await visibleIds(page)

    // A reload, and a fresh visitor without JavaScript, see the same result from the server.
    await page.reload()
    await expect(search(page)).toHaveValue('wash')
    expect(await visibleIds(page)).toEqual(filtered)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noJs = await context.newPage()
    await noJs.goto(`${baseURL}/faq?q=wash`)
    await expect(noJs.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('wash')
    expect(await visibleIds(noJs)).toEqual(filtered)
    await context.close()

    // Back and forward restore the query the URL holds.
    await hydrated(page)
    await page.getByRole('region', { name: 'Still have questions?' }).getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/faq\?q=wash$/)
    await expect(search(page)).toHaveValue('wash')
    expect(await visibleIds(page)).toEqual(filtered)

    // A link to the FAQ starts afresh, also after typing on a page the router has not left.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).first().click()
    await expect(page).toHaveURL(/\/faq$/)
    // The router renders the new URL a moment after it is in the bar (a transition): typing
    // before then would type "wash" over "wash", which changes nothing.
    await expect(search(page)).toHaveValue('')
    await search(page).fill('wash')
    await expect(page).toHaveURL(/\/faq\?q=wash$/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).first().click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(search(page)).toHaveValue('')
    await expect(page.locator('details[name="faq"]')).toHaveCount(faqQuestions.length)
  })

  test('without JavaScript, the search form and the accordions still work', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseURL}/faq`)
    await search(page).fill('thunderstorm')
    await search(page).press('Enter')
    await expect(page).toHaveURL(/\/faq\?q=thunderstorm$/)
    expect(await visibleIds(page)).toContain('can-i-use-it-during-a-thunderstorm')
    await summary(page, 'can-i-use-it-during-a-thunderstorm').click()
    await expect(question(page, 'can-i-use-it-during-a-thunderstorm').getByText(/unplugging the grounding cord/)).toBeVisible()
    await context.close()
  })

  test("'Most Popular Questions This Week' lists the five most viewed questions, and each opens its question", async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const popular = page.getByRole('region', { name: 'Most Popular Questions This Week' })
    const links = popular.getByRole('link')
    await expect(links).toHaveCount(5)
    for (const [i, q] of top5.entries()) {
      await expect(links.nth(i)).toContainText(q.question)
      await expect(links.nth(i)).toHaveAttribute('href', `#${q.id}`)
    }
    const target = top5[3]!
    await links.nth(3).click()
    await expect(question(page, target.id)).toHaveAttribute('open', '')
    await expect(summary(page, target.id)).toBeInViewport()
    await expect(question(page, target.id).getByText(target.answer.split('.')[0]!)).toBeVisible()
  })

  test('category chips scroll to their category', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const chips = page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link')
    await expect(chips).toHaveCount(faqCategories.length)
    const last = faqCategories.at(-1)!
    const heading = page.getByRole('heading', { level: 2, name: last.title })
    await expect(heading).not.toBeInViewport()
    await chips.filter({ hasText: last.title }).click()
    await expect(heading).toBeInViewport()
    await expect(page).toHaveURL(new RegExp(`#category-${last.id}$`))
    // The heading is not hidden under the fixed header.
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
  })

  test('questions open one at a time, close again, and work from the keyboard', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const [a, b] = ['is-grounding-safe', 'how-to-wash-a-grounding-sheet']
    await summary(page, a).click()
    await expect(question(page, a)).toHaveAttribute('open', '')
    await summary(page, b).click()
    await expect(question(page, b)).toHaveAttribute('open', '')
    await expect(question(page, a)).not.toHaveAttribute('open')
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(1)
    await summary(page, b).click()
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(0)

    await summary(page, a).focus()
    await page.keyboard.press('Enter')
    await expect(question(page, a)).toHaveAttribute('open', '')
    await page.keyboard.press('Space')
    await expect(question(page, a)).not.toHaveAttribute('open')
  })

  test('copy link puts the URL of the question on the clipboard, with a toast and a 2-second check mark', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await page.goto('/faq?q=resistor')
    await hydrated(page)
    const id = 'what-is-the-resistor-for'
    const text = faqQuestions.find((q) => q.id === id)!.question
    // The answer's buttons come with its opening (their code fetched then, on the page's clock).
    await summary(page, id).click()
    const button = question(page, id).getByRole('button', { name: `Copy link: ${text}` })
    await expect(button).toBeVisible()
    // The page's time moves only when told from here: the 2 seconds are measured, not raced.
    await pauseClock(page)
    await button.click()
    // The toast library comes with the first toast and reveals it on a short timer of its own.
    await runClockUntil(page, () => toast(page, 'Link copied to clipboard!').isVisible())
    // The URL of the question, without the search that was on screen.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/faq#${id}`)
    const copied = question(page, id).getByRole('button', { name: `Link copied: ${text}` })
    await expect(copied.locator('[data-icon="check"]')).toBeVisible()
    await page.clock.runFor(2000)
    await expect(button.locator('[data-icon="link"]')).toBeVisible()

    // From a click: the check mark stays for 2 seconds, then goes.
    await button.click()
    await expect(copied.locator('[data-icon="check"]')).toBeVisible()
    await page.clock.runFor(1999)
    await expect(copied).toBeVisible()
    await page.clock.runFor(1)
    await expect(button.locator('[data-icon="link"]')).toBeVisible()
  })

  test("'Was this helpful?' thanks with a toast, and remembers the answer for the page session only", async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const [a, b] = ['how-to-set-up-a-sheet', 'how-do-i-know-its-working']
    await summary(page, a).click()
    const groupA = question(page, a).getByRole('group', { name: 'Was this helpful?' })
    await groupA.getByRole('button', { name: 'Yes' }).click()
    await expect(toast(page, 'Thanks for your feedback!')).toBeVisible()
    await expect(groupA).toBeHidden()
    await expect(question(page, a).getByText('Thank you for your feedback')).toBeFocused()

    await summary(page, b).click()
    await question(page, b).getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'No' }).click()
    await expect(toast(page, "Thanks for letting us know. We'll improve this answer.")).toBeVisible()
    await expect(question(page, b).getByText("We'll use your feedback")).toBeVisible()

    // Filtering hides and brings back the question; the answer given is still remembered.
    await search(page).fill('thunderstorm')
    await expect(question(page, a)).toHaveCount(0)
    await search(page).fill('')
    await summary(page, a).click()
    await expect(question(page, a).getByText('Thank you for your feedback')).toBeVisible()

    // A new page session asks again (once the cleared search has left the URL).
    await expect(page).toHaveURL(/\/faq$/)
    await page.reload()
    await hydrated(page)
    await summary(page, a).click()
    await expect(question(page, a).getByRole('button', { name: 'Yes' })).toBeVisible()
  })

  test('a link to /faq#id opens that question and scrolls it into view', async ({ page }) => {
    const target = faqQuestions.at(-1)!
    await page.goto(`/faq#${target.id}`)
    await expect(question(page, target.id)).toHaveAttribute('open', '')
    await expect(summary(page, target.id)).toBeInViewport()
    await expect(summary(page, target.id)).toBeFocused()
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(1)

    // Changing the fragment on the page opens the new question.
    await page.evaluate(() => {
      location.hash = 'what-is-grounding'
    })
    await expect(question(page, 'what-is-grounding')).toHaveAttribute('open', '')
    await expect(summary(page, 'what-is-grounding')).toBeInViewport()
    await expect(question(page, target.id)).not.toHaveAttribute('open')
  })

  test('three questions offer support, and the closing block links to /contact', async ({ page }) => {
    await page.goto('/faq')
    await hydrated(page)
    const withPrompt = faqQuestions.filter((q) => q.supportPrompt)
    expect(withPrompt).toHaveLength(3)
    for (const q of withPrompt) {
      await summary(page, q.id).click()
      await expect(question(page, q.id).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact')
    }
    const still = page.getByRole('region', { name: 'Still have questions?' })
    await still.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('FAQ page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the deep link clears the fixed header and the chips scroll sideways', async ({ page }) => {
    await page.goto('/faq#how-to-wash-a-grounding-sheet')
    const target = summary(page, 'how-to-wash-a-grounding-sheet')
    await expect(question(page, 'how-to-wash-a-grounding-sheet')).toHaveAttribute('open', '')
    await expect(target).toBeInViewport()
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
    const list = page.getByRole('navigation', { name: 'Browse by category' }).getByRole('list')
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
