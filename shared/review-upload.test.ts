import { describe, expect, it } from 'vitest'
import { readBodyWithin } from './read-body'
import { readReviewUpload } from './review-upload'

const KB = 1024

/** A review form as a browser posts it: the fields in the order of the page, the photos before the consent box. */
function reviewPost(photoSizes: number[]) {
  const form = new FormData()
  form.append('name', 'Mei Ling')
  form.append('email', 'mei@example.com')
  form.append('product', 'mat')
  form.append('rating', '5')
  form.append('story', 'Sleeping better every single night since the mat arrived.')
  photoSizes.forEach((size, i) => form.append('photos', new File([new Uint8Array(size).fill(i + 1)], `photo-${i + 1}.jpg`, { type: 'image/jpeg' })))
  form.append('permission', 'on')
  return new Request('http://shop.test/testimonials', { method: 'POST', body: form })
}

/** A request whose body is `prefix` then, if endless, zeros forever, handed out in 64 KB chunks as pulled; counts what was pulled. */
function counted(prefix: Uint8Array, headers: Record<string, string>, endless = false) {
  const pulled = { bytes: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = pulled.bytes < prefix.byteLength ? prefix.subarray(pulled.bytes, pulled.bytes + 64 * KB) : endless ? new Uint8Array(64 * KB) : null
        if (!chunk) return controller.close()
        pulled.bytes += chunk.byteLength
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  ) // pulled only when read, so the count is what the reader asked for
  return { request: new Request('http://shop.test/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit), pulled }
}

/** A review post, serialised, with its content type. */
async function serialised(request: Request) {
  return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('Content-Type')! }
}

describe('readReviewUpload', () => {
  it('reads the fields and the photos of a form within the limit', async () => {
    const { form, tooLarge } = await readReviewUpload(reviewPost([40 * KB, 30 * KB]), 100 * KB)
    expect(tooLarge).toBe(false)
    expect(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Mei Ling',
      email: 'mei@example.com',
      product: 'mat',
      rating: '5',
      story: 'Sleeping better every single night since the mat arrived.',
      permission: 'on',
    })
    const photos = form.getAll('photos') as File[]
    expect(photos.map((p) => [p.name, p.type, p.size])).toEqual([
      ['photo-1.jpg', 'image/jpeg', 40 * KB],
      ['photo-2.jpg', 'image/jpeg', 30 * KB],
    ])
    expect(new Uint8Array(await photos[1]!.arrayBuffer()).every((b) => b === 2)).toBe(true)
  })

  it('keeps the photos of a form exactly at the limit', async () => {
    const request = reviewPost([40 * KB])
    const size = (await request.clone().arrayBuffer()).byteLength
    const { form, tooLarge } = await readReviewUpload(request, size)
    expect(tooLarge).toBe(false)
    expect(form.getAll('photos')).toHaveLength(1)
  })

  it('past the limit drops the photos but keeps every field, the consent after the photos too', async () => {
    const { form, tooLarge } = await readReviewUpload(reviewPost([40 * KB, 40 * KB, 40 * KB]), 100 * KB)
    expect(tooLarge).toBe(true)
    expect(form.getAll('photos')).toEqual([])
    expect(form.get('name')).toBe('Mei Ling')
    expect(form.get('story')).toBe('Sleeping better every single night since the mat arrived.')
    expect(form.get('permission')).toBe('on')
  })

  it('stops reading a body far beyond the limit, keeping the fields that came before', async () => {
    // The form up to its photo's content, then a photo that never ends.
    const { bytes, type } = await serialised(reviewPost([64 * KB]))
    const photoStart = new TextDecoder().decode(bytes).indexOf('Content-Type: image/jpeg\r\n\r\n') + 28
    const { request, pulled } = counted(bytes.subarray(0, photoStart), { 'Content-Type': type }, true)
    const { form, tooLarge } = await readReviewUpload(request, 100 * KB, 200 * KB)
    expect(tooLarge).toBe(true)
    expect(form.get('email')).toBe('mei@example.com')
    expect(form.get('permission')).toBeNull()
    // Reading stopped at the first chunk past 200 KB (the stream would never end).
    expect(pulled.bytes).toBeLessThanOrEqual(200 * KB + 64 * KB)
  })

  it('throws on a body that is not multipart form data, or is cut short', async () => {
    const json = new Request('http://shop.test/', { method: 'POST', body: '{"name":"Mei"}', headers: { 'Content-Type': 'application/json' } })
    await expect(readReviewUpload(json)).rejects.toThrow()
    const { bytes, type } = await serialised(reviewPost([10 * KB]))
    await expect(readReviewUpload(counted(bytes.subarray(0, 5 * KB), { 'Content-Type': type }).request)).rejects.toThrow('Unexpected end of form')
    await expect(readReviewUpload(counted(bytes, { 'Content-Type': type }).request)).resolves.toMatchObject({ tooLarge: false })
  })
})

describe('readBodyWithin', () => {
  it('reads a body within the limit whole', async () => {
    const body = await readBodyWithin(new Request('http://shop.test/', { method: 'POST', body: 'x'.repeat(1000) }), 1000)
    expect(body?.byteLength).toBe(1000)
  })

  it('refuses a body that declares more than the limit without reading it', async () => {
    const { request, pulled } = counted(new Uint8Array(5000), { 'Content-Type': 'text/plain', 'Content-Length': '5000' })
    expect(await readBodyWithin(request, 1000)).toBeNull()
    expect(pulled.bytes).toBe(0)
  })

  it('stops reading an endless body at the first chunk past the limit', async () => {
    const { request, pulled } = counted(new Uint8Array(0), { 'Content-Type': 'text/plain' }, true)
    expect(await readBodyWithin(request, 256 * KB)).toBeNull()
    expect(pulled.bytes).toBeGreaterThan(256 * KB)
    expect(pulled.bytes).toBeLessThanOrEqual(256 * KB + 64 * KB)
  })
})
