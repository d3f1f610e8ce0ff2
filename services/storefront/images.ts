import sharp from 'sharp'
import { renderIllustration } from './illustrations'
import { IMAGE_SIZE, type Store } from './model'

/**
 * The embedded store's image CDN: `/cdn/shop/files/{handle}-{n}.png` with Shopify's `width`,
 * `height` and `crop` parameters, rendered from the product's illustration and sent as AVIF or
 * WebP when the browser accepts it. Renditions are kept in memory; URLs are versioned, so
 * browsers and CDNs may keep them for a year.
 */
const MAX_DIMENSION = 2400
const CACHE_ENTRIES = 300
// Renditions are kept below, so libvips' own cache of operations (up to 50 MB) would only hold copies.
sharp.cache(false)

const crops = new Set(['center', 'top', 'bottom', 'left', 'right'])

type Format = 'avif' | 'webp' | 'png'

export function negotiateFormat(accept: string | null): Format {
  if (accept?.includes('image/avif')) return 'avif'
  if (accept?.includes('image/webp')) return 'webp'
  return 'png'
}

function dimension(value: string | null): number | null | 'bad' {
  if (value == null || value === '') return null
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n <= MAX_DIMENSION ? n : 'bad'
}

export function createImageHandler(store: Store) {
  const cache = new Map<string, Promise<Buffer>>()

  function render(file: string, width: number | null, height: number | null, crop: string, format: Format) {
    const key = `${file}|${width}|${height}|${crop}|${format}`
    const hit = cache.get(key)
    if (hit) {
      // Refresh its place so the least recently used rendition is evicted first.
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
    const source = store.imageSource(file)!
    const svg = renderIllustration(source.art, { tone: source.tone, label: source.label })
    let pipeline = sharp(Buffer.from(svg), { density: 72 * ((Math.max(width ?? 0, height ?? 0) || IMAGE_SIZE) / IMAGE_SIZE) * 1.2 })
    if (width || height) {
      pipeline = pipeline.resize({ width: width ?? undefined, height: height ?? undefined, fit: width && height ? 'cover' : 'inside', position: crop === 'center' ? 'centre' : crop })
    } else {
      pipeline = pipeline.resize(IMAGE_SIZE, IMAGE_SIZE)
    }
    const output =
      format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.png({ compressionLevel: 9, palette: true })
    const promise = output.toBuffer()
    cache.set(key, promise)
    promise.catch(() => cache.delete(key))
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
    return promise
  }

  return async function handleImage(request: Request, file: string): Promise<Response> {
    if (!store.imageSource(file)) return new Response('Not found', { status: 404 })
    const url = new URL(request.url)
    const width = dimension(url.searchParams.get('width'))
    const height = dimension(url.searchParams.get('height'))
    const crop = (url.searchParams.get('crop') ?? 'center').toLowerCase()
    if (width === 'bad' || height === 'bad' || !crops.has(crop)) {
      return new Response(`width and height must be whole numbers from 1 to ${MAX_DIMENSION}; crop one of ${[...crops].join(', ')}`, { status: 400 })
    }
    const format = negotiateFormat(request.headers.get('accept'))
    const body = await render(file, width, height, crop, format)
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': `image/${format}`,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept',
      },
    })
  }
}
