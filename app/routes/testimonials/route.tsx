import { Suspense } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { sectionCopy as copy, survey } from '~/content/testimonials'
import { reviews } from '~/content/testimonials-reviews'
import { scenes } from '~/content/testimonials-scenes'
import {
  beforeAfter,
  communityPosts,
  featuredStories,
  galleryPhotos,
  pressMentions,
  reviewFaqs,
  skepticStories,
  videoStories,
} from '~/content/testimonials-stories'
import { emptyReviewValues, type ReviewActionData } from './review-action'
import { reviewAction } from './review-action.server'
import { ReviewForm } from './review-form'
import { ReviewsSection } from './reviews-section'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'
import { BeforeAfter } from './before-after'
import { CommunityTiles, PressMentions } from './community'
import { FeaturedStories } from './featured-stories'
import { PhotoGallery } from './photo-gallery'
import { ReviewFaqs } from './review-faqs'
import { SkepticStories } from './skeptic-stories'
import { StatsGrid } from './stats-grid'
import { TestimonialsHero } from './testimonials-hero'
import { VideoStories } from './video-stories'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

/**
 * The reviews and the stories travel as route data inside the HTML rather than in the page's
 * JavaScript, which keeps the first-visit script small. Reviews sent through the form come first, newest first,
 * once a person approved them; then the shop's own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const page = pageCopyFor(marketOf(context.storefront), 'testimonials')
  return {
    head: pageHead(context.siteUrl, page),
    heading: pageHeading(page),
    reviews: [...(await loadPublishedReviews(context)), ...reviews],
    // The stories are the page's longest copy: sent once as data, not also in its script.
    stories: { featuredStories, videoStories, skepticStories, beforeAfter, galleryPhotos, reviewFaqs, communityPosts, pressMentions },
  }
}

/** The filters live in the URL and are applied in the page: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context.functions)

/** With JavaScript: see settleFormAction. */
const offline: ReviewActionData = { status: 'failed', message: null, values: emptyReviewValues, photosDropped: false }
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => settleFormAction(serverAction, offline, 'Review')

/**
 * The stories, the reviews with their filters, more stories, and the review form. Everything below
 * the fold sits in boundaries of its own, so React hydrates each in a task of its own and
 * the one the shopper touches first comes first (decision 083).
 */
export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { featuredStories, videoStories, skepticStories, beforeAfter, galleryPhotos, reviewFaqs, communityPosts, pressMentions } = loaderData.stories
  return (
    <>
      <PageHeader copy={loaderData.heading}>
        <TestimonialsHero />
      </PageHeader>
      <StatsGrid copy={copy.stats} stats={survey.stats} />
      <Suspense>
        <FeaturedStories stories={featuredStories} copy={copy.featured} />
        <VideoStories videos={videoStories} scenes={scenes} copy={copy.videos} />
      </Suspense>
      <Suspense>
        <SkepticStories stories={skepticStories} copy={copy.skeptics} />
        <BeforeAfter cards={beforeAfter} copy={copy.beforeAfter} />
      </Suspense>
      <Suspense>
        <ReviewsSection reviews={loaderData.reviews} />
      </Suspense>
      <Suspense>
        <PhotoGallery photos={galleryPhotos} scenes={scenes} copy={copy.gallery} />
        <ReviewFaqs faqs={reviewFaqs} copy={copy.faqs} />
        <CommunityTiles posts={communityPosts} scenes={scenes} copy={copy.instagram} />
        <PressMentions mentions={pressMentions} copy={copy.press} />
      </Suspense>
      <Suspense>
        <ReviewForm actionData={actionData} />
      </Suspense>
    </>
  )
}
