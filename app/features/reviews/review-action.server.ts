import { data } from 'react-router'
import type { FunctionsClient } from '~/lib/functions'
import type { ReviewErrors } from '~/lib/schemas/review'
import { emptyReviewValues, type ReviewActionData, reviewValues } from './review-action'

/**
 * The testimonials route's action: a review from the form, checked with the form's own schema,
 * then handed to the submit-review function (multipart, with its photos) through the one
 * functions client.
 */
export async function reviewAction(request: Request, functions: FunctionsClient) {
  // Loaded the way the form loads it, so the schema is a chunk of its own on the server too.
  const { checkReview, readReviewForm, reviewFields, reviewMessages } = await import('~/lib/schemas/review')
  const form = await readReviewForm(request).catch(() => null)
  if (!form) {
    return data<ReviewActionData>({ ok: false, errors: { photos: reviewMessages.tooLarge }, values: emptyReviewValues, photosDropped: true }, { status: 413 })
  }
  const values = reviewValues(form)
  const photosDropped = form.getAll('photos').some((p) => typeof p !== 'string' && p.size > 0)
  const check = checkReview(form)
  if (!check.success) return data<ReviewActionData>({ ok: false, errors: check.errors, values, photosDropped }, { status: 400 })

  const review = check.data
  const body = new FormData()
  body.set('name', review.name)
  body.set('email', review.email)
  body.set('product', review.product)
  body.set('rating', String(review.rating))
  body.set('story', review.story)
  body.set('permission', 'on')
  for (const photo of review.photos) body.append('photos', photo, photo.name)

  const outcome = await functions.invoke('submit-review', body)
  if (outcome.ok) return data<ReviewActionData>({ ok: true, photos: Number(outcome.data.photos ?? review.photos.length) })

  // A photo whose content is not an image, found by the function: shown under its field.
  const known = Object.fromEntries(
    Object.entries(outcome.fieldErrors ?? {}).filter(([field]) => (reviewFields as string[]).includes(field)),
  ) as ReviewErrors
  if (outcome.status === 400 && Object.keys(known).length) {
    return data<ReviewActionData>({ ok: false, errors: known, values, photosDropped }, { status: 400 })
  }
  // A refusal (4xx, such as a rate limit) is the shopper's; anything else is ours.
  const log = outcome.status >= 400 && outcome.status < 500 ? console.warn : console.error
  log(`[reviews] submit-review failed (status ${outcome.status}): ${outcome.error ?? 'no answer'}`)
  const message = outcome.status >= 400 && outcome.status < 500 ? outcome.error : null
  return data<ReviewActionData>(
    { ok: false, errors: {}, values, photosDropped, failed: { message } },
    { status: outcome.status >= 400 && outcome.status < 600 ? outcome.status : 502 },
  )
}
