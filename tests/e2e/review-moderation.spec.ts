import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { type Database, openDb, reviews } from '../../services/db'
import { hydrated } from '../../scripts/lib/site-map'
import { type Shop, SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'
import { NO_TEST_POSTGRES, TEST_POSTGRES } from '../launchers/test-postgres'

/**
 * A review's way to the page: sent through the form with a photo, approved by a moderator with
 * the shop running (on Postgres, which the moderation reaches beside it), shown on the next load
 * with its photo served resized. The page cache is off here: its delay is its own (decision 045).
 */
const schema = `e2e_moderation_${randomBytes(4).toString('hex')}`
const dataDir = path.join(tmpdir(), `groundwell-moderation-${randomBytes(4).toString('hex')}`)

let shop: Shop | undefined
let database: Database | undefined
let files: string

// On the tests' own Postgres, never a guessed one: without it, skipped and counted with the reason.
test.skip(Boolean(NO_TEST_POSTGRES), `Review moderation on Postgres ${NO_TEST_POSTGRES}`)

test.describe.configure({ timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(2 * SHOP_START_MS)
  files = mkdtempSync(path.join(tmpdir(), 'groundwell-moderation-photos-'))
  shop = await startShop({ env: { DATABASE_URL: TEST_POSTGRES, DATABASE_SCHEMA: schema, DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0' } })
  await expect.poll(shop.output, { timeout: 60_000 }).toContain('review photos in the database')
  database = await openDb({ databaseUrl: TEST_POSTGRES, schema })
})

test.afterAll(async () => {
  test.setTimeout(SHOP_START_MS)
  await shop?.stop()
  await database?.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)).finally(() => database?.close())
  for (const dir of [files, dataDir]) rmSync(dir, { recursive: true, force: true })
})

test('a review sent with a photo shows on the testimonials page once approved, its photo resized', async ({ page }) => {
  const email = `moderated-${randomBytes(4).toString('hex')}@example.com`
  const story = `The mat under my desk took the edge off my afternoon slump (${randomBytes(3).toString('hex')}).`
  const photo = path.join(files, 'desk.jpg')
  writeFileSync(
    photo,
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3f8052' } })
      .jpeg()
      .toBuffer(),
  )

  await page.goto(`${shop!.url}/testimonials#write-a-review`)
  await hydrated(page)
  const form = page.locator('#write-a-review form')
  await form.getByRole('textbox', { name: 'Your name', exact: true }).fill('Rahim Yusof')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await form.getByRole('combobox', { name: 'Product purchased' }).selectOption('mat')
  await form.getByRole('radio', { name: '4 stars' }).check()
  await form.getByRole('textbox', { name: 'Your story', exact: true }).fill(story)
  await form.getByRole('checkbox').check()
  await form.getByLabel('Photos (optional)').setInputFiles(photo)
  await form.getByRole('button', { name: 'Submit review' }).click()
  await expect(page.getByText('Your review and 1 photo are waiting for moderation')).toBeVisible()

  const reviewsBand = page.locator('#reviews')
  const card = reviewsBand.getByRole('article').filter({ hasText: story })
  await page.reload()
  await expect(reviewsBand.getByRole('status')).toContainText('Showing')
  await expect(card).toHaveCount(0)

  // Approved as a moderator does it: `npm run reviews -- --approve N`, beside the running shop.
  const [pending] = await database!.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.email, email))
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/reviews.ts', '--approve', String(pending!.id)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: TEST_POSTGRES, DATABASE_SCHEMA: schema },
  })
  expect(stdout).toContain(`Review #${pending!.id} approved`)

  await page.reload()
  // First in the list, under the first name only, with no purchase to verify it by.
  await expect(reviewsBand.getByRole('article').first()).toContainText(story)
  await expect(card.getByRole('heading', { name: 'Rahim', exact: true })).toBeVisible()
  await expect(card).toContainText('Grounding mat')
  await expect(card).not.toContainText('Verified purchase')
  await expect(card).not.toContainText(email)

  const thumbnail = card.getByRole('img', { name: 'Photo 1 of 1 from Rahim (opens full size)' })
  await thumbnail.scrollIntoViewIfNeeded()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThanOrEqual(160)
  const large = await page.request.get(`${shop!.url}${await card.getByRole('link').getAttribute('href')}`, { headers: { Accept: 'image/webp' } })
  expect([large.status(), large.headers()['content-type']]).toEqual([200, 'image/webp'])
  expect((await sharp(await large.body()).metadata()).width).toBe(900)

  // The filters and search find it like any other review.
  await page.goto(`${shop!.url}/testimonials?product=Mat&q=afternoon+slump`)
  await expect(card).toBeVisible()

  // A mat's product page shows it among its reviews, before the published ones; a sheet's does not.
  await page.goto(`${shop!.url}/product/earthing-therapy-mat`)
  const productReviews = page.locator('#reviews')
  await expect(productReviews.getByRole('article').first()).toContainText(story)
  await page.goto(`${shop!.url}/product/premium-earthing-flat-sheet`)
  await expect(page.locator('#reviews').getByRole('article').first()).toBeVisible()
  await expect(page.locator('#reviews').getByRole('article').filter({ hasText: story })).toHaveCount(0)
})
