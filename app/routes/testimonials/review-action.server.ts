import { data } from 'react-router'
import type { Market } from '#shared/markets'
import { failureStatus, type FunctionsClient } from '~/lib/functions'
import type { ReviewErrors } from '#shared/schemas/review'
import { readReviewUpload } from '#shared/review-upload'
import { copyModule } from '~/i18n/catalogue.server'
import { formatIn } from '#shared/format-in'
import { inPageLanguage, templateValue } from '~/lib/field-messages'
import { requireFormType } from '~/lib/form-body'
import { emptyReviewValues, type ReviewActionData, type ReviewValues } from './review-action'

/**
 * The testimonials route's action: a review from the form, checked with the form's own schema,
 * then handed to the submit-review function (multipart, with its photos) through the one
 * functions client, with the page's language for the thank-you mail. Its messages are in the
 * page's language (the form's `errors`, by the schema's keys).
 */
export async function reviewAction(request: Request, functions: FunctionsClient, market: Market) {
  // Loaded the way the form loads it, so the schema is a chunk of its own on the server too.
  const { checkReview: checkInEnglish, photoNotImageMessage, reviewFields, reviewInput, reviewMessages } = await import('#shared/schemas/review')
  const copy = (await copyModule(market, 'testimonials')).testimonialsCopy.form
  const wordsOf = (errors: ReviewErrors): ReviewErrors => {
    const worded = inPageLanguage(errors, reviewMessages, copy.errors)
    // The backend's one message made from a value names the photo: worded with its name.
    const name = errors.photos === undefined ? null : templateValue(photoNotImageMessage, errors.photos)
    return name === null ? worded : { ...worded, photos: formatIn(market, copy.photoNotImage, { name }) }
  }
  const checkReview = (form: FormData) => {
    const check = checkInEnglish(form)
    return check.success ? check : { success: false as const, errors: wordsOf(check.errors) }
  }
  // Not a form at all: refused with its 415 before anything is read.
  requireFormType(request, (await copyModule(market, 'form-body')).formBodyCopy)
  const upload = await readReviewUpload(request).catch(() => null)
  if (!upload) {
    // Not a form, or one cut short on the way: nothing typed can be given back.
    return data<ReviewActionData>({ status: 'failed', message: copy.errors.unreadable, values: emptyReviewValues, photosDropped: false }, { status: 400 })
  }
  const { form, tooLarge } = upload
  // What the shopper typed, as the schema reads it, to send back with the messages (photos cannot be).
  const { photos: _photos, ...values }: ReviewValues & { photos: File[] } = reviewInput(form)
  if (tooLarge) {
    // The photos were dropped while reading; the other fields get their own messages too.
    const others = checkReview(form)
    const errors = { ...(others.success ? {} : others.errors), photos: copy.errors.tooLarge }
    return data<ReviewActionData>({ status: 'invalid', fieldErrors: errors, values, photosDropped: true }, { status: 413 })
  }
  const photosDropped = form.getAll('photos').some((p) => typeof p !== 'string' && p.size > 0)
  const check = checkReview(form)
  if (!check.success) return data<ReviewActionData>({ status: 'invalid', fieldErrors: check.errors, values, photosDropped }, { status: 400 })

  const review = check.data
  const body = new FormData()
  body.set('name', review.name)
  body.set('email', review.email)
  body.set('product', review.product)
  body.set('rating', String(review.rating))
  body.set('story', review.story)
  body.set('permission', 'on')
  body.set('language', market.locale)
  for (const photo of review.photos) body.append('photos', photo, photo.name)

  const outcome = await functions.invoke('submit-review', body)
  if (outcome.ok) return data<ReviewActionData>({ status: 'done', photos: Number(outcome.data.photos ?? review.photos.length) })

  // A photo whose content is not an image, found by the function: shown under its field.
  const known = Object.fromEntries(Object.entries(outcome.fieldErrors ?? {}).filter(([field]) => (reviewFields as string[]).includes(field))) as ReviewErrors
  if (outcome.refused && outcome.status === 400 && Object.keys(known).length) {
    return data<ReviewActionData>({ status: 'invalid', fieldErrors: wordsOf(known), values, photosDropped }, { status: 400 })
  }
  // A refusal in the schema's words (the photos' total, say) in the page's.
  const message = outcome.refused && outcome.error ? inPageLanguage({ message: outcome.error }, reviewMessages, copy.errors).message : null
  return data<ReviewActionData>({ status: 'failed', message, values, photosDropped }, { status: failureStatus(outcome) })
}
