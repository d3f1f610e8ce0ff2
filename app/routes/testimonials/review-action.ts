import type { ReviewField } from '#shared/schemas/review'
import type { FormResult } from '~/lib/form-result'

/** What the shopper typed, sent back with the messages so nothing is lost (photos cannot be). */
export type ReviewValues = { name: string; email: string; product: string; rating: string; story: string; permission: boolean }

/**
 * The answer of the testimonials route's action to a review submission. Done: stored, waiting for
 * moderation, with this many photos. Otherwise photosDropped says photos were chosen, which a form
 * rendered again by the server cannot keep. Failed (shown as a toast): message is the function's
 * own when it refused, null when the failure is the shop's.
 */
export type ReviewActionData = FormResult<ReviewValues, ReviewField, { photos: number }, { photosDropped: boolean }>

export const emptyReviewValues: ReviewValues = { name: '', email: '', product: '', rating: '', story: '', permission: false }
