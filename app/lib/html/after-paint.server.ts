import { Transform } from 'node:stream'
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from './after-paint'

const rewrites: [RegExp, string][] = [
  // React Router's preloads of the page's modules…
  [/<link rel="modulepreload"/g, `<link rel="${HELD_PRELOAD_REL}"`],
  // …and its bootstrap module (the one async inline module), both held for `afterPaintLoader`.
  [/<script( nonce="[^"]*")? type="module" async="">/g, `<script$1 type="${HELD_MODULE_TYPE}">`],
]

export function holdScriptsUntilPaint(html: string) {
  return rewrites.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html)
}

/**
 * The streamed document with `holdScriptsUntilPaint` applied (see `after-paint.ts`). A tag cut
 * between two chunks of the stream is held back and rewritten whole with the next chunk.
 */
export function holdScriptsUntilPaintStream() {
  const decoder = new TextDecoder()
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.decode(chunk, { stream: true })
      const open = text.lastIndexOf('<')
      const cut = open !== -1 && !text.includes('>', open) ? open : text.length
      held = text.slice(cut)
      callback(null, holdScriptsUntilPaint(text.slice(0, cut)))
    },
    flush(callback) {
      callback(null, holdScriptsUntilPaint(held + decoder.decode()))
    },
  })
}
