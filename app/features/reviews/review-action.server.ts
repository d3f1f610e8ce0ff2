import { data } from 'react-router'
import { checkReview } from '~/lib/schemas/review'
import { type ReviewActionData, reviewValues } from './review-action'

/** The testimonials route's action: a review from the form, checked with the form's own schema. */
export async function reviewAction(request: Request) {
  const form = await request.formData()
  const values = reviewValues(form)
  const photosDropped = form.getAll('photos').some((p) => typeof p !== 'string' && p.size > 0)
  const check = checkReview(form)
  if (!check.success) return data<ReviewActionData>({ ok: false, errors: check.errors, values, photosDropped }, { status: 400 })
  return data<ReviewActionData>({ ok: false, errors: {}, values, photosDropped, failed: true }, { status: 503 })
}
