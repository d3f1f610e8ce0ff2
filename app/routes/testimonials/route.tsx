import { useMemo } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages'
import { sectionCopy, survey, testimonialsCopy } from '~/content/testimonials'
import { reviews } from '~/content/testimonials-reviews'
import { scenes } from '~/content/testimonials-scenes'
import {
  beforeAfter,
  featuredStories,
  galleryPhotos,
  communityPosts,
  pressMentions,
  reviewFaqs,
  skepticStories,
  videoStories,
} from '~/content/testimonials-stories'
import { BeforeAfter } from './before-after'
import { CommunityTiles, PressMentions } from './community'
import { FeaturedStories } from './featured-stories'
import { filterReviews, isFiltering } from '~/features/reviews/filters'
import { PhotoGallery } from './photo-gallery'
import { RatingBreakdown } from '~/features/reviews/rating-breakdown'
import { emptyReviewValues, type ReviewActionData } from '~/features/reviews/review-action'
import { reviewAction } from '~/features/reviews/review-action.server'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { REVIEW_SEARCH_ID, ReviewFilterForm } from '~/features/reviews/review-filters'
import { ReviewFaqs } from './review-faqs'
import { ReviewForm } from '~/features/reviews/review-form'
import { ReviewList } from '~/features/reviews/review-list'
import { PageBand } from '~/components/ui/page-band'
import { SkepticStories } from './skeptic-stories'
import { StatsGrid } from './stats-grid'
import { TestimonialsHero } from './testimonials-hero'
import { useReviewFilters } from '~/features/reviews/use-review-filters'
import { VideoStories } from './video-stories'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/**
 * The reviews, stories and drawings travel as route data inside the HTML rather than in the
 * page's JavaScript, which keeps the first-visit script small. Reviews sent through the form come
 * first, newest first, once a person approved them; then the shop's own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    head: pageHead(context.siteUrl, pages.testimonials),
    heading: pageHeading(pages.testimonials),
    reviews: [...(await loadPublishedReviews(context)), ...reviews],
    featuredStories,
    skepticStories,
    beforeAfter,
    videos: videoStories,
    gallery: galleryPhotos,
    community: communityPosts,
    faqs: reviewFaqs,
    scenes,
    stats: survey.stats,
    press: pressMentions,
    copy: sectionCopy,
  }
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
      <PageHeader copy={loaderData.heading}>
        <TestimonialsHero />
      </PageHeader>
      <StatsGrid copy={loaderData.copy.stats} stats={loaderData.stats} />
      <FeaturedStories stories={loaderData.featuredStories} copy={loaderData.copy.featured} />
      <VideoStories videos={loaderData.videos} scenes={loaderData.scenes} copy={loaderData.copy.videos} />
      <SkepticStories stories={loaderData.skepticStories} copy={loaderData.copy.skeptics} />
      <BeforeAfter cards={loaderData.beforeAfter} copy={loaderData.copy.beforeAfter} />
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
        <p className="mt-8 text-sm text-stone-600">{loaderData.copy.resultsVary}</p>
      </PageBand>
      <PhotoGallery photos={loaderData.gallery} scenes={loaderData.scenes} copy={loaderData.copy.gallery} />
      <ReviewFaqs faqs={loaderData.faqs} copy={loaderData.copy.faqs} />
      <CommunityTiles posts={loaderData.community} scenes={loaderData.scenes} copy={loaderData.copy.instagram} />
      <PressMentions mentions={loaderData.press} copy={loaderData.copy.press} />
      <ReviewForm actionData={actionData} />
    </>
  )
}
