import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** Image formats a review photo may be, recognised by the file's first bytes (never by its name or declared type). */
export type PhotoFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The format the content starts like, or null: the magic bytes of each accepted format. */
export function sniffImage(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif'
  return null
}

export const contentTypes: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

const extensions: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' }

/** Largest picture accepted, in pixels: refuses a small file that would decode to an enormous image. */
const MAX_PIXELS = 60_000_000

export type CheckedPhoto = { format: PhotoFormat; contentType: string; extension: string; data: Buffer; width: number; height: number }

/**
 * A photo checked by its content: it must start like an accepted format and decode in full as
 * that format. It is then encoded again, turned upright, without its metadata (no camera
 * details or GPS position from the shopper's phone is kept). Null when it is not such an image.
 */
export async function checkPhoto(bytes: Uint8Array): Promise<CheckedPhoto | null> {
  const format = sniffImage(bytes)
  if (!format) return null
  try {
    const animated = format === 'gif' || format === 'webp'
    const image = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    const decoded = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format
    if (decoded !== format) return null
    const { data, info } = await image
      .rotate()
      .toFormat(format === 'avif' ? 'avif' : format)
      .toBuffer({ resolveWithObject: true })
    return { format, contentType: contentTypes[format], extension: extensions[format], data, width: info.width, height: info.height }
  } catch {
    return null
  }
}

/** A stored photo as read back. */
export type StoredPhotoData = { data: Buffer; contentType: string }

/**
 * Where review photos are kept: a folder for one process on PGlite, the database whenever the shop
 * runs on Postgres (services/functions/database-photos.ts), so every server copy reads every photo.
 */
export type PhotoStorage = {
  /** Stores a new photo; a key already taken is an error (keys are unique per review). */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The photo under the key, or null. */
  get(key: string): Promise<StoredPhotoData | null>
  /** Removes what was stored under the keys (photos of a review that could not be saved). */
  remove(keys: string[]): Promise<void>
}

const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+\.[a-z]+)?$/

/** Photos as files under one folder (`<data dir>/uploads` for the embedded backend). */
export function folderPhotoStorage(root: string): PhotoStorage {
  const file = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`Refusing an unsafe photo key: ${key}`)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, data) {
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, data, { flag: 'wx' })
    },
    async get(key) {
      const format = Object.entries(extensions).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] as PhotoFormat | undefined
      try {
        return { data: await readFile(file(key)), contentType: format ? contentTypes[format] : 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(file(key), { force: true })))
      const folders = new Set(keys.map((key) => key.split('/')[0]!))
      await Promise.all([...folders].map((folder) => rm(file(folder), { recursive: true, force: true })))
    },
  }
}
