import { Icon } from '~/components/icon'
import { memo } from 'react'
import { Link } from '~/components/link'
import { Stars } from '~/components/ui/stars'
import { useCopy } from '~/i18n/use-copy'
import type { Review } from '~/content/testimonials-reviews'
import { ReviewCard } from '~/features/reviews/review-card'
import { productRating } from '~/lib/product-rating'

/** Where the testimonials page lists every review. */
export const ALL_REVIEWS_HREF = '/testimonials#reviews'

/**
 * The product's reviews: the rating its structured data claims (one source, ~/lib/product-rating),
 * then the reviews shown, and a link to all of them. `shopWide`: the reviews are the shop's, not
 * this product type's (an accessory has none of its own).
 */
export const ProductReviews = memo(function ProductReviews({ reviews, shopWide }: { reviews: Review[]; shopWide: boolean }) {
  const { productReviewsCopy: copy } = useCopy('product-page')
  return (
    <section id="reviews" aria-labelledby="product-reviews-heading" className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="product-reviews-heading" className="font-display text-2xl font-bold text-stone-900 md:text-3xl">
            {copy.heading}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="rating-summary">
            <span className="font-display text-3xl font-bold text-stone-900">{productRating.value}</span>
            <Stars rating={productRating.value} className="[--star:1.25rem]" />
            <span className="text-sm text-stone-700">
              {copy.outOf} · {copy.basedOn({ count: productRating.count })}
            </span>
          </div>
          {shopWide ? <p className="mt-1 text-sm text-stone-600">{copy.shopWide}</p> : null}
        </div>
        <Link to={ALL_REVIEWS_HREF} className="inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:text-brand-900">
          {copy.allReviews}
          <Icon name="arrow-right" className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {reviews.length ? (
        // Three on a phone, where each card takes the width: the rest are a link away.
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3 max-md:[&>li:nth-child(n+4)]:hidden">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-stone-700">{copy.empty}</p>
      )}
    </section>
  )
})
