import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { createClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { reviewForm } from '../../shared/shop'
import { maxPhotoBytes, maxReviewBytes, reviewMessages } from '../../shared/schemas/review'
import { functionsRoute } from '../../server/app'
import { type Database, mailOutbox, reviews } from '../db'
import { resetTables, testTargets } from '../db/testing'
import { createFunctions, type Limits, shopIdentity } from './index'
import { checkPhoto, folderPhotoStorage, sniffImage } from './photos'
import { leaveIdleConnectionsToTheClient } from '../../tests/helpers/idle-connections'

const ORIGIN = 'https://shop.example.sg'
const shop = shopIdentity(ORIGIN)
const roomy: Partial<Limits> = { reviewPerAddress: { max: 1000, windowSeconds: 600 }, reviewPerEmail: { max: 1000, windowSeconds: 600 } }
const tight: Partial<Limits> = { reviewPerAddress: { max: 1000, windowSeconds: 600 }, reviewPerEmail: { max: 2, windowSeconds: 86_400 } }
const quiet = { info: () => {}, error: () => {} }

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

const jpeg = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3f8052' } })
    .jpeg()
    .toBuffer()
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 4, background: '#b45309' } })
    .png()
    .toBuffer()
const file = (data: Uint8Array | string, name: string, type: string) => new File([data as BlobPart], name, { type })

function reviewFormData(fields: Record<string, string | undefined> = {}, photos: File[] = []) {
  const form = new FormData()
  const values: Record<string, string | undefined> = {
    name: 'Mei Ling',
    email: 'Mei.Ling@Example.com',
    product: 'sheet',
    rating: '5',
    story: 'I fall asleep within fifteen minutes now, and wake up rested.',
    permission: 'on',
    ...fields,
  }
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.set(key, value)
  for (const photo of photos) form.append('photos', photo)
  return form
}

async function startServer(database: Database, uploads: string, limits: Partial<Limits>) {
  const handler = createFunctions({
    db: database.db,
    shop,
    allowedOrigin: ORIGIN,
    limits,
    photos: folderPhotoStorage(uploads),
    checkPhoto,
    variants: null,
    log: quiet,
  })
  const app = new Hono()
  app.all('/functions/v1/*', functionsRoute(handler, true))
  const server = await new Promise<ServerType>((resolve) => {
    const s = leaveIdleConnectionsToTheClient(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s)))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    : []

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`submit-review on ${target.name}`, () => {
    let database: Database
    let uploads: string
    let server: Awaited<ReturnType<typeof startServer>>
    let tightServer: Awaited<ReturnType<typeof startServer>>
    let ip = 0

    const submit = (form: FormData, url = server.url) =>
      fetch(`${url}/functions/v1/submit-review`, { method: 'POST', body: form, headers: { 'X-Forwarded-For': `10.1.0.${++ip % 250}` } })
    const counts = async () => ({ reviews: await database.db.$count(reviews), mail: await database.db.$count(mailOutbox), files: filesUnder(uploads).length })
    /** A refusal: 400 with the field's message, and nothing stored. */
    async function expectRefused(form: FormData, field: string, message: string) {
      const response = await submit(form)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> }
      expect(body.fieldErrors[field]).toBe(message)
      expect(body.error).toBe(Object.values(body.fieldErrors)[0])
      expect(await counts()).toEqual({ reviews: 0, mail: 0, files: 0 })
    }

    beforeAll(async () => {
      database = await target.open()
      uploads = mkdtempSync(path.join(tmpdir(), 'groundwell-uploads-'))
      server = await startServer(database, uploads, roomy)
      tightServer = await startServer(database, uploads, tight)
    })
    afterAll(async () => {
      await server?.close()
      await tightServer?.close()
      await database?.close()
      rmSync(uploads, { recursive: true, force: true })
    })
    beforeEach(async () => {
      await resetTables(database)
      rmSync(uploads, { recursive: true, force: true })
    })

    it('stores the review as pending with its photos, and queues a thank-you with the 10% reviewer code', async () => {
      // A photo from a phone: EXIF with a GPS position, which must not be kept.
      const fromPhone = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1' } })
        .toBuffer()
      expect((await sharp(fromPhone).metadata()).exif).toBeDefined()
      // A PNG named .jpg: its content decides how it is stored.
      const misnamed = file(await png(), 'mat.jpg', 'image/jpeg')

      const response = await submit(reviewFormData({}, [file(fromPhone, 'bed.jpg', 'image/jpeg'), misnamed]))
      expect(response.status).toBe(201)
      const body = (await response.json()) as { success: boolean; status: string; id: string; photos: number }
      expect(body).toMatchObject({ success: true, status: 'pending', photos: 2 })

      const [review, ...others] = await database.db.select().from(reviews)
      expect(others).toEqual([])
      expect(review).toMatchObject({
        uid: body.id,
        status: 'pending',
        name: 'Mei Ling',
        email: 'mei.ling@example.com',
        product: 'sheet',
        rating: 5,
        permission: true,
        moderatedAt: null,
      })
      expect(review!.discountCode).toMatch(/^GW10-[A-HJ-NP-Z2-9]{8}$/)
      expect(review!.photos.map((p) => [p.key, p.contentType, p.width, p.height])).toEqual([
        [`${body.id}/1.jpg`, 'image/jpeg', 64, 48],
        [`${body.id}/2.png`, 'image/png', 20, 20],
      ])

      expect(filesUnder(uploads).sort()).toEqual([path.join(body.id, '1.jpg'), path.join(body.id, '2.png')])
      const kept = readFileSync(path.join(uploads, body.id, '1.jpg'))
      expect(sniffImage(kept)).toBe('jpeg')
      expect((await sharp(kept).metadata()).exif).toBeUndefined()
      expect(sniffImage(readFileSync(path.join(uploads, body.id, '2.png')))).toBe('png')

      const [mail, ...more] = await database.db.select().from(mailOutbox)
      expect(more).toEqual([])
      expect(mail).toMatchObject({
        kind: 'review-thank-you',
        toAddress: 'mei.ling@example.com',
        status: 'pending',
        subject: 'Thank you for your review: 10% off your next purchase',
      })
      expect(mail!.textBody).toContain(`As a thank-you, here is 10% off your next purchase: ${review!.discountCode}`)
      expect(mail!.textBody).toContain('We read every review before it is published')
    })

    it("thanks in the page's language, sent beside the form", async () => {
      const response = await submit(reviewFormData({ language: 'ms-MY', product: 'kit', rating: '4' }))
      expect(response.status).toBe(201)
      const [thanks] = await database.db.select().from(mailOutbox)
      expect(thanks!.subject).toBe('Terima kasih atas ulasan anda: diskaun 10% untuk pembelian seterusnya')
      expect(thanks!.textBody).toContain('Terima kasih kerana mengulas kit grounding anda (4 daripada 5 bintang).')
    })

    it('accepts a review without photos, through the Supabase client as the contract says', async () => {
      const supabase = createClient(server.url, 'public-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
      })
      const { data, error } = await supabase.functions.invoke('submit-review', { body: reviewFormData({ product: 'kit', rating: '4' }) })
      expect(error).toBeNull()
      expect(data).toMatchObject({ success: true, status: 'pending', photos: 0 })
      expect(await counts()).toEqual({ reviews: 1, mail: 1, files: 0 })
    })

    describe('bad input: a clear 4xx, nothing stored', () => {
      it('refuses a text file renamed .jpg', async () => {
        const fake = file('These are my notes, not a photo at all.', 'holiday.jpg', 'image/jpeg')
        await expectRefused(reviewFormData({}, [file(await jpeg(), 'good.jpg', 'image/jpeg'), fake]), 'photos', reviewMessages.photoNotImage('holiday.jpg'))
      })

      it('refuses an SVG, or an image of a format not accepted, whatever its name', async () => {
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
        await expectRefused(reviewFormData({}, [file(svg, 'logo.png', 'image/png')]), 'photos', reviewMessages.photoNotImage('logo.png'))
        const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer()
        await expectRefused(reviewFormData({}, [file(tiff, 'scan.jpg', 'image/jpeg')]), 'photos', reviewMessages.photoNotImage('scan.jpg'))
        // The right first bytes, then nothing that decodes.
        const truncated = (await jpeg(200, 200)).subarray(0, 120)
        await expectRefused(reviewFormData({}, [file(truncated, 'cut.jpg', 'image/jpeg')]), 'photos', reviewMessages.photoNotImage('cut.jpg'))
      })

      it('refuses a photo over 5 MB', async () => {
        const big = Buffer.concat([await jpeg(), Buffer.alloc(maxPhotoBytes)])
        expect(big.byteLength).toBeGreaterThan(reviewForm.maxPhotoMb * 1024 * 1024)
        await expectRefused(reviewFormData({}, [file(big, 'big.jpg', 'image/jpeg')]), 'photos', reviewMessages.photoTooLarge)
      })

      it('refuses six photos', async () => {
        const one = await jpeg()
        const six = Array.from({ length: reviewForm.maxPhotos + 1 }, (_, i) => file(one, `p${i}.jpg`, 'image/jpeg'))
        await expectRefused(reviewFormData({}, six), 'photos', reviewMessages.tooManyPhotos)
      })

      it('refuses a review without the permission to publish it', async () => {
        await expectRefused(reviewFormData({ permission: undefined }, [file(await jpeg(), 'bed.jpg', 'image/jpeg')]), 'permission', reviewMessages.permission)
      })

      it('names every field at fault', async () => {
        const response = await submit(reviewFormData({ name: ' ', email: 'mei@', product: 'sofa', rating: '9', story: 'short' }))
        expect(response.status).toBe(400)
        expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
          name: reviewMessages.nameRequired,
          email: reviewMessages.emailInvalid,
          product: reviewMessages.product,
          rating: reviewMessages.rating,
          story: reviewMessages.storyTooShort,
        })
        expect(await counts()).toEqual({ reviews: 0, mail: 0, files: 0 })
      })

      it('refuses JSON, and a body larger than five full photos', async () => {
        const asJson = await fetch(`${server.url}/functions/v1/submit-review`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Mei' }),
        })
        expect(asJson.status).toBe(415)
        const huge = reviewFormData({}, [file(Buffer.alloc(maxReviewBytes), 'huge.jpg', 'image/jpeg')])
        const response = await submit(huge)
        expect(response.status).toBe(413)
        expect(((await response.json()) as { error: string }).error).toBe(reviewMessages.tooLarge)
        expect(await counts()).toEqual({ reviews: 0, mail: 0, files: 0 })
      })
    })

    it('limits reviews per e-mail address', async () => {
      for (let i = 0; i < 2; i++) expect((await submit(reviewFormData({ email: 'busy@example.com' }), tightServer.url)).status).toBe(201)
      const refused = await submit(reviewFormData({ email: 'BUSY@example.com' }), tightServer.url)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(((await refused.json()) as { error: string }).error).toBe('Too many reviews. Please try again later.')
      expect(await counts()).toEqual({ reviews: 2, mail: 2, files: 0 })
    })
  })
}
