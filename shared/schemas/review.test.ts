import { describe, expect, it } from 'vitest'
import { reviewForm } from '../shop'
import { checkReview, maxPhotoBytes, reviewInput, reviewLanguage, reviewMessages as m } from './review'

const valid = {
  name: '  Mei Ling  ',
  email: ' mei@example.com ',
  product: 'sheet',
  rating: '5',
  story: 'I fall asleep within fifteen minutes now.',
  permission: 'on',
}
const form = (fields: Record<string, string | undefined> = {}, photos: File[] = []) => {
  const data = new FormData()
  for (const [key, value] of Object.entries({ ...valid, ...fields })) if (value !== undefined) data.set(key, value)
  for (const photo of photos) data.append('photos', photo)
  return data
}
const image = (name = 'bed.jpg', bytes = 1000, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type })
const errorsOf = (data: FormData) => {
  const result = checkReview(data)
  if (result.success) throw new Error('expected errors')
  return result.errors
}

describe('review schema', () => {
  it('accepts a complete review, trimmed, with its rating as a number', () => {
    const result = checkReview(form({}, [image(), image('mat.png', 10, 'image/png')]))
    expect(result).toMatchObject({
      success: true,
      data: { name: 'Mei Ling', email: 'mei@example.com', product: 'sheet', rating: 5, story: valid.story, permission: true },
    })
    if (result.success) expect(result.data.photos.map((p) => p.name)).toEqual(['bed.jpg', 'mat.png'])
  })

  it('needs every field but the photos, each with its own message', () => {
    const empty = new FormData()
    empty.append('photos', new File([], '', { type: 'application/octet-stream' }))
    expect(errorsOf(empty)).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      product: m.product,
      rating: m.rating,
      story: m.storyTooShort,
      permission: m.permission,
    })
    // An empty file input sends one nameless, empty file: that is no photo.
    expect(reviewInput(form({}, [new File([], '')])).photos).toEqual([])
  })

  it('says what is wrong with a value', () => {
    expect(errorsOf(form({ name: '   ' })).name).toBe(m.nameRequired)
    expect(errorsOf(form({ name: 'x'.repeat(reviewForm.limits.name + 1) })).name).toBe(m.nameTooLong)
    expect(checkReview(form({ name: 'x'.repeat(reviewForm.limits.name) })).success).toBe(true)
    expect(errorsOf(form({ email: 'mei@' })).email).toBe(m.emailInvalid)
    expect(errorsOf(form({ email: `${'a'.repeat(250)}@example.com` })).email).toBe(m.emailTooLong)
    expect(errorsOf(form({ product: 'sofa' })).product).toBe(m.product)
    expect(errorsOf(form({ rating: '0' })).rating).toBe(m.rating)
    expect(errorsOf(form({ rating: '6' })).rating).toBe(m.rating)
    expect(errorsOf(form({ story: '   too short           ' })).story).toBe(m.storyTooShort)
    expect(errorsOf(form({ story: 'x'.repeat(reviewForm.limits.storyMax + 1) })).story).toBe(m.storyTooLong)
    expect(errorsOf(form({ permission: undefined })).permission).toBe(m.permission)
    expect(errorsOf(form({ permission: 'off' })).permission).toBe(m.permission)
  })

  it('takes at most five images of at most 5 MB each', () => {
    const five = Array.from({ length: reviewForm.maxPhotos }, (_, i) => image(`p${i}.jpg`))
    expect(checkReview(form({}, five)).success).toBe(true)
    expect(errorsOf(form({}, [...five, image('p6.jpg')]))).toEqual({ photos: m.tooManyPhotos })
    expect(checkReview(form({}, [image('big.jpg', maxPhotoBytes)])).success).toBe(true)
    expect(errorsOf(form({}, [image('big.jpg', maxPhotoBytes + 1)]))).toEqual({ photos: m.photoTooLarge })
    expect(errorsOf(form({}, [image('notes.txt', 10, 'text/plain')]))).toEqual({ photos: m.photoType })
    expect(errorsOf(form({}, [image('doc.pdf', 10, 'application/pdf')]))).toEqual({ photos: m.photoType })
  })
})

describe("a review's language", () => {
  it("is the page's, sent beside the form: English without one or with one the shop cannot place; a file is refused by name", () => {
    expect(reviewLanguage(form())).toEqual({ success: true, language: 'en-SG' })
    expect(reviewLanguage(form({ language: 'zh-HK' }))).toEqual({ success: true, language: 'zh-HK' })
    expect(reviewLanguage(form({ language: 'tlh' }))).toEqual({ success: true, language: 'en-SG' })
    const withFile = form()
    withFile.set('language', new File(['id-ID'], 'language.txt'))
    expect(reviewLanguage(withFile)).toEqual({ success: false, error: 'Field "language" must be a string' })
    // Not a field of the form: the form's own check ignores it.
    expect(checkReview(form({ language: 'id-ID' })).success).toBe(true)
  })
})
