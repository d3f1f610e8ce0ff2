import { describe, expect, it } from 'vitest'
import { byteKind, median, summarise, type LoadFigures } from './slow-phone-figures'

const load = (interactiveMs: number, js: number): LoadFigures => ({
  fcpMs: 1000,
  lcpMs: 1500,
  scriptsMs: 1800,
  interactiveMs,
  hydratedMs: interactiveMs + 100,
  cls: 0,
  bytes: { html: 10, js, css: 5, font: 0, image: 20, other: 1 },
})

describe('slow-phone figures', () => {
  it('names a response by its resource type, then its MIME type or URL', () => {
    expect(byteKind('Document', 'text/html', 'http://x/')).toBe('html')
    expect(byteKind('Script', 'text/javascript', 'http://x/a.js')).toBe('js')
    expect(byteKind('Other', 'application/javascript', 'http://x/a.js')).toBe('js')
    expect(byteKind('Stylesheet', 'text/css', 'http://x/a.css')).toBe('css')
    expect(byteKind('Font', 'font/woff2', 'http://x/a.woff2')).toBe('font')
    expect(byteKind('Other', 'application/octet-stream', 'http://x/a.woff2?v=1')).toBe('font')
    expect(byteKind('Image', 'image/avif', 'http://x/i')).toBe('image')
    expect(byteKind('Fetch', 'text/x-script', 'http://x/shop-all.data')).toBe('other')
  })

  it('takes each figure’s median on its own', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    const s = summarise([load(3000, 100), load(1000, 300), load(2000, 200)])
    expect(s.interactiveMs).toBe(2000)
    expect(s.hydratedMs).toBe(2100)
    expect(s.bytes.js).toBe(200)
    expect(s.totalBytes).toBe(236)
  })
})
