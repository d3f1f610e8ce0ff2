import { Suspense } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
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
import { marketOf } from '~/lib/storefront/market'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

/**
 * The reviews and the stories travel as route data inside the HTML rather than in the page's
 * JavaScript, which keeps the first-visit script small. Reviews sent through the form come first, newest first,
 * once a person approved them; then the shop's own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const { pages } = await copyModule(market, 'pages.server')
  return {
    head: pageHead(context.siteUrl, pages.testimonials),
    heading: pageHeading(pages.testimonials),
    // The page's copy in its language; the reviews and stories stay as their customers wrote them.
    copy: await pageCopy(market, ['testimonials', 'review-card']),
    // Drawings, not copy: data, so they are not in the page's script either.
    scenes,
    reviews: [...(await loadPublishedReviews(context)), ...reviews],
    // The stories are the page's longest copy: sent once as data, not also in its script.
    stories: { featuredStories, videoStories, skepticStories, beforeAfter, galleryPhotos, reviewFaqs, communityPosts, pressMentions },
  }
}

/** The filters live in the URL and are applied in the page: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context.functions, marketOf(context.storefront))

/** With JavaScript: see settleFormAction. */
const offline: ReviewActionData = { status: 'failed', message: null, values: emptyReviewValues, photosDropped: false }
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => settleFormAction(serverAction, offline, 'Review')

/**
 * The stories, the reviews with their filters, more stories, and the review form. Everything below
 * the fold sits in boundaries of its own, so React hydrates each in a task of its own and
 * the one the shopper touches first comes first (decision 083).
 */
export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <TestimonialsPage loaderData={loaderData} actionData={actionData} />
    </CopyProvider>
  )
}

function TestimonialsPage({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { sectionCopy: copy, survey } = useCopy('testimonials')
  const { scenes } = loaderData
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
