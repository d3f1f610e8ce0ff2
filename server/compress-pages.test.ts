import { createBrotliDecompress, createGunzip } from 'node:zlib'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { compressPages, pageEncoding } from './compress-pages'

/** A page streamed as React streams one: its shell in several writes at once, then a late part when `release` is called. */
function streamedPage() {
  let release = () => {}
  const late = new Promise<void>((resolve) => (release = resolve))
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of ['<!DOCTYPE html><html><head></head><body>', '<header>logo', ' search cart', ' Shop Now</header>', '<main>'])
        controller.enqueue(encoder.encode(part))
      await late
      controller.enqueue(encoder.encode('late section</main></body></html>'))
      controller.close()
    },
  })
  return { body, release }
}

function app(page: () => ReadableStream<Uint8Array>) {
  const hono = new Hono()
  hono.use(compress())
  hono.use(compressPages())
  hono.get('/', () => new Response(page(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
  hono.get('/style.css', () => new Response('a{color:red}'.repeat(200), { headers: { 'Content-Type': 'text/css' } }))
  return hono
}

/** Decompresses what arrives, as the browser does, calling `onText` with all the text so far after each piece. */
function decompressAsItArrives(encoding: string, body: ReadableStream<Uint8Array>, onText: (text: string) => void) {
  const gunzip = encoding === 'br' ? createBrotliDecompress() : createGunzip()
  let text = ''
  gunzip.on('data', (data: Buffer) => onText((text += data.toString())))
  const done = new Promise<string>((resolve, reject) => {
    gunzip.on('end', () => resolve(text))
    gunzip.on('error', reject)
  })
  void (async () => {
    for await (const piece of body) gunzip.write(piece)
    gunzip.end()
  })()
  return done
}

describe('pages compressed as they are streamed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ])('delivers the shell whole, header and all, before the late part is ready, and the whole page after it (%s: %s)', async (accept, encoding) => {
    const page = streamedPage()
    const response = await app(() => page.body).request('/', { headers: { 'Accept-Encoding': accept } })
    expect(response.headers.get('Content-Encoding')).toBe(encoding)
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    let shellArrived: () => void = () => {}
    const shell = new Promise<void>((resolve) => (shellArrived = resolve))
    const seen: string[] = []
    const whole = decompressAsItArrives(encoding, response.body!, (text) => {
      seen.push(text)
      if (text.endsWith('<main>')) shellArrived()
    })
    // The shell arrives whole while the late part is still held back: never a header in pieces.
    await shell
    expect(seen).toEqual(['<!DOCTYPE html><html><head></head><body><header>logo search cart Shop Now</header><main>'])
    page.release()
    expect(await whole).toBe('<!DOCTYPE html><html><head></head><body><header>logo search cart Shop Now</header><main>late section</main></body></html>')
  })

  it('takes brotli, then gzip, from what the request accepts, never one it refuses', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pageEncoding('BR;q=0.5, gzip')).toBe('br')
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pageEncoding('gzip;q=0.0')).toBeNull()
    expect(pageEncoding('identity')).toBeNull()
    expect(pageEncoding(undefined)).toBeNull()
  })

  it('leaves a page to a client that takes no compression as it is, and other types to hono', async () => {
    const plain = await app(() => streamedPage().body).request('/', { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    const css = await app(() => streamedPage().body).request('/style.css', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(css.headers.get('Content-Encoding')).toBe('gzip')
  })
})
