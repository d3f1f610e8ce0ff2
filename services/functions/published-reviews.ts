import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { PublishedReview } from '../../shared/schemas/published-reviews'
import { reviewProducts } from '../../shared/schemas/review-products'
import { orders, reviews } from '../db/core'
import { BadRequest, json, readJson, validate } from './http'
import type { FunctionContext } from './types'

/** The most reviews one answer carries: the newest, which is what a page shows. */
export const PUBLISHED_LIMIT = 100

/** A photo's key in the photo storage: `<review uid>/<n>.<ext>`, as submit-review names it. */
export const photoKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[1-9]\.(jpg|png|gif|webp|avif)$/

const filterSchema = z.object({ kind: z.enum(reviewProducts, { error: `kind must be one of ${reviewProducts.join(', ')}` }).optional() }).strict()
const photoSchema = z.object({ key: z.string().regex(photoKeyPattern, { error: 'key must be a review photo key, such as <uid>/1.jpg' }) }).strict()

/** The first word of the name as given: the form's permission covers the first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''

/**
 * published-reviews {kind?}: the approved reviews, newest first, of one product kind or all.
 * Verified when an order of the embedded store's checkout carries the reviewer's address; with a
 * real Shopify store that table stays empty, so no submitted review is marked verified.
 */
export async function publishedReviews(request: Request, ctx: FunctionContext): Promise<Response> {
  const { kind } = validate(filterSchema, await readJson(request))
  const rows = await ctx.db
    .select({
      uid: reviews.uid,
      name: reviews.name,
      product: reviews.product,
      rating: reviews.rating,
      story: reviews.story,
      photos: reviews.photos,
      createdAt: reviews.createdAt,
      // Spelled out with the table's name: Drizzle leaves columns unqualified in a one-table select.
      verified: sql<boolean>`exists (select 1 from ${orders} as o where lower(trim(o.email)) = ${reviews}.email)`,
    })
    .from(reviews)
    .where(and(eq(reviews.status, 'approved'), kind ? eq(reviews.product, kind) : undefined))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PUBLISHED_LIMIT)
  const published: PublishedReview[] = rows.map((r) => ({
    id: r.uid,
    name: firstName(r.name),
    product: r.product as PublishedReview['product'],
    // The table's check holds it between 1 and 5.
    rating: r.rating as PublishedReview['rating'],
    story: r.story,
    submittedAt: r.createdAt.toISOString(),
    verified: Boolean(r.verified),
    photos: r.photos.map((p) => ({ key: p.key, width: p.width, height: p.height })),
  }))
  return json({ reviews: published })
}

/**
 * review-photo {key}: the photo as stored (its bytes, with its type), only when it belongs to an
 * approved review; a pending or rejected review's photo is not found (404 with {"error"}).
 */
export async function reviewPhoto(request: Request, ctx: FunctionContext): Promise<Response> {
  const { key } = validate(photoSchema, await readJson(request))
  const uid = key.split('/')[0]!
  const [owner] = await ctx.db
    .select({ uid: reviews.uid })
    .from(reviews)
    .where(and(eq(reviews.uid, uid), eq(reviews.status, 'approved'), sql`${reviews.photos} @> ${JSON.stringify([{ key }])}::jsonb`))
  const photo = owner ? await ctx.photos.get(key) : null
  if (!photo) throw new BadRequest(404, 'Photo not found')
  return new Response(new Uint8Array(photo.data), { headers: { 'Content-Type': photo.contentType, 'Cache-Control': 'no-store' } })
}
