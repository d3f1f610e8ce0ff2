import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, type Database, mailOutbox, reviews, subscribers } from '../db'
import { openTestPglite } from '../db/testing'
import { createFunctions, type FunctionsHandler, shopIdentity } from './index'
import { checkPhoto, folderPhotoStorage } from './photos'
import { embeddedStoreVariants } from '../../tests/fakes/store-variants'
import { hostileBody, type HostileBody, hostileReview, reviewRequest, unlimitedLimits } from '../../tests/fakes/hostile'

/**
 * Hostile input, property-based: every function gets 2,000 generated bodies (FUZZ_RUNS to change) (wrong types, huge
 * strings, unicode edge cases, control characters, prototype-pollution keys, broken JSON, wrong
 * content types; for reviews also real, corrupt, mislabelled, empty and oversized photos and
 * spoilt multipart bodies) and must answer every one with JSON — `{success}` or `{error}` — never
 * a 5xx, never a crash, never a polluted prototype, never a half-written row or a stray photo.
 */

// 2,000 generated inputs still find a photo whose decoding throws (after a few hundred in the runs
// tried); FUZZ_RUNS=10000 (or more) for a deeper search before a release.
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000)
const ORIGIN = 'https://shop.example.sg'
const limits = unlimitedLimits

describe('backend functions under hostile input (PGlite)', () => {
  let database: Database
  let handle: FunctionsHandler
  const uploads = mkdtempSync(path.join(tmpdir(), 'groundwell-fuzz-photos-'))
  const errors: unknown[] = []
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort()

  beforeAll(async () => {
    database = await openTestPglite()
    handle = createFunctions({
      db: database.db,
      shop: shopIdentity(ORIGIN),
      allowedOrigin: ORIGIN,
      limits,
      photos: folderPhotoStorage(uploads),
      checkPhoto,
      variants: embeddedStoreVariants(),
      log: { error: (...args: unknown[]) => errors.push(args) },
    })
  })
  afterAll(async () => {
    await database?.close()
    rmSync(uploads, { recursive: true, force: true })
  })

  async function call(name: string, body: HostileBody, clientIp: string) {
    const response = await handle(
      new Request(`${ORIGIN}/functions/v1/${name}`, { method: 'POST', headers: { 'Content-Type': body.contentType }, body: body.text }),
      { clientIp },
    )
    const text = await response.text()
    return { status: response.status, type: response.headers.get('Content-Type'), text }
  }

  /** One answer as the contract says: JSON, a 2xx with success or a 4xx with an error text. */
  function expectContractAnswer(answer: Awaited<ReturnType<typeof call>>) {
    expect(answer.status, answer.text).toBeLessThan(500)
    expect(answer.type).toMatch(/^application\/json/)
    const json = JSON.parse(answer.text) as Record<string, unknown>
    if (answer.status < 300) expect(json.success).toBe(true)
    else {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(typeof json.error).toBe('string')
      expect((json.error as string).length).toBeGreaterThan(0)
    }
  }

  /** After a run: nothing logged, both sides of the contract reached, nothing leaked onto Object.prototype. */
  function expectCleanRun(statuses: Map<number, number>, accepted: 200 | 201) {
    expect(errors).toEqual([])
    // Both sides reached, with room for chance: the strictest function (back-in-stock) accepts
    // about 5 % of generated bodies, so a bound at 5 % failed one seed in a few.
    expect(statuses.get(accepted) ?? 0).toBeGreaterThan(RUNS / 100)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 5)
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }

  for (const name of ['newsletter-signup', 'send-contact-email', 'back-in-stock-signup'] as const) {
    it(`${name}: ${RUNS.toLocaleString('en')} hostile bodies, never a 5xx, always JSON {error} or {success}`, async () => {
      const statuses = new Map<number, number>()
      await fc.assert(
        fc.asyncProperty(hostileBody(name), fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 80 })), async (body, ip) => {
          const answer = await call(name, body, ip)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          expectContractAnswer(answer)
        }),
        { numRuns: RUNS },
      )
      expectCleanRun(statuses, 200)
    })
  }

  it(`submit-review: ${RUNS.toLocaleString('en')} hostile review forms and photos, never a 5xx, always JSON {error} or {success}`, async () => {
    const statuses = new Map<number, number>()
    let n = 0
    await fc.assert(
      fc.asyncProperty(hostileReview, async (c) => {
        const response = await handle(await reviewRequest(`${ORIGIN}/functions/v1/submit-review`, c), { clientIp: `10.1.${++n >> 8}.${n & 255}` })
        const answer = { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        expectContractAnswer(answer)
      }),
      { numRuns: RUNS },
    )
    expectCleanRun(statuses, 201)
  })

  it('wrote nothing half: one welcome mail per subscriber, two mails per contact message, one per review, and only the photos of stored reviews', async () => {
    const subscriberCount = await database.db.$count(subscribers)
    const messageCount = await database.db.$count(contactMessages)
    const stored = await database.db.select({ uid: reviews.uid, photos: reviews.photos }).from(reviews)
    expect(subscriberCount).toBeGreaterThan(0)
    expect(messageCount).toBeGreaterThan(0)
    expect(stored.length).toBeGreaterThan(0)
    const welcome = await database.db.$count(mailOutbox, eq(mailOutbox.kind, 'newsletter-welcome'))
    expect(welcome).toBe(subscriberCount)
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.kind, 'review-thank-you'))).toBe(stored.length)
    expect(await database.db.$count(mailOutbox)).toBe(subscriberCount + 2 * messageCount + stored.length)
    // Every photo on disk belongs to a stored review, and every stored photo is on disk.
    const onDisk = readdirSync(uploads, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort()
    expect(onDisk).toEqual(stored.flatMap((r) => r.photos.map((p) => p.key)).sort())
    expect(onDisk.length).toBeGreaterThan(0)
  })
})
