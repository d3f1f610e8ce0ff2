import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { carts, type Database, orders, reviews, type StoredPhoto } from '../db'
import { resetTables, testTargets } from '../db/testing'
import { reviewPhotoStorage } from './embedded'
import { createFunctions, type FunctionsHandler, shopIdentity } from './index'
import { approveReview, listPending, rejectReview } from './moderation'
import { checkPhoto, type PhotoStorage } from './photos'
import type { PublishedReview } from '../../shared/schemas/published-reviews'

const ORIGIN = 'https://shop.example.sg'

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`review moderation and the published reviews (${target.name})`, () => {
    let database: Database
    let photos: PhotoStorage
    let functions: FunctionsHandler
    const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-moderation-'))

    beforeAll(async () => {
      database = await target.open()
      // As the shop keeps them: files beside PGlite, the review_photos table with Postgres.
      photos = reviewPhotoStorage(database, dataDir)
      functions = createFunctions({
        db: database.db,
        shop: shopIdentity(ORIGIN),
        allowedOrigin: ORIGIN,
        photos,
        checkPhoto,
        variants: null,
        log: { error: () => {} },
      })
    })
    afterAll(async () => {
      await database?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })
    beforeEach(() => resetTables(database))

    let n = 0
    /** A review as submit-review stores it, with its photos in storage. */
    async function submitted(fields: { name?: string; email?: string; product?: 'sheet' | 'mat' | 'kit'; createdAt?: Date; photos?: number } = {}) {
      const uid = randomUUID()
      const stored: StoredPhoto[] = []
      for (let i = 1; i <= (fields.photos ?? 0); i++) {
        const key = `${uid}/${i}.png`
        await photos.put(key, Buffer.from(`photo ${key}`), 'image/png')
        stored.push({ key, contentType: 'image/png', bytes: 10, width: 640, height: 480 })
      }
      const [row] = await database.db
        .insert(reviews)
        .values({
          uid,
          name: fields.name ?? 'Mei Ling Tan',
          email: fields.email ?? `reviewer${++n}@example.com`,
          product: fields.product ?? 'mat',
          rating: 4,
          story: 'My back is less stiff after long days at the desk.',
          photos: stored,
          permission: true,
          discountCode: `REVIEW-${uid.slice(0, 8)}`,
          ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
        })
        .returning({ id: reviews.id })
      return { id: row!.id, uid, keys: stored.map((p) => p.key) }
    }

    const call = (name: string, body: unknown) =>
      functions(
        new Request(`${ORIGIN}/functions/v1/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
        { clientIp: '203.0.113.9' },
      )
    const published = async (body: unknown = {}) => ((await (await call('published-reviews', body)).json()) as { reviews: PublishedReview[] }).reviews

    it('lists the pending reviews, oldest first, with what a moderator needs', async () => {
      const older = await submitted({ email: 'ana@example.com', createdAt: new Date('2026-11-01T08:00:00Z'), photos: 2 })
      const newer = await submitted({ createdAt: new Date('2026-11-02T08:00:00Z') })
      await approveReview(database.db, (await submitted()).id)
      const pending = await listPending(database.db)
      expect(pending.map((r) => r.id)).toEqual([older.id, newer.id])
      expect(pending[0]).toMatchObject({ name: 'Mei Ling Tan', email: 'ana@example.com', product: 'mat', rating: 4, story: expect.stringContaining('back') })
      expect(pending[0]!.photos.map((p) => p.key)).toEqual(older.keys)
    })

    it('approves a pending review once, and names an unknown or moderated one', async () => {
      const { id } = await submitted()
      await approveReview(database.db, id)
      const [row] = await database.db.select().from(reviews).where(eq(reviews.id, id))
      expect(row!.status).toBe('approved')
      expect(row!.moderatedAt).toBeInstanceOf(Date)
      await expect(approveReview(database.db, id)).rejects.toThrow(new RegExp(`^Review #${id} was already approved on \\d{4}-`))
      await expect(approveReview(database.db, 9999)).rejects.toThrow('There is no review #9999')
    })

    it('rejects with a reason: the review and its photos are deleted, nothing else', async () => {
      const kept = await submitted({ photos: 1 })
      const gone = await submitted({ photos: 2 })
      await expect(rejectReview(database.db, photos, gone.id, '  ')).rejects.toThrow('A rejection needs a reason')
      expect(await photos.get(gone.keys[0]!)).not.toBeNull()

      expect(await rejectReview(database.db, photos, gone.id, ' Not about our products ')).toEqual({ id: gone.id, reason: 'Not about our products', photos: 2 })
      expect(await database.db.select({ id: reviews.id }).from(reviews)).toEqual([{ id: kept.id }])
      for (const key of gone.keys) expect(await photos.get(key)).toBeNull()
      expect(await photos.get(kept.keys[0]!)).not.toBeNull()
      await expect(rejectReview(database.db, photos, gone.id, 'again')).rejects.toThrow(`There is no review #${gone.id}`)
      await approveReview(database.db, kept.id)
      await expect(rejectReview(database.db, photos, kept.id, 'changed my mind')).rejects.toThrow(`Review #${kept.id} was already approved`)
    })

    it('published-reviews gives the approved ones newest first, public fields only, verified by an order', async () => {
      const first = await submitted({
        name: '  Hiroshi  Sato ',
        email: 'hiro@example.com',
        product: 'sheet',
        createdAt: new Date('2026-11-01T08:00:00Z'),
        photos: 1,
      })
      const second = await submitted({ name: 'Ana', email: 'ana@example.com', product: 'mat', createdAt: new Date('2026-11-03T08:00:00Z') })
      await submitted({ product: 'sheet' }) // pending: never shown
      for (const r of [first, second]) await approveReview(database.db, r.id)
      await database.db.insert(carts).values({ token: 'cart-1', key: 'k', lines: [] })
      await database.db.insert(orders).values({ cartToken: 'cart-1', email: 'Hiro@Example.com', total: '129.00', currency: 'SGD' })

      const response = await call('published-reviews', {})
      expect(response.status).toBe(200)
      const text = await response.clone().text()
      for (const secret of ['hiro@example.com', 'ana@example.com', 'REVIEW-', 'Sato']) expect(text).not.toContain(secret)
      const all = ((await response.json()) as { reviews: PublishedReview[] }).reviews
      expect(all).toEqual([
        {
          id: second.uid,
          name: 'Ana',
          product: 'mat',
          rating: 4,
          story: expect.any(String),
          submittedAt: '2026-11-03T08:00:00.000Z',
          verified: false,
          photos: [],
        },
        {
          id: first.uid,
          name: 'Hiroshi',
          product: 'sheet',
          rating: 4,
          story: expect.any(String),
          submittedAt: '2026-11-01T08:00:00.000Z',
          verified: true,
          photos: [{ key: first.keys[0], width: 640, height: 480 }],
        },
      ])
      expect((await published({ kind: 'sheet' })).map((r) => r.id)).toEqual([first.uid])
      expect(await published({ kind: 'kit' })).toEqual([])
    })

    it('published-reviews refuses a filter it does not know with a message', async () => {
      const response = await call('published-reviews', { kind: 'blanket' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'kind must be one of sheet, mat, kit' })
    })

    it("review-photo serves an approved review's photo, never a pending one's", async () => {
      const approved = await submitted({ photos: 1 })
      const pending = await submitted({ photos: 1 })
      await approveReview(database.db, approved.id)
      const found = await call('review-photo', { key: approved.keys[0] })
      expect([found.status, found.headers.get('Content-Type'), await found.text()]).toEqual([200, 'image/png', `photo ${approved.keys[0]}`])
      const hidden = await call('review-photo', { key: pending.keys[0] })
      expect([hidden.status, await hidden.json()]).toEqual([404, { error: 'Photo not found' }])
      // Another photo number of an approved review is not one of its photos.
      expect((await call('review-photo', { key: `${approved.uid}/2.png` })).status).toBe(404)
      const bad = await call('review-photo', { key: '../../etc/passwd' })
      expect([bad.status, (await bad.json()).error]).toEqual([400, 'key must be a review photo key, such as <uid>/1.jpg'])
    })
  })
}
