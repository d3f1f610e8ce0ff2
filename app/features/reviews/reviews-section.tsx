import { useEffect, useMemo, useRef } from 'react'
import { PageBand } from '~/components/ui/page-band'
import { testimonialsCopy } from '~/content/testimonials'
import type { Review } from '~/content/testimonials-reviews'
import { drawnNearScreen } from './drawn-near-screen'
import { filterReviews, isFiltering, parseFilters } from './filters'
import { RatingBreakdown } from './rating-breakdown'
import { REVIEW_SEARCH_ID, ReviewFilterForm } from './review-filters'
import { ReviewList } from './review-list'
import { useReviewFilters } from './use-review-filters'

const copy = testimonialsCopy.reviews

export type ReviewsSectionProps = {
  reviews: Review[]
  /** The query of the address the router last navigated to, and that navigation's key. */
  search: string
  navigation: string
}

/**
 * The testimonials page's reviews: the rating breakdown, the search and filters, and the list
 * they narrow. An island (decision 073): until the shopper first reaches into it, it is the
 * server's HTML, whose filters are a GET form the server answers.
 */
export function ReviewsSection({ reviews, search, navigation }: ReviewsSectionProps) {
  const { filters, set, commit, clear, adopt } = useReviewFilters(search, navigation)
  const shown = useMemo(() => filterReviews(reviews, filters), [reviews, filters])
  const formRef = useRef<HTMLFormElement>(null)

  // A choice made or a word typed while the island was waking is in the form, not yet in the list.
  useEffect(() => {
    if (!formRef.current) return
    const values = [...new FormData(formRef.current)].map(([key, value]) => [key, String(value)])
    adopt(parseFilters(new URLSearchParams(values)))
  }, [adopt])

  const clearFilters = () => {
    clear()
    document.getElementById(REVIEW_SEARCH_ID)?.focus()
  }

  return (
    <PageBand id="reviews" title={copy.title} className={drawnNearScreen}>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
        <aside>
          <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
            <RatingBreakdown />
          </div>
        </aside>
        <div className="min-w-0">
          <ReviewFilterForm ref={formRef} filters={filters} onChange={set} onSubmit={commit} />
          <ReviewList reviews={shown} total={reviews.length} filtering={isFiltering(filters)} onClear={clearFilters} />
        </div>
      </div>
      <p className="mt-8 text-sm text-stone-600">{copy.resultsVary}</p>
    </PageBand>
  )
}
