import { useMemo } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/route'
import { pages } from '~/content/pages'
import { sectionCopy, testimonialsCopy } from '~/content/testimonials'
import { reviews } from '~/content/testimonials-reviews'
import { filterReviews, isFiltering } from '~/features/reviews/filters'
import { RatingBreakdown } from '~/features/reviews/rating-breakdown'
import { emptyReviewValues, type ReviewActionData } from '~/features/reviews/review-action'
import { reviewAction } from '~/features/reviews/review-action.server'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { REVIEW_SEARCH_ID, ReviewFilterForm } from '~/features/reviews/review-filters'
import { ReviewForm } from '~/features/reviews/review-form'
import { ReviewList } from '~/features/reviews/review-list'
import { PageBand } from '~/components/ui/page-band'
import { useReviewFilters } from '~/features/reviews/use-review-filters'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'

/** The stories around the reviews, server-only markup (`sections.server.tsx`). */
const MARKUP = ['testimonials-upper', 'testimonials-lower'] as const

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/**
 * The reviews travel as route data inside the HTML rather than in the page's JavaScript, which
 * keeps the first-visit script small. Reviews sent through the form come first, newest first,
 * once a person approved them; then the shop's own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    head: pageHead(context.siteUrl, pages.testimonials),
    reviews: [...(await loadPublishedReviews(context)), ...reviews],
    resultsVary: sectionCopy.resultsVary,
  }
}

/** A client-side visit fetches the stories with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP)])
  return data
}

/** The filters live in the address and are applied in the page: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context.functions)

/** With JavaScript: see settleFormAction. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  settleFormAction(serverAction, { status: 'failed', message: null, values: emptyReviewValues, photosDropped: false } as ReviewActionData, 'Review')

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {

  const { filters, set, commit, clear } = useReviewFilters()
  const shown = useMemo(() => filterReviews(loaderData.reviews, filters), [loaderData.reviews, filters])

  const clearFilters = () => {
    clear()
    document.getElementById(REVIEW_SEARCH_ID)?.focus()
  }

  return (
    <>
      <ServerMarkup id={MARKUP[0]} />
      <PageBand id="reviews" title={testimonialsCopy.reviews.title}>
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
          <aside>
            <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
              <RatingBreakdown />
            </div>
          </aside>
          <div className="min-w-0">
            <ReviewFilterForm filters={filters} onChange={set} onSubmit={commit} />
            <ReviewList reviews={shown} total={loaderData.reviews.length} filtering={isFiltering(filters)} onClear={clearFilters} />
          </div>
        </div>
        <p className="mt-8 text-sm text-stone-600">{loaderData.resultsVary}</p>
      </PageBand>
      <ServerMarkup id={MARKUP[1]} />
      <ReviewForm actionData={actionData} />
    </>
  )
}
