import Busboy from 'busboy'
import { once } from 'node:events'
import { maxReviewBytes } from './shop'

/**
 * Server-only (busboy is a Node parser): the route action and the submit-review function read a
 * posted review with it. The browser checks the form with `schemas/review` and never loads this.
 */

export type ReviewUpload = {
  /** The text fields, and the photos when the whole body was within the limit. */
  form: FormData
  /** The body was larger than the limit: its photos were dropped, the text fields kept. */
  tooLarge: boolean
}

/** Part counts no form of the shop comes near; more are ignored, so a flood of tiny parts costs nothing. */
const partLimits = { fields: 50, files: 50, parts: 100, fieldSize: 64 * 1024 }

/**
 * Reads a posted review (multipart form data) as it arrives. Photos are kept while the body is
 * within `maxBytes`; past it they are dropped at once and reading goes on, keeping only the
 * text fields, so the shopper gets the form back with what they typed (the consent checkbox comes
 * after the photos). Past `readBytes` reading stops altogether: the fields read so far are
 * returned, and the server discards the rest. Memory stays within `maxBytes` whatever is sent.
 * Throws when the body is not multipart form data, or is cut short or malformed before `readBytes`.
 */
export async function readReviewUpload(request: Request, maxBytes = maxReviewBytes, readBytes = 2 * maxBytes): Promise<ReviewUpload> {
  // utf8 file names: browsers send them so, and busboy's default is latin1.
  const parser = Busboy({ headers: { 'content-type': request.headers.get('Content-Type') ?? '' }, limits: partLimits, defParamCharset: 'utf8' })
  const form = new FormData()
  const photos: File[] = []
  let tooLarge = false

  parser.on('field', (name, value) => form.append(name, value))
  parser.on('file', (name, stream, info) => {
    // A body cut short fails the file being read as well as the parser; the parser's error is the one reported.
    stream.on('error', () => {})
    if (name !== 'photos') return void stream.resume()
    const chunks: Buffer<ArrayBuffer>[] = []
    stream.on('data', (chunk: Buffer<ArrayBuffer>) => {
      if (!tooLarge) chunks.push(chunk)
    })
    stream.on('end', () => {
      if (!tooLarge) photos.push(new File(chunks, info.filename ?? '', { type: info.mimeType }))
    })
  })
  // A malformed body fails the parser once; it is thrown from here, never left an unhandled event.
  let failure: unknown = null
  parser.on('error', (error) => (failure ??= error))
  const settled = new Promise<void>((resolve) => {
    parser.once('close', resolve)
    parser.once('error', () => resolve())
  })

  const reader = request.body?.getReader()
  let size = 0
  let cutShort = false
  try {
    while (reader) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes && !tooLarge) {
        tooLarge = true
        photos.length = 0
      }
      if (size > readBytes) {
        cutShort = true
        break
      }
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), settled])
      if (failure) throw failure
    }
  } finally {
    if (cutShort) await reader?.cancel().catch(() => {})
  }
  if (cutShort) {
    parser.destroy()
    return { form, tooLarge }
  }
  parser.end()
  await settled
  if (failure) throw failure
  for (const photo of photos) form.append('photos', photo, photo.name)
  return { form, tooLarge }
}
