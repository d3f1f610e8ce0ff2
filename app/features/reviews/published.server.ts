import type { AppLoadContext } from 'react-router'
import type { ProductKind } from '~/content/testimonials'
import type { Review } from '~/content/testimonials-reviews'

/**
 * Reviews submitted through the form that a person approved, newest first, in the shape of the
 * published ones so one card shows both. `kind` narrows them to one product type.
 */
export async function loadPublishedReviews(_context: AppLoadContext, _filter: { kind?: ProductKind } = {}): Promise<Review[]> {
  // Moderation publishes submitted reviews through the backend functions; until then none are approved.
  return []
}
