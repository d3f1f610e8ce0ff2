import * as z from 'zod/mini'
import { maxPhotoBytes, reviewForm } from '../shop'
import { reviewProducts } from './review-products'
import { languageField } from './fields'

export { maxPhotoBytes, maxReviewBytes } from '../shop'

/**
 * The review submission form: the one schema the form (in the browser), the route action and the
 * `submit-review` function check it with (on `zod/mini`, like every shared schema). Each field's
 * first message shows under it.
 */

const { limits, maxPhotos, maxPhotoMb } = reviewForm

export { reviewProducts, type ReviewProduct } from './review-products'

/** Image types a photo may have (the function also checks the file's content is one of them). */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const

/**
 * A photo whose content is not an image of an accepted format, whatever its name says: `{name}` is
 * the file's name (ICU, so the page's copy words it in its language from this text).
 */
export const photoNotImageMessage = '“{name}” is not a photo we can read. Please choose JPEG, PNG, WebP, GIF or AVIF images.'

export const reviewMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name must be ${limits.name} characters or fewer`,
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com',
  emailTooLong: `Your e-mail address must be ${limits.email} characters or fewer`,
  product: 'Please choose the product you bought',
  rating: 'Please choose a rating from 1 to 5 stars',
  storyTooShort: `Please tell us a little more: at least ${limits.storyMin} characters`,
  storyTooLong: `Your story must be ${limits.storyMax} characters or fewer`,
  photoType: 'Photos must be images (JPEG, PNG, WebP, GIF or AVIF)',
  photoTooLarge: `Each photo must be ${maxPhotoMb} MB or smaller`,
  tooManyPhotos: `Please choose at most ${maxPhotos} photos`,
  permission: 'Please confirm that we may publish your review',
  photoNotImage: (fileName: string) => photoNotImageMessage.replace('{name}', () => fileName),
  /** A post that is not the form (or was cut short on the way). */
  unreadable: 'Your review did not reach us in full. Please try again.',
  tooLarge: `The photos add up to more than we accept: at most ${maxPhotos} photos of ${maxPhotoMb} MB each`,
} as const

const trimmed = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z.string(minMessage).check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage))

export const reviewSchema = z.object({
  name: trimmed(1, reviewMessages.nameRequired, limits.name, reviewMessages.nameTooLong),
  email: z
    .string(reviewMessages.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, reviewMessages.emailRequired),
      z.maxLength(limits.email, reviewMessages.emailTooLong),
      z.regex(z.regexes.email, reviewMessages.emailInvalid),
    ),
  product: z.enum(reviewProducts, reviewMessages.product),
  rating: z.pipe(
    z.enum(['1', '2', '3', '4', '5'], reviewMessages.rating),
    z.transform((s) => Number(s) as 1 | 2 | 3 | 4 | 5),
  ),
  story: trimmed(limits.storyMin, reviewMessages.storyTooShort, limits.storyMax, reviewMessages.storyTooLong),
  photos: z
    .array(z.file(reviewMessages.photoType).check(z.mime([...photoTypes], reviewMessages.photoType), z.maxSize(maxPhotoBytes, reviewMessages.photoTooLarge)))
    .check(z.maxLength(maxPhotos, reviewMessages.tooManyPhotos)),
  permission: z.literal(true, reviewMessages.permission),
})

export type ReviewSubmission = z.output<typeof reviewSchema>
export type ReviewField = keyof ReviewSubmission
export const reviewFields = Object.keys(reviewSchema.shape) as ReviewField[]
export type ReviewErrors = Partial<Record<ReviewField, string>>

/**
 * The form's values as the schema reads them. An empty file input still sends one nameless empty
 * file, which is no photo; an unticked checkbox sends nothing.
 */
export function reviewInput(form: FormData) {
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: text('name'),
    email: text('email'),
    product: text('product'),
    rating: text('rating'),
    story: text('story'),
    photos: form.getAll('photos').filter((p): p is File => typeof p !== 'string' && !(p.size === 0 && p.name === '')),
    permission: form.get('permission') === 'on',
  }
}

/**
 * The page's language, which the shop sends submit-review beside the form (`language`, not a field
 * the shopper fills): the thank-you mail is in it. Read as every function reads it (`languageField`).
 */
export function reviewLanguage(form: FormData): { success: true; language: string } | { success: false; error: string } {
  const value = form.get('language')
  const result = languageField.safeParse(value ?? undefined)
  return result.success ? { success: true, language: result.data } : { success: false, error: result.error.issues[0]?.message ?? 'Invalid language' }
}

export type ReviewCheck = { success: true; data: ReviewSubmission } | { success: false; errors: ReviewErrors }

/** Checks a submitted form; on failure, the first message of each field at fault. */
export function checkReview(form: FormData): ReviewCheck {
  const result = reviewSchema.safeParse(reviewInput(form))
  if (result.success) return { success: true, data: result.data }
  const errors: ReviewErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ReviewField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { success: false, errors }
}
