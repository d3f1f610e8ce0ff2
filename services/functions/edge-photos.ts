import { type CheckedPhoto, contentTypes, extensions, type PhotoFormat, sniffImage } from './photo-format'

/**
 * The review photo check of the Edge runtime, where sharp's native binary cannot run
 * (docs/decisions/032): pure JavaScript that walks the file's structure instead of decoding it.
 * The file must be a complete, well-formed JPEG, PNG, GIF or WebP; every block that can carry
 * camera details, a GPS position or text (EXIF, XMP, IPTC, comments, text chunks) is dropped and
 * the picture data is kept byte for byte. A JPEG keeps its orientation (a minimal EXIF block with
 * that one tag), so it still shows upright. AVIF is refused here: removing its metadata items
 * means rewriting the file's offsets.
 */

/** Largest picture accepted, in pixels, as the shop's own check (services/functions/photos.ts). */
const MAX_PIXELS = 60_000_000

type Parsed = { parts: Uint8Array[]; width: number; height: number }

class Malformed extends Error {}
const fail = (what: string): never => {
  throw new Malformed(what)
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)
const u32le = (b: Uint8Array, i: number) => u24le(b, i) + b[i + 3]! * 0x1000000
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
const need = (b: Uint8Array, end: number) => (end <= b.length ? true : fail('truncated'))

export async function checkPhotoStructure(bytes: Uint8Array): Promise<CheckedPhoto | null> {
  const format = sniffImage(bytes)
  if (!format || format === 'avif') return null
  try {
    const { parts, width, height } = parsers[format](bytes)
    if (width < 1 || height < 1 || width * height > MAX_PIXELS) return null
    const data = Buffer.concat(parts)
    return { format, contentType: contentTypes[format], extension: extensions[format], data, width, height }
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return null
    throw error
  }
}

const parsers: Record<Exclude<PhotoFormat, 'avif'>, (b: Uint8Array) => Parsed> = { jpeg, png, gif, webp }

// APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) describe colour; the
// other APPn blocks (EXIF, XMP, IPTC, maker notes) and comments describe the camera and the person.
const KEPT_APP = new Set([0xe0, 0xe2, 0xee])

function jpeg(b: Uint8Array): Parsed {
  const parts: Uint8Array[] = [b.subarray(0, 2)]
  let width = 0
  let height = 0
  let orientation = 1
  let i = 2
  for (;;) {
    need(b, i + 4)
    if (b[i] !== 0xff) fail('segment expected')
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    const length = u16be(b, i + 2)
    if (length < 2) fail('segment length')
    need(b, i + 2 + length)
    const segment = b.subarray(i, i + 2 + length)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      height = u16be(b, i + 5)
      width = u16be(b, i + 7)
    }
    if (marker === 0xe1 && ascii(b, i + 4, i + 10) === 'Exif\0\0') orientation = exifOrientation(b.subarray(i + 10, i + 2 + length)) ?? orientation
    const dropped = (marker >= 0xe0 && marker <= 0xef && !KEPT_APP.has(marker)) || marker === 0xfe
    if (!dropped) parts.push(segment)
    i += 2 + length
    if (marker === 0xda) break // start of scan: the picture data follows
  }
  if (!width || !height) fail('no frame header')
  // The picture data runs to the end-of-image marker; anything after it is not kept.
  const end = lastIndexOfEoi(b, i)
  parts.push(b.subarray(i, end + 2))
  if (orientation !== 1) parts.splice(1, 0, orientationSegment(orientation))
  return orientation >= 5 ? { parts, width: height, height: width } : { parts, width, height }
}

function lastIndexOfEoi(b: Uint8Array, from: number) {
  for (let j = b.length - 2; j >= from; j--) if (b[j] === 0xff && b[j + 1] === 0xd9) return j
  return fail('no end of image')
}

/** The Orientation tag (0x0112) of IFD0 in an EXIF block's TIFF structure, when present and valid. */
function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null
  const little = ascii(tiff, 0, 2) === 'II'
  const u16 = (i: number) => (little ? u16le(tiff, i) : u16be(tiff, i))
  const u32 = (i: number) => (little ? u32le(tiff, i) : u32be(tiff, i))
  const ifd = u32(4)
  if (ifd + 2 > tiff.length) return null
  const count = u16(ifd)
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12
    if (entry + 12 > tiff.length) return null
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8)
      return value >= 1 && value <= 8 ? value : null
    }
  }
  return null
}

/** An APP1 EXIF block holding the Orientation tag alone (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
  const body = [...new TextEncoder().encode('Exif'), 0, 0, ...tiff]
  return new Uint8Array([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body])
}

// Chunks that make up or colour the picture (APNG's animation chunks among them); text, EXIF,
// time and any unknown chunk are dropped.
const KEPT_PNG = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'acTL', 'fcTL', 'fdAT'])

function png(b: Uint8Array): Parsed {
  const parts: Uint8Array[] = [b.subarray(0, 8)]
  let i = 8
  let width = 0
  let height = 0
  let sawData = false
  for (;;) {
    need(b, i + 12)
    const length = u32be(b, i)
    const type = ascii(b, i + 4, i + 8)
    need(b, i + 12 + length)
    if (crc32(b.subarray(i + 4, i + 8 + length)) !== u32be(b, i + 8 + length)) fail('chunk checksum')
    if (i === 8) {
      if (type !== 'IHDR') fail('IHDR first')
      width = u32be(b, i + 8)
      height = u32be(b, i + 12)
    }
    if (type === 'IDAT') sawData = true
    if (KEPT_PNG.has(type)) parts.push(b.subarray(i, i + 12 + length))
    i += 12 + length
    if (type === 'IEND') break
  }
  if (!sawData) fail('no image data')
  return { parts, width, height }
}

let crcTable: Uint32Array | null = null
function crc32(data: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  let crc = 0xffffffff
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function gif(b: Uint8Array): Parsed {
  need(b, 13)
  const width = u16le(b, 6)
  const height = u16le(b, 8)
  let i = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0)
  const parts: Uint8Array[] = [b.subarray(0, i)]
  const subBlocks = (from: number) => {
    let j = from
    for (;;) {
      need(b, j + 1)
      const size = b[j]!
      j += 1 + size
      if (size === 0) return j
    }
  }
  let frames = 0
  for (;;) {
    need(b, i + 1)
    const block = b[i]!
    if (block === 0x3b) {
      parts.push(b.subarray(i, i + 1))
      break
    }
    if (block === 0x2c) {
      need(b, i + 10)
      const local = b[i + 9]! & 0x80 ? 3 * 2 ** ((b[i + 9]! & 7) + 1) : 0
      const end = subBlocks(i + 10 + local + 1)
      parts.push(b.subarray(i, end))
      frames++
      i = end
    } else if (block === 0x21) {
      need(b, i + 2)
      const label = b[i + 1]!
      const end = subBlocks(i + 2)
      // Graphic control (timing, transparency) and the looping extension are kept; comments and other applications' data (XMP) are not.
      const keep = label === 0xf9 || (label === 0xff && ascii(b, i + 3, i + 14) === 'NETSCAPE2.0')
      if (keep) parts.push(b.subarray(i, end))
      i = end
    } else {
      fail('unknown block')
    }
  }
  if (!frames) fail('no frame')
  return { parts, width, height }
}

function webp(b: Uint8Array): Parsed {
  const size = u32le(b, 4) + 8
  if (size > b.length || size < 20) fail('RIFF size')
  const chunks: Uint8Array[] = []
  let width = 0
  let height = 0
  let i = 12
  while (i < size) {
    need(b, i + 8)
    const type = ascii(b, i, i + 4)
    const length = u32le(b, i + 4)
    const end = i + 8 + length + (length & 1)
    if (end > size) fail('chunk size')
    const d = i + 8
    if (i === 12) {
      if (type === 'VP8X') {
        width = u24le(b, d + 4) + 1
        height = u24le(b, d + 7) + 1
      } else if (type === 'VP8L') {
        if (b[d] !== 0x2f) fail('VP8L signature')
        const bits = u32le(b, d + 1)
        width = (bits & 0x3fff) + 1
        height = ((bits >>> 14) & 0x3fff) + 1
      } else if (type === 'VP8 ') {
        if (b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) fail('VP8 start code')
        width = u16le(b, d + 6) & 0x3fff
        height = u16le(b, d + 8) & 0x3fff
      } else {
        fail('first chunk')
      }
    }
    if (type !== 'EXIF' && type !== 'XMP ') chunks.push(b.slice(i, end))
    i = end
  }
  // The extended header's flags no longer announce the EXIF and XMP chunks that were dropped.
  const first = chunks[0]!
  if (ascii(first, 0, 4) === 'VP8X') first[8] = first[8]! & ~0x0c
  const body = chunks.reduce((n, c) => n + c.length, 4)
  const header = new Uint8Array(12)
  header.set(b.subarray(0, 12))
  new DataView(header.buffer).setUint32(4, body, true)
  return { parts: [header, ...chunks], width, height }
}
