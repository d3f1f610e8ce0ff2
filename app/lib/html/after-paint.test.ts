import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from './after-paint'
import { holdScriptsUntilPaint, holdScriptsUntilPaintInBytes, holdScriptsUntilPaintStream } from './after-paint.server'

// The shape of React Router's <Scripts /> output, with the scripts around it that must not change.
const page = [
  '<!DOCTYPE html><html><head><title>Grounding — “Groundwell” ✓</title><script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
  '<script nonce="abc+/=">((storageKey2, restoreKey) => {})()</script>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc+/="/>',
  '<link rel="modulepreload" href="/assets/shell-2.js" nonce="abc+/="/>',
  '<script nonce="abc+/=">window.__reactRouterContext = {"a":"<\\/script>"};</script>',
  '<script nonce="abc+/=" type="module" async="">import * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>',
  '<link rel="stylesheet" href="/assets/app.css"/><script nonce="abc+/=">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('holdScriptsUntilPaint', () => {
  it('holds back the module preloads and the bootstrap module, and nothing else', () => {
    const html = holdScriptsUntilPaint(page)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html.match(new RegExp(`<link rel="${HELD_PRELOAD_REL}" href="/assets/[^"]+" nonce="abc\\+/="/>`, 'g'))).toHaveLength(2)
    expect(html).not.toContain('type="module"')
    expect(html).toContain(`<script nonce="abc+/=" type="${HELD_MODULE_TYPE}">import * as route0`)
    // Everything else is byte for byte what React rendered.
    const restored = html.replaceAll(HELD_PRELOAD_REL, 'modulepreload').replace(`type="${HELD_MODULE_TYPE}"`, 'type="module" async=""')
    expect(restored).toBe(page)
  })

  it('gives the same bytes when it works on the bytes of a whole page, characters of any width kept', () => {
    const bytes = holdScriptsUntilPaintInBytes(Buffer.from(page))
    expect(bytes.equals(Buffer.from(holdScriptsUntilPaint(page)))).toBe(true)
    expect(bytes.toString()).toContain('“Groundwell” ✓')
  })

  it('gives the same document however the stream is cut, even inside a tag or a character', async () => {
    const bytes = Buffer.from(page)
    const expected = holdScriptsUntilPaint(page)
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), bytes.length]
        const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end))
        expect(await text(Readable.from(chunks).pipe(holdScriptsUntilPaintStream()))).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })
})
