import sharp, { type Sharp } from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CARD_WIDTHS } from '../../app/lib/image'
import { loadCatalogue } from './catalogue'
import { AVIF_MAX_SIDE, createImageHandler, SIZE_LADDER, snapToLadder } from './images'
import { createStore, IMAGE_SIZE } from './model'

const store = createStore(loadCatalogue(), 'http://localhost')
const FILE = 'earthing-yoga-mat-1.png'
const get = (query: string, accept = 'image/avif,image/webp,*/*') =>
  new Request(`http://localhost/cdn/shop/files/${FILE}?v=1&${query}`, { headers: { Accept: accept } })

/** Counts sharp encodes in flight (the real renders, whatever schedules them). */
function watchRenders() {
  const seen = { now: 0, most: 0, total: 0 }
  const original = sharp.prototype.toBuffer
  vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp, ...args: unknown[]) {
    seen.total++
    seen.most = Math.max(seen.most, ++seen.now)
    const done = (original as (...a: unknown[]) => Promise<Buffer>).apply(this, args)
    done.then(
      () => seen.now--,
      () => seen.now--,
    )
    return done as never
  })
  return seen
}

describe('image sizes', () => {
  it("snaps up to the ladder, never past the source, and leaves the shop's own sizes as they are", () => {
    for (const width of [...CARD_WIDTHS, 96, 160, 630, 1200]) expect(snapToLadder(width)).toBe(width)
    expect(snapToLadder(1)).toBe(64)
    expect(snapToLadder(201)).toBe(256)
    expect(snapToLadder(1999)).toBe(IMAGE_SIZE)
    expect(snapToLadder(2400)).toBe(IMAGE_SIZE)
    expect(new Set([...Array(2400).keys()].map((n) => snapToLadder(n + 1))).size).toBeLessThanOrEqual(SIZE_LADDER.length)
  })
})

describe('image CDN under a burst', () => {
  afterEach(() => vi.restoreAllMocks())

  it('distinct requests that snap to one size render once, and are sent at that size', async () => {
    const images = createImageHandler(store)
    const renders = watchRenders()
    const answers = await Promise.all([201, 220, 240, 256].map((w) => images(get(`width=${w}`, 'image/png'), FILE)))
    expect(renders.total).toBe(1)
    expect(images.stats().renders).toBe(1)
    for (const answer of answers) {
      const body = Buffer.from(await answer.arrayBuffer())
      expect(body.readUInt32BE(16)).toBe(256)
    }
    await images(get('width=250', 'image/png'), FILE)
    expect(renders.total).toBe(1)
  })

  it('keeps at most cacheEntries renditions however small, the least recently used going first', async () => {
    const images = createImageHandler(store, { maxRenders: 2, maxQueue: 16, cacheBytes: 32 * 1024 * 1024, cacheEntries: 3 })
    for (const width of [64, 96, 128, 160]) expect((await images(get(`width=${width}`, 'image/webp'), FILE)).status).toBe(200)
    expect(images.stats().cached).toBe(3)
    const renders = watchRenders()
    await images(get('width=160', 'image/webp'), FILE) // kept
    await images(get('width=64', 'image/webp'), FILE) // pushed out: rendered again
    expect(renders.total).toBe(1)
    expect(images.stats().cached).toBe(3)
  })

  it('sends AVIF only up to its size limit and WebP above it', async () => {
    const images = createImageHandler(store)
    expect((await images(get(`width=${AVIF_MAX_SIDE}`), FILE)).headers.get('Content-Type')).toBe('image/avif')
    expect((await images(get(`width=${AVIF_MAX_SIDE + 1}`), FILE)).headers.get('Content-Type')).toBe('image/webp')
    expect((await images(get('width=300&height=1000'), FILE)).headers.get('Content-Type')).toBe('image/webp')
    expect((await images(get('width=300', 'image/png'), FILE)).headers.get('Content-Type')).toBe('image/png')
  })

  it('renders at most maxRenders at once, queues maxQueue, refuses the rest with 503 and Retry-After, and keeps answering', async () => {
    const limits = { maxRenders: 2, maxQueue: 6, cacheBytes: 60_000, cacheEntries: 100 }
    const images = createImageHandler(store, limits)
    await images(get('width=96'), FILE) // a rendition the shop already has
    const renders = watchRenders()

    // Distinct large renditions: every step from 400 up, square, in three crops and two formats.
    const requests = ['center', 'top', 'bottom'].flatMap((crop) =>
      SIZE_LADDER.filter((w) => w >= 400).flatMap((w) =>
        ['image/webp', 'image/png'].map((accept) => ({ query: `width=${w}&height=${w}&crop=${crop}`, accept })),
      ),
    )
    const burst = requests.map(({ query, accept }) => images(get(query, accept), FILE))
    expect(burst.length).toBeGreaterThan(limits.maxRenders + limits.maxQueue)
    let settled = 0
    for (const answer of burst) void answer.then(() => settled++)

    // While the burst is still rendering, a rendition already kept is sent at once.
    const kept = await images(get('width=96'), FILE)
    expect(kept.status).toBe(200)
    expect(settled).toBeLessThan(burst.length)
    expect(images.stats().rendering + images.stats().queued).toBeGreaterThan(0)

    const answers = await Promise.all(burst)
    const refused = answers.filter((a) => a.status === 503)
    const served = answers.filter((a) => a.status === 200)
    expect(refused.length + served.length).toBe(burst.length)
    expect(served.length).toBeLessThanOrEqual(limits.maxRenders + limits.maxQueue)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.headers.get('Retry-After')).toBe('1')
      expect(answer.headers.get('Cache-Control')).toBe('no-store')
      expect(await answer.text()).toMatch(/try again/)
    }
    expect(renders.most).toBe(limits.maxRenders)
    expect(renders.total).toBe(served.length)
    expect(images.stats().cachedBytes).toBeLessThanOrEqual(limits.cacheBytes)

    // Once the queue has drained, a refused size is rendered on asking again.
    const { query, accept } = requests[answers.findIndex((a) => a.status === 503)]!
    expect((await images(get(query, accept), FILE)).status).toBe(200)
  })
})
