/**
 * What a review photo is, whichever runtime checks it: the accepted formats recognised by their
 * first bytes, the checked photo, and where photos are kept. Free of any image library, so the
 * hosted functions (services/functions/edge) import it without sharp's native binary.
 */

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

export const extensions: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' }

/** A photo that passed the check: re-encoded or cleaned of its metadata, with its size in pixels. */
export type CheckedPhoto = { format: PhotoFormat; contentType: string; extension: string; data: Buffer; width: number; height: number }

/** Checks a photo by its content: sharp in the shop's server (photos.ts), pure JavaScript in the Edge runtime (edge-photos.ts). */
export type PhotoCheck = (bytes: Uint8Array) => Promise<CheckedPhoto | null>

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
