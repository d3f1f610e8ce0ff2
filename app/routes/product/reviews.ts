import type { ProductKind } from '~/content/testimonials'
import type { Review } from '~/content/testimonials-reviews'
import { productMatches } from '~/features/reviews/filters'

/** How many reviews the product page shows; the rest are a link away. */
export const PRODUCT_PAGE_REVIEWS = 6

/**
 * The reviews a product page shows: the approved submitted ones first (they come newest first),
 * then the published ones of the product's kind, by the testimonials page's own product filter;
 * every kind's when it has none.
 */
export function reviewsForKind(
  kind: ProductKind | undefined,
  submitted: readonly Review[],
  published: readonly Review[],
  count = PRODUCT_PAGE_REVIEWS,
): Review[] {
  const ofKind = kind ? published.filter((r) => productMatches(r.product, kind)) : published
  return [...submitted, ...ofKind].slice(0, count)
}
