import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkPhotoStructure } from './edge-photos'

/** The Edge runtime's photo check: sharp here only makes the photos and reads back what was kept. */

const phoneExif = { IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1' } }
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3f8052' } })
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('the Edge photo check', () => {
  it("keeps a JPEG's picture, drops its camera details and GPS position, keeps it upright", async () => {
    const fromPhone = await canvas(64, 48).jpeg().withMetadata({ orientation: 6 }).withExif(phoneExif).toBuffer()
    expect(text(fromPhone)).toContain('PhoneMaker')
    const checked = await checkPhotoStructure(fromPhone)
    // Orientation 6 (turned a quarter): shown 48 wide and 64 high.
    expect(checked).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg', width: 48, height: 64 })
    expect(text(checked!.data)).not.toContain('PhoneMaker')
    expect(text(checked!.data)).not.toContain('Phone 15')
    const meta = await sharp(checked!.data).metadata()
    expect([meta.width, meta.height, meta.orientation]).toEqual([64, 48, 6])
    // The picture data is untouched: it decodes to the same pixels.
    expect(await sharp(checked!.data).raw().toBuffer()).toEqual(await sharp(fromPhone).raw().toBuffer())
  })

  it("keeps a PNG's picture and colour, drops its text and EXIF chunks", async () => {
    const png = await canvas(20, 10).png().withExif(phoneExif).withMetadata().toBuffer()
    expect(text(png)).toContain('PhoneMaker')
    const checked = await checkPhotoStructure(png)
    expect(checked).toMatchObject({ format: 'png', width: 20, height: 10 })
    expect(text(checked!.data)).not.toContain('PhoneMaker')
    expect(await sharp(checked!.data).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer())
  })

  it('keeps a WebP (its extended header no longer announcing the EXIF it dropped) and a GIF', async () => {
    const webp = await canvas(30, 20).webp().withExif(phoneExif).toBuffer()
    expect(text(webp)).toContain('PhoneMaker')
    const checkedWebp = await checkPhotoStructure(webp)
    expect(checkedWebp).toMatchObject({ format: 'webp', width: 30, height: 20 })
    expect(text(checkedWebp!.data)).not.toContain('PhoneMaker')
    const webpMeta = await sharp(checkedWebp!.data).metadata()
    expect([webpMeta.format, webpMeta.width, webpMeta.height, webpMeta.exif]).toEqual(['webp', 30, 20, undefined])

    const gif = await canvas(12, 8).gif().toBuffer()
    const checkedGif = await checkPhotoStructure(gif)
    expect(checkedGif).toMatchObject({ format: 'gif', width: 12, height: 8 })
    expect(await sharp(checkedGif!.data).metadata()).toMatchObject({ format: 'gif', width: 12, height: 8 })
  })

  it('refuses what is not a whole image of an accepted format, and AVIF', async () => {
    const jpeg = await canvas(40, 30).jpeg().toBuffer()
    const png = await canvas(40, 30).png().toBuffer()
    const corrupted = Buffer.from(png)
    corrupted[40] = corrupted[40]! ^ 0xff // a byte of a chunk its checksum no longer matches
    for (const bytes of [
      jpeg.subarray(0, jpeg.length / 2),
      png.subarray(0, png.length - 20),
      corrupted,
      Buffer.from('GIF89a this is not a picture'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      await canvas(16, 16).avif().toBuffer(),
    ]) {
      expect(await checkPhotoStructure(bytes)).toBeNull()
    }
  })

  it('never throws on hostile bytes: damaged copies of real photos and made-up headers are refused or kept whole', async () => {
    const seeds = await Promise.all([
      canvas(9, 7).jpeg().withExif(phoneExif).toBuffer(),
      canvas(9, 7).png().toBuffer(),
      canvas(9, 7).gif().toBuffer(),
      canvas(9, 7).webp().withExif(phoneExif).toBuffer(),
    ])
    const damaged = fc
      .record({ seed: fc.constantFrom(...seeds), at: fc.nat(), cut: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) })
      .map(({ seed, at, cut, bytes }) => {
        const copy = Buffer.from(seed)
        copy.set(bytes.subarray(0, Math.max(0, copy.length - (at % copy.length))), at % copy.length)
        return copy.subarray(0, copy.length - (cut % 4 === 0 ? cut % copy.length : 0))
      })
    await fc.assert(
      fc.asyncProperty(fc.oneof(damaged, fc.uint8Array({ maxLength: 64 })), async (bytes) => {
        const checked = await checkPhotoStructure(bytes)
        if (checked) expect(checked.width * checked.height).toBeGreaterThan(0)
      }),
      { numRuns: 2000 },
    )
  })
})
