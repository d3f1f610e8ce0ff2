import type { ReviewErrors } from '#shared/schemas/review'

/** What the shopper typed, sent back with the messages so nothing is lost (photos cannot be). */
export type ReviewValues = { name: string; email: string; product: string; rating: string; story: string; permission: boolean }

/** The answer of the testimonials route's action to a review submission. */
export type ReviewActionData =
  /** Stored, waiting for moderation, with this many photos. */
  | { ok: true; photos: number }
  | {
      ok: false
      /** Messages by field; empty when the review was fine but could not be sent. */
      errors: ReviewErrors
      values: ReviewValues
      /** Photos were chosen, and a form rendered again by the server cannot keep them. */
      photosDropped: boolean
      /** The review was fine but could not be sent (shown as a toast): why, when the server said. */
      failed?: { message: string | null }
    }

export const emptyReviewValues: ReviewValues = { name: '', email: '', product: '', rating: '', story: '', permission: false }
