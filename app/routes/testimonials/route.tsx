import { type ShouldRevalidateFunction, useFetcher, useLocation } from 'react-router'
import type { Route } from './+types/route'
import { pages } from '~/content/pages'
import { reviews } from '~/content/testimonials-reviews'
import type { ReviewActionData, ReviewValues } from '~/features/reviews/review-action'
import { reviewAction } from '~/features/reviews/review-action.server'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { defineIsland } from '~/features/islands/island'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'

/** The stories around the reviews, server-only markup (`sections.server.tsx`). */
const MARKUP = ['testimonials-upper', 'testimonials-lower'] as const

/** The reviews with their filters, and the review form: their code loads on first use (decision 073). */
const reviewsSection = defineIsland('reviews', () => import('~/features/reviews/reviews-section').then((m) => m.ReviewsSection))
const reviewForm = defineIsland('review-form', () => import('~/features/reviews/review-form').then((m) => m.ReviewForm))

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
  }
}

/** A client-side visit fetches the stories and the islands' code with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP), reviewsSection.preload(), reviewForm.preload()])
  return data
}

/** The filters live in the address and are applied in the page: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context.functions)

/**
 * With JavaScript: see settleFormAction. The empty values are spelt out rather than imported
 * (`emptyReviewValues`): importing them gave this small function a file of its own and another
 * to re-export it, both loaded by every first visit (decision 073).
 */
const offline: ReviewActionData = {
  status: 'failed',
  message: null,
  values: { name: '', email: '', product: '', rating: '', story: '', permission: false } satisfies ReviewValues,
  photosDropped: false,
}
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => settleFormAction(serverAction, offline, 'Review')

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { search, key } = useLocation()
  const fetcher = useFetcher<ReviewActionData>({ key: 'submit-review' })
  return (
    <>
      <ServerMarkup id={MARKUP[0]} />
      <reviewsSection.Island reviews={loaderData.reviews} search={search} navigation={key} />
      <ServerMarkup id={MARKUP[1]} />
      <reviewForm.Island actionData={actionData} fetcher={fetcher} />
    </>
  )
}
