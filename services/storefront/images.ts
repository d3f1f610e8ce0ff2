import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { renderIllustration } from './illustrations'
import { IMAGE_SIZE, type Store } from './model'

/**
 * The embedded store's image CDN: `/cdn/shop/files/{handle}-{n}.png` with Shopify's `width`,
 * `height` and `crop` parameters, rendered from the product's illustration and sent as AVIF or
 * WebP when the browser accepts it. URLs are versioned, so browsers and CDNs may keep them for
 * a year.
 *
 * Rendering is the one costly thing here, so it is bounded: sizes are snapped up to a fixed
 * ladder and never past the source (a few hundred renditions per image at most, however many
 * sizes are asked for), renditions are kept in a byte-bounded LRU, a couple render at a time and
 * a short queue waits behind them; past that the answer is 503 with Retry-After.
 */
const MAX_DIMENSION = 2400
// Renditions are kept below, so libvips' own cache of operations (up to 50 MB) would only hold copies.
sharp.cache(false)
// Two renders run at a time (IMAGE_LIMITS); one libvips thread each keeps the native heaps those
// threads grow (and glibc keeps after them) to a pair instead of one set per core.
sharp.concurrency(1)
const crops = new Set(['center', 'top', 'bottom', 'left', 'right'])

/**
 * Every size the shop asks for is a step (card srcset 200–800, thumbnails 96 and 160, the social
 * image 1200×630), so its own requests are cache hits; the rest follow Next.js's image sizes.
 */
export const SIZE_LADDER = [64, 96, 128, 160, 200, 256, 300, 400, 600, 630, 800, 1000, 1200, 1600, 2048] as const

/**
 * AVIF only up to this many pixels on the longer side: at card sizes it is ~10% smaller than
 * WebP for about twice the encoding time, but at 800 px and above it takes several times longer
 * for a few kilobytes, so larger images are sent as WebP.
 */
export const AVIF_MAX_SIDE = 600

export type ImageLimits = {
  /** Renders at once: the machine has few cores and the pages need one. */
  maxRenders: number
  /** Requests that may wait for a render; more are answered 503. */
  maxQueue: number
  /** Bytes of renditions kept in memory. */
  cacheBytes: number
  /** And at most this many renditions (thumbnails are a kilobyte or two: bytes alone would let in tens of thousands). */
  cacheEntries: number
}

export const IMAGE_LIMITS: ImageLimits = { maxRenders: 2, maxQueue: 16, cacheBytes: 32 * 1024 * 1024, cacheEntries: 2000 }

type Format = 'avif' | 'webp' | 'png'

export function negotiateFormat(accept: string | null): Format {
  if (accept?.includes('image/avif')) return 'avif'
  if (accept?.includes('image/webp')) return 'webp'
  return 'png'
}

/** The smallest step at least `requested` (the largest step past the top), never more than the source has. */
export function snapToLadder(requested: number, sourceSize = IMAGE_SIZE): number {
  const step = SIZE_LADDER.find((size) => size >= requested) ?? SIZE_LADDER.at(-1)!
  return Math.min(step, sourceSize)
}

function dimension(value: string | null): number | null | 'bad' {
  if (value == null || value === '') return null
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n <= MAX_DIMENSION ? snapToLadder(n) : 'bad'
}

export function createImageHandler(store: Store, limits: ImageLimits = IMAGE_LIMITS) {
  const cache = new LRUCache<string, Buffer>({ max: limits.cacheEntries, maxSize: limits.cacheBytes, sizeCalculation: (body) => Math.max(1, body.length) })
  const limit = pLimit(limits.maxRenders)
  // Requests for a rendition already on its way wait for that one render.
  const pending = new Map<string, Promise<Buffer>>()
  let renders = 0

  function render(file: string, width: number | null, height: number | null, crop: string, format: Format) {
    renders++
    const source = store.imageSource(file)!
    const svg = renderIllustration(source.art, { tone: source.tone, label: source.label })
    let pipeline = sharp(Buffer.from(svg), { density: 72 * ((Math.max(width ?? 0, height ?? 0) || IMAGE_SIZE) / IMAGE_SIZE) * 1.2 })
    if (width || height) {
      pipeline = pipeline.resize({
        width: width ?? undefined,
        height: height ?? undefined,
        fit: width && height ? 'cover' : 'inside',
        position: crop === 'center' ? 'centre' : crop,
      })
    } else {
      pipeline = pipeline.resize(IMAGE_SIZE, IMAGE_SIZE)
    }
    const output =
      format === 'avif'
        ? pipeline.avif({ quality: 55, effort: 2 })
        : format === 'webp'
          ? pipeline.webp({ quality: 78 })
          : pipeline.png({ compressionLevel: 9, palette: true })
    return output.toBuffer()
  }

  async function handleImage(request: Request, file: string): Promise<Response> {
    if (!store.imageSource(file)) return new Response('Not found', { status: 404 })
    const url = new URL(request.url)
    const width = dimension(url.searchParams.get('width'))
    const height = dimension(url.searchParams.get('height'))
    const crop = (url.searchParams.get('crop') ?? 'center').toLowerCase()
    if (width === 'bad' || height === 'bad' || !crops.has(crop)) {
      return new Response(`width and height must be whole numbers from 1 to ${MAX_DIMENSION}; crop one of ${[...crops].join(', ')}`, { status: 400 })
    }
    let format = negotiateFormat(request.headers.get('accept'))
    if (format === 'avif' && Math.max(width ?? IMAGE_SIZE, height ?? 0) > AVIF_MAX_SIDE) format = 'webp'
    const key = `${file}|${width}|${height}|${crop}|${format}`

    let body = cache.get(key)
    if (!body) {
      let rendering = pending.get(key)
      if (!rendering) {
        if (limit.pendingCount >= limits.maxQueue) {
          return new Response('Too many images are being prepared; try again in a moment.', {
            status: 503,
            headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' },
          })
        }
        rendering = limit(() => render(file, width, height, crop, format))
        pending.set(key, rendering)
        rendering
          .then(
            (rendered) => cache.set(key, rendered),
            () => {},
          )
          .finally(() => pending.delete(key))
      }
      body = await rendering
    }
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': `image/${format}`,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept',
        // A store's images are public and other sites show them, as from Shopify's CDN.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    })
  }

  /** What the handler is doing and holding, for tests and the bench. */
  const stats = () => ({ rendering: limit.activeCount, queued: limit.pendingCount, renders, cachedBytes: cache.calculatedSize, cached: cache.size })

  return Object.assign(handleImage, { stats })
}

export type ImageHandler = ReturnType<typeof createImageHandler>
