import type { AppLoadContext } from 'react-router'
import { publishedReviewsAnswerSchema } from '#shared/schemas/published-reviews'
import type { reviewProducts } from '#shared/schemas/review-products'
import { type ProductKind, testimonialsCopy } from '~/content/testimonials'
import type { Review } from '~/content/testimonials-reviews'
import { reviewPhotoPath } from './photos'

/** The form's name of each kind ("Grounding mat"): it holds the word the product filter looks for. */
const productNames = Object.fromEntries(testimonialsCopy.form.productChoices.map((c) => [c.value, c.label])) as Record<(typeof reviewProducts)[number], string>

/**
 * Reviews submitted through the form that a person approved, newest first, in the shape of the
 * published ones so one card shows both. `kind` narrows them to one product type. An approval
 * shows on the next page rendered: the answer is kept only while the embedded database has had no
 * write since (`sharingReads`, decision 081), never for a hosted project. When the backend fails, the
 * answer is none (the functions client has logged why) and the page shows its own reviews.
 */
export async function loadPublishedReviews(context: AppLoadContext, filter: { kind?: ProductKind } = {}): Promise<Review[]> {
  const outcome = await context.functions.invoke('published-reviews', filter.kind ? { kind: filter.kind.toLowerCase() } : {})
  if (!outcome.ok) return []
  // Anything else is the backend's fault, and no submitted review is shown.
  const answer = publishedReviewsAnswerSchema.safeParse(outcome.data)
  if (!answer.success) {
    console.error(`[reviews] published-reviews answered in a shape the shop does not read: ${answer.error.issues[0]?.message ?? 'unknown'}`)
    return []
  }
  return answer.data.reviews.map((r) => ({
    id: `submitted-${r.id}`,
    name: r.name,
    rating: r.rating,
    product: productNames[r.product],
    text: r.story,
    verified: r.verified,
    submittedAt: r.submittedAt,
    photos: r.photos.map((p) => ({ src: reviewPhotoPath(p.key), width: p.width, height: p.height })),
  }))
}
