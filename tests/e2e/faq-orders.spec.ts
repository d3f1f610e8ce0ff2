import { expect, test } from '@playwright/test'
import { faqCategories, faqQuestions } from '../../app/content/faq'
import { hydrated } from '../../scripts/lib/site-map'

/** The FAQ's Sizes, Orders & Delivery category: its chip, its section, its questions, its search. */

const category = faqCategories.find((c) => c.id === 'orders')!
const questions = faqQuestions.filter((q) => q.category === 'orders')
const sizes = faqQuestions.find((q) => q.id === 'which-size-should-i-order')!

for (const path of ['/faq', '/en-my/faq']) {
  test(`${path}: the category's chip leads to its section, which holds its questions, and a question opens on a tap`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link', { name: category.title }).click()
    const heading = page.getByRole('heading', { level: 2, name: category.title })
    await expect(heading).toBeInViewport()
    await expect(page).toHaveURL(new RegExp(`#category-${category.id}$`))
    const section = page.locator(`#category-${category.id}`)
    await expect(section.locator('details[name="faq"]')).toHaveCount(questions.length)
    await section.locator(`details#${sizes.id} > summary`).click()
    await expect(page.locator(`details#${sizes.id}`)).toHaveAttribute('open', '')
    await expect(page.locator(`details#${sizes.id}`).getByText(/Queen up to 152 x 203 cm/)).toBeVisible()
  })
}

test('a search for a size finds the question on sizes; a link to it opens it', async ({ page }) => {
  await page.goto('/faq')
  await hydrated(page)
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('mattress')
  await expect(page.locator(`details#${sizes.id}`)).toBeVisible()
  await page.goto(`/faq#${sizes.id}`)
  await hydrated(page)
  await expect(page.locator(`details#${sizes.id}`)).toHaveAttribute('open', '')
  await expect(page.locator(`details#${sizes.id} > summary`)).toBeInViewport()
})
