import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { artKeys, renderIllustration } from './illustrations'

const SVG_NS = 'http://www.w3.org/2000/svg'

describe('renderIllustration', () => {
  it.each(artKeys)('%s renders a well-formed, non-blank 1200x1200 image', async (art) => {
    const svg = renderIllustration(art, { tone: '#3f8052', label: 'Grounding Fitted Sheet' })
    expect(svg.startsWith(`<svg xmlns="${SVG_NS}" width="1200" height="1200" viewBox="0 0 1200 1200"`)).toBe(true)
    expect(svg).toMatch(/<title>[^<]+<\/title>/)
    expect(svg.endsWith('</svg>')).toBe(true)

    // librsvg refuses malformed XML, so rasterising is the well-formedness check
    const input = sharp(Buffer.from(svg))
    const meta = await input.metadata()
    expect([meta.width, meta.height]).toEqual([1200, 1200])
    const png = await input.resize(300).png().toBuffer()
    const stats = await sharp(png).stats()
    // a drawing, not an empty canvas: the pixels vary
    expect(Math.max(...stats.channels.map((ch) => ch.stdev))).toBeGreaterThan(12)
  })

  it.each(artKeys)('%s references nothing outside itself and stays small', (art) => {
    const svg = renderIllustration(art, { tone: '#e9e2d4', label: 'A long product name that goes on and on for a while' })
    expect(svg.match(/https?:\/\/[^\s"')]*/g)).toEqual([SVG_NS])
    expect(svg).not.toMatch(/href=/)
    expect(svg.match(/url\([^)]*\)/g)?.every((u) => u.startsWith('url(#')) ?? true).toBe(true)
    expect(svg.match(/font-family="([^"]+)"/g)?.every((s) => /"(sans-serif|serif|monospace)"/.test(s)) ?? true).toBe(true)
    expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024)
  })

  it('escapes the label on the packaging and in the title', async () => {
    const svg = renderIllustration('packaging', { tone: '#265336', label: 'A & B <C>' })
    expect(svg).toContain('A &amp; B &lt;C&gt;')
    expect(svg).not.toContain('<C>')
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/)
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer)
  })

  it('is deterministic', () => {
    for (const art of artKeys) {
      const a = renderIllustration(art, { tone: '#a27b4a', label: 'Starter Kit' })
      const b = renderIllustration(art, { tone: '#a27b4a', label: 'Starter Kit' })
      expect(a).toBe(b)
    }
  })

  it('paints the product in its tone', () => {
    for (const art of artKeys) {
      const odd = renderIllustration(art, { tone: '#1a6b8c' })
      const sand = renderIllustration(art, { tone: '#e4d5bc' })
      expect(odd).not.toBe(sand)
      expect(odd).toContain('"#1a6b8c"')
    }
  })

  it('ignores a tone that is not a hex colour instead of writing it into the document', async () => {
    const svg = renderIllustration('mat-desk', { tone: '"/><script>alert(1)</script>' })
    expect(svg).not.toContain('<script')
    expect(svg).toBe(renderIllustration('mat-desk', { tone: '#3f8052' }))
    expect(renderIllustration('mat-desk', { tone: '#3F8' })).toBe(renderIllustration('mat-desk', { tone: '#33ff88' }))
  })

  it('gives every image its own ids so several can be inlined in one page', () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    const one = ids(renderIllustration('bed-sheet', { tone: '#ffffff' }))
    const other = new Set([...ids(renderIllustration('bed-sheet', { tone: '#000000' })), ...ids(renderIllustration('fitted-sheet', { tone: '#ffffff' }))])
    expect(one.length).toBeGreaterThan(0)
    expect(new Set(one).size).toBe(one.length)
    expect(one.filter((id) => other.has(id))).toEqual([])
  })
})
