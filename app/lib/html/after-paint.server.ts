import { Transform } from 'node:stream'
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from './after-paint'

/**
 * React Router's preloads of the page's modules and its bootstrap module (the one async inline
 * module), both held for `afterPaintLoader`: found in one pass over the page.
 */
const SCRIPT_TAGS = /<link rel="modulepreload"|<script( nonce="[^"]*")? type="module" async="">/g

export function holdScriptsUntilPaint(html: string) {
  return html.replace(SCRIPT_TAGS, (tag, nonce: string | undefined) =>
    tag.startsWith('<link') ? `<link rel="${HELD_PRELOAD_REL}"` : `<script${nonce ?? ''} type="${HELD_MODULE_TYPE}">`,
  )
}

/**
 * `holdScriptsUntilPaint` on the page's bytes, as a whole page is gathered: read as Latin-1, one
 * character per byte, so the page is neither decoded nor encoded again (the tags sought are ASCII,
 * and no byte of a multi-byte character can be mistaken for one of theirs).
 */
export function holdScriptsUntilPaintInBytes(page: Buffer): Buffer {
  return Buffer.from(holdScriptsUntilPaint(page.toString('latin1')), 'latin1')
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
