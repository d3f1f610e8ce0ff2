import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reviews as shopReviews } from '~/content/testimonials-reviews'
import type { FileOutcome, FunctionOutcome, FunctionsClient } from '~/lib/functions'
import { defaultFilters, filterReviews } from './filters'
import { reviewPhotoRendition, snapWidth } from './photo-rendition.server'
import { loadPublishedReviews } from './published.server'

const submitted = {
  id: '0b7e1f3a-2c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Mei',
  product: 'mat',
  rating: 4,
  story: 'My back is less stiff after long days at the desk.',
  submittedAt: '2026-11-23T08:00:00.000Z',
  verified: true,
  photos: [{ key: '0b7e1f3a-2c4d-4e5f-8a9b-0c1d2e3f4a5b/1.jpg', width: 640, height: 480 }],
}

function functionsAnswering(invoke: FunctionOutcome, file?: FileOutcome) {
  const calls: { name: string; body: unknown }[] = []
  const functions: FunctionsClient = {
    invoke: async (name, body) => (calls.push({ name, body }), invoke),
    file: async (name, body) => (calls.push({ name, body }), file ?? { ok: false, refused: false, status: 0, error: null }),
  }
  return { context: { functions } as AppLoadContext, functions, calls }
}

afterEach(() => vi.restoreAllMocks())

describe('published reviews in the shop', () => {
  it("maps approved reviews to the cards' shape, with the form's product name and the photos' URLs", async () => {
    const { context, calls } = functionsAnswering({ ok: true, data: { reviews: [submitted] } })
    expect(await loadPublishedReviews(context)).toEqual([
      {
        id: `submitted-${submitted.id}`,
        name: 'Mei',
        rating: 4,
        product: 'Grounding mat',
        text: submitted.story,
        verified: true,
        submittedAt: submitted.submittedAt,
        photos: [{ src: `/api/review-photos/${submitted.photos[0]!.key}`, width: 640, height: 480 }],
      },
    ])
    await loadPublishedReviews(context, { kind: 'Mat' })
    expect(calls).toEqual([
      { name: 'published-reviews', body: {} },
      { name: 'published-reviews', body: { kind: 'mat' } },
    ])
  })

  it('shows none when the backend fails, and logs an answer it cannot read once', async () => {
    const failed = functionsAnswering({ ok: false, refused: false, status: 503, error: null })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadPublishedReviews(failed.context)).toEqual([])
    expect(error).not.toHaveBeenCalled() // the functions client already logged it
    const odd = functionsAnswering({ ok: true, data: { reviews: [{ ...submitted, email: undefined, rating: 9 }] } })
    expect(await loadPublishedReviews(odd.context)).toEqual([])
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('filters a submitted review (no benefit, no location) by product, rating and search, never by a benefit', async () => {
    const { context } = functionsAnswering({ ok: true, data: { reviews: [submitted] } })
    const all = [...(await loadPublishedReviews(context)), ...shopReviews]
    const ids = (filters: Partial<typeof defaultFilters>) => filterReviews(all, { ...defaultFilters, ...filters }).map((r) => r.id)
    const mine = `submitted-${submitted.id}`
    expect(ids({})[0]).toBe(mine)
    expect(ids({ product: 'Mat', rating: 4, q: 'STIFF' })).toContain(mine)
    expect(ids({ product: 'Sheet' })).not.toContain(mine)
    expect(ids({ benefit: 'Pain Relief' })).not.toContain(mine)
  })
})

describe('review photo renditions', () => {
  const photo = async () =>
    new Uint8Array(
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a9' } })
        .jpeg()
        .toBuffer(),
    )

  it('snaps the width asked for to a served one', () => {
    expect([snapWidth('100'), snapWidth('160'), snapWidth('161'), snapWidth('5000'), snapWidth(null), snapWidth('x')]).toEqual([
      160, 160, 320, 1280, 1280, 1280,
    ])
  })

  it('resizes the stored photo, in the format the browser takes, never enlarged', async () => {
    const { functions, calls } = functionsAnswering({ ok: true, data: {} }, { ok: true, data: await photo(), contentType: 'image/jpeg' })
    const key = 'a1b2c3d4-0000-4000-8000-000000000001/1.jpg'
    const thumb = await reviewPhotoRendition(functions, key, 160, 'image/avif,image/webp,*/*')
    expect(thumb.status).toBe(200)
    if (thumb.status !== 200) return
    expect(thumb.type).toBe('image/avif')
    expect(await sharp(thumb.body).metadata()).toMatchObject({ width: 160, height: 107 })
    const large = await reviewPhotoRendition(functions, key, 1280, 'image/webp')
    expect(large.status === 200 && [large.type, (await sharp(large.body).metadata()).width]).toEqual(['image/webp', 900])
    expect(calls).toEqual([
      { name: 'review-photo', body: { key } },
      { name: 'review-photo', body: { key } },
    ])
    // Kept: the same rendition again asks the backend nothing.
    await reviewPhotoRendition(functions, key, 160, 'image/avif')
    expect(calls).toHaveLength(2)
  })

  it('is not found when the function finds no approved photo, unavailable when the backend fails', async () => {
    const missing = functionsAnswering({ ok: true, data: {} }, { ok: false, refused: true, status: 404, error: 'Photo not found', notFound: true })
    expect(await reviewPhotoRendition(missing.functions, 'a1b2c3d4-0000-4000-8000-000000000002/1.jpg', 160, null)).toEqual({ status: 404 })
    const down = functionsAnswering({ ok: true, data: {} }, { ok: false, refused: false, status: 503, error: null })
    expect(await reviewPhotoRendition(down.functions, 'a1b2c3d4-0000-4000-8000-000000000003/1.jpg', 160, null)).toEqual({ status: 503 })
  })
})
