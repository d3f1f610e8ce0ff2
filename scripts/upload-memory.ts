/**
 * `npm run memory:upload`: what a review with five photos near 5 MB each costs the production
 * server. Starts `build/server.js` (PGlite in a new data folder), posts the review form as a browser
 * without JavaScript does (multipart to /testimonials), then photos adding up past the limit, and
 * prints the time of each and the server's resident memory: idle, and its peak (VmHWM) after each.
 *
 *   UPLOAD_PORT=5702 npm run memory:upload
 *
 * Needs `npm run build` first. Linux only (reads /proc).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { maxPhotoBytes } from '../shared/schemas/review'
import { startShop } from './lib/shop-process'

const port = Number(process.env.UPLOAD_PORT ?? 5702)
const MB = 1024 * 1024

const status = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/** A JPEG of noise (it does not compress) just under `bytes`. */
async function noisePhoto(bytes: number) {
  const width = 2000
  let perPixel = 1
  for (;;) {
    const height = Math.round((0.985 * bytes) / perPixel / width)
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer()
    if (photo.length <= bytes && photo.length >= 0.97 * bytes) return photo
    perPixel = photo.length / (width * height)
  }
}

async function post(url: string, photos: Buffer[], email: string) {
  const form = new FormData()
  for (const [k, v] of Object.entries({
    name: 'Mei Ling',
    email,
    product: 'mat',
    rating: '5',
    story: 'Sleeping better every single night since the mat arrived.',
  }))
    form.append(k, v)
  photos.forEach((p, i) => form.append('photos', new File([new Uint8Array(p)], `IMG_${i}.jpg`, { type: 'image/jpeg' })))
  form.append('permission', 'on')
  const started = performance.now()
  const response = await fetch(`${url}/testimonials`, { method: 'POST', body: form })
  const page = await response.text()
  return {
    status: response.status,
    ms: Math.round(performance.now() - started),
    thanked: page.includes('waiting for moderation'),
    size: photos.reduce((n, p) => n + p.length, 0),
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-upload-memory-'))
const shop = await startShop({ port, env: { DATA_DIR: dataDir }, echo: false })
try {
  const pid = shop.child.pid!
  // One plain post first, so what is measured is the photos, not the first render.
  await post(shop.url, [], 'warm@example.com')
  const photo = await noisePhoto(maxPhotoBytes - 0.05 * MB)
  console.log(`idle after one review: RSS ${status(pid, 'VmRSS').toFixed(0)} MB, peak ${status(pid, 'VmHWM').toFixed(0)} MB`)
  const five = await post(shop.url, Array(5).fill(photo), 'five@example.com')
  console.log(
    `5 photos, ${(five.size / MB).toFixed(1)} MB: ${five.status}${five.thanked ? ' thanked' : ''} in ${five.ms} ms; peak RSS ${status(pid, 'VmHWM').toFixed(0)} MB`,
  )
  const six = await post(shop.url, Array(6).fill(photo), 'six@example.com')
  console.log(
    `6 photos, ${(six.size / MB).toFixed(1)} MB (past the limit): ${six.status} in ${six.ms} ms; peak RSS ${status(pid, 'VmHWM').toFixed(0)} MB; RSS now ${status(pid, 'VmRSS').toFixed(0)} MB`,
  )
} finally {
  await shop.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
