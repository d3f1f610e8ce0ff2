import { useMemo } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/testimonials'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { testimonialsCopy } from '~/content/testimonials'
import { reviews } from '~/content/testimonials-reviews'
import { scenes } from '~/content/testimonials-scenes'
import {
  beforeAfter,
  featuredStories,
  galleryPhotos,
  instagramPlaceholders,
  reviewFaqs,
  skepticStories,
  videoPlaceholders,
} from '~/content/testimonials-stories'
import { BeforeAfter } from '~/features/reviews/before-after'
import { InstagramPlaceholders, PressPlaceholders } from '~/features/reviews/community'
import { FeaturedStories } from '~/features/reviews/featured-stories'
import { filterReviews, isFiltering } from '~/features/reviews/filters'
import { PhotoGallery } from '~/features/reviews/photo-gallery'
import { RatingBreakdown } from '~/features/reviews/rating-breakdown'
import { reviewAction } from '~/features/reviews/review-action.server'
import { REVIEW_SEARCH_ID, ReviewFilterForm } from '~/features/reviews/review-filters'
import { ReviewFaqs } from '~/features/reviews/review-faqs'
import { ReviewForm } from '~/features/reviews/review-form'
import { ReviewList } from '~/features/reviews/review-list'
import { Section } from '~/features/reviews/section'
import { SkepticStories } from '~/features/reviews/skeptic-stories'
import { StatsGrid } from '~/features/reviews/stats-grid'
import { TestimonialsHero } from '~/features/reviews/testimonials-hero'
import { useReviewFilters } from '~/features/reviews/use-review-filters'
import { VideoPlaceholders } from '~/features/reviews/video-placeholders'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.testimonials)

/**
 * The reviews, stories and drawings travel as route data inside the HTML rather than in the
 * page's JavaScript, which keeps the first-visit script small. Reviews sent through the form are
 * not among the reviews: they wait for moderation.
 */
export function loader() {
  return {
    reviews,
    featuredStories,
    skepticStories,
    beforeAfter,
    videos: videoPlaceholders,
    gallery: galleryPhotos,
    community: instagramPlaceholders,
    faqs: reviewFaqs,
    scenes,
  }
}

/** The filters live in the address and are applied in the page: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false

export const action = ({ request }: Route.ActionArgs) => reviewAction(request)

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {

  const { filters, set, commit, clear } = useReviewFilters()
  const shown = useMemo(() => filterReviews(loaderData.reviews, filters), [loaderData.reviews, filters])

  const clearFilters = () => {
    clear()
    document.getElementById(REVIEW_SEARCH_ID)?.focus()
  }

  return (
    <>
      <PageHeader copy={pages.testimonials}>
        <TestimonialsHero />
      </PageHeader>
      <StatsGrid />
      <FeaturedStories stories={loaderData.featuredStories} />
      <VideoPlaceholders videos={loaderData.videos} />
      <SkepticStories stories={loaderData.skepticStories} />
      <BeforeAfter cards={loaderData.beforeAfter} />
      <Section id="reviews" title={testimonialsCopy.reviews.title}>
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
        <p className="mt-8 text-sm text-stone-600">{testimonialsCopy.resultsVary}</p>
      </Section>
      <PhotoGallery photos={loaderData.gallery} scenes={loaderData.scenes} />
      <ReviewFaqs faqs={loaderData.faqs} />
      <InstagramPlaceholders posts={loaderData.community} scenes={loaderData.scenes} />
      <PressPlaceholders />
      <ReviewForm actionData={actionData} />
    </>
  )
}
