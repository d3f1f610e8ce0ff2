// Renders the committed brand images (favicon.ico, touch icon, logo, social preview) from
// their SVG sources. Run after changing a source: node scripts/make-brand-images.mjs
import sharp from 'sharp'

const mark = 'public/favicon.svg'
await sharp('assets-src/og-image.svg').png({ compressionLevel: 9, palette: true }).toFile('public/og-image.png')
await sharp(mark, { density: 1200 }).resize(180, 180).flatten({ background: '#ffffff' }).png().toFile('public/apple-touch-icon.png')
await sharp(mark, { density: 1200 }).resize(512, 512).png().toFile('public/logo.png')

// An .ico holding one 32x32 PNG image (the PNG-in-ICO form every browser reads).
const png = await sharp(mark, { density: 600 }).resize(32, 32).png().toBuffer()
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // width
header.writeUInt8(32, 7) // height
header.writeUInt16LE(1, 10) // colour planes
header.writeUInt16LE(32, 12) // bits per pixel
header.writeUInt32LE(png.length, 14)
header.writeUInt32LE(22, 18) // offset of the image data
const { writeFile } = await import('node:fs/promises')
await writeFile('public/favicon.ico', Buffer.concat([header, png]))
console.log('brand images written to public/')
