import { useDeferredValue, useMemo } from 'react'
import { PageBand } from '~/components/ui/page-band'
import { useCopy } from '~/i18n/use-copy'
import type { Review } from '~/content/testimonials-reviews'
import { filterReviews, isFiltering } from '~/features/reviews/filters'
import { RatingBreakdown } from './rating-breakdown'
import { REVIEW_SEARCH_ID, ReviewFilterForm } from './review-filters'
import { ReviewList } from './review-list'
import { useReviewFilters } from './use-review-filters'

/**
 * The testimonials page's reviews: the rating breakdown, the search and filters, and the list
 * they narrow as they change. Without JavaScript the filters are a GET form the server answers.
 */
export function ReviewsSection({ reviews }: { reviews: Review[] }) {
  const copy = useCopy('testimonials').testimonialsCopy.reviews
  const { filters, set, commit, clear } = useReviewFilters()
  // The field and dropdowns answer at once; the list follows in a render that yields to typing.
  const listed = useDeferredValue(filters)
  const shown = useMemo(() => filterReviews(reviews, listed), [reviews, listed])

  const clearFilters = () => {
    clear()
    document.getElementById(REVIEW_SEARCH_ID)?.focus()
  }

  return (
    <PageBand id="reviews" title={copy.title}>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
        <aside>
          <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
            <RatingBreakdown />
          </div>
        </aside>
        <div className="min-w-0">
          <ReviewFilterForm filters={filters} onChange={set} onSubmit={commit} />
          <ReviewList reviews={shown} total={reviews.length} filtering={isFiltering(listed)} onClear={clearFilters} />
        </div>
      </div>
      <p className="mt-8 text-sm text-stone-600">{copy.resultsVary}</p>
    </PageBand>
  )
}
