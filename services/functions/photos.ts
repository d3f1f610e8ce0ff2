import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { type CheckedPhoto, contentTypes, extensions, type PhotoFormat, type PhotoStorage, sniffImage } from './photo-format'

export * from './photo-format'

/** Largest picture accepted, in pixels: refuses a small file that would decode to an enormous image. */
const MAX_PIXELS = 60_000_000

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
