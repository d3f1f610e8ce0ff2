import * as z from 'zod/mini'
import { reviewProducts } from './review-products'

/**
 * What the published-reviews function answers: only what a page shows of an approved review,
 * never the e-mail or the discount code. The function is typed by it and the shop reads with it.
 */
export const publishedReviewSchema = z.object({
  id: z.string(),
  /** The reviewer's first name: what they agreed to have published. */
  name: z.string(),
  product: z.enum(reviewProducts),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  story: z.string(),
  submittedAt: z.string(),
  /** The reviewer's e-mail address placed an order on the embedded store's checkout. */
  verified: z.boolean(),
  photos: z.array(z.object({ key: z.string(), width: z.number(), height: z.number() })),
})

export const publishedReviewsAnswerSchema = z.object({ reviews: z.array(publishedReviewSchema) })

export type PublishedReview = z.infer<typeof publishedReviewSchema>
export type PublishedPhoto = PublishedReview['photos'][number]
