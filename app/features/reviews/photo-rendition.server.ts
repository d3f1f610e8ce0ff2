import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import sharp from 'sharp'
import type { FunctionsClient } from '~/lib/functions'
import { LARGE_WIDTH, reviewPhotoWidths } from './photos'

/**
 * A review photo resized for the page: the stored photo (asked of the review-photo function,
 * which gives out only an approved review's photos) at one of a few widths, never enlarged, as
 * AVIF or WebP when the browser takes it. Renditions are kept in a bounded LRU; two are made at
 * a time, as the catalogue's images are (services/storefront/images.ts).
 */
type Format = 'avif' | 'webp' | 'jpeg'

const cache = new LRUCache<string, { body: Uint8Array<ArrayBuffer>; type: string }>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (r) => r.body.byteLength })
const limit = pLimit(2)

const negotiate = (accept: string | null, width: number): Format =>
  // AVIF only for thumbnails: at large sizes it takes several times longer to encode than WebP.
  accept?.includes('image/avif') && width < LARGE_WIDTH ? 'avif' : accept?.includes('image/webp') ? 'webp' : 'jpeg'

/** The smallest served width at least `requested`; the large view when none is asked for. */
export function snapWidth(requested: string | null): number {
  const n = Number(requested)
  if (!requested || !Number.isFinite(n) || n <= 0) return LARGE_WIDTH
  return reviewPhotoWidths.find((w) => w >= n) ?? LARGE_WIDTH
}

export type Rendition = { status: 200; body: Uint8Array<ArrayBuffer>; type: string } | { status: 404 | 503 }

export async function reviewPhotoRendition(functions: FunctionsClient, key: string, width: number, accept: string | null): Promise<Rendition> {
  const format = negotiate(accept, width)
  const id = `${key}|${width}|${format}`
  const kept = cache.get(id)
  if (kept) return { status: 200, ...kept }
  const stored = await functions.file('review-photo', { key })
  // Not an approved review's photo (or no such key): the function refused or found none.
  if (!stored.ok) return { status: stored.refused ? 404 : 503 }
  try {
    const body = await limit(() =>
      sharp(stored.data, { limitInputPixels: 60_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, format === 'avif' ? { quality: 55, effort: 2 } : { quality: 78 })
        .toBuffer(),
    )
    const rendition = { body: new Uint8Array(body), type: `image/${format}` }
    cache.set(id, rendition)
    return { status: 200, ...rendition }
  } catch (error) {
    console.error(`[reviews] could not resize the photo ${key}:`, (error as Error).message)
    return { status: 503 }
  }
}
