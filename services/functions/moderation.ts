import { and, asc, eq, sql } from 'drizzle-orm'
import { type Db, reviews, type StoredPhoto } from '../db/core'
import type { PhotoStorage } from './photo-format'

/**
 * Moderation of the reviews sent through the testimonials page's form: a person reads each
 * pending review and approves it (it is published from then on) or rejects it. A rejected review
 * is deleted with its photos: nothing of it is kept but the discount code already mailed. The
 * reason is given back to whoever rejected it, not stored (there is no row left to keep it on).
 */

export type PendingReview = {
  id: number
  uid: string
  createdAt: Date
  name: string
  email: string
  product: string
  rating: number
  story: string
  photos: StoredPhoto[]
}

/** Why a review could not be moderated; the message says what to do. */
export class ModerationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ModerationError'
  }
}

/** The reviews waiting for a person, oldest first (the order they came in). */
export async function listPending(db: Db): Promise<PendingReview[]> {
  return db
    .select({
      id: reviews.id,
      uid: reviews.uid,
      createdAt: reviews.createdAt,
      name: reviews.name,
      email: reviews.email,
      product: reviews.product,
      rating: reviews.rating,
      story: reviews.story,
      photos: reviews.photos,
    })
    .from(reviews)
    .where(eq(reviews.status, 'pending'))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
}

/** Publishes a pending review. */
export async function approveReview(db: Db, id: number): Promise<{ id: number; uid: string }> {
  const [approved] = await db
    .update(reviews)
    .set({ status: 'approved', moderatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning({ id: reviews.id, uid: reviews.uid })
  if (!approved) throw await notPending(db, id)
  return approved
}

/** Deletes a pending review and its photos; the reason is required and given back. */
export async function rejectReview(db: Db, photos: PhotoStorage, id: number, reason: string): Promise<{ id: number; reason: string; photos: number }> {
  const why = reason.trim()
  if (!why) throw new ModerationError('A rejection needs a reason (--reason "…"): it is printed for your records, and the review is deleted.')
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning({ photos: reviews.photos })
  if (!deleted) throw await notPending(db, id)
  // The row is gone first: a photo left behind by a failure here is never shown (no review names it).
  await photos.remove(deleted.photos.map((p) => p.key))
  return { id, reason: why, photos: deleted.photos.length }
}

async function notPending(db: Db, id: number): Promise<ModerationError> {
  const [row] = await db.select({ status: reviews.status, moderatedAt: reviews.moderatedAt }).from(reviews).where(eq(reviews.id, id))
  if (!row) return new ModerationError(`There is no review #${id} (it may have been rejected and deleted). Run npm run reviews to list the pending ones.`)
  const when = row.moderatedAt ? ` on ${row.moderatedAt.toISOString()}` : ''
  return new ModerationError(`Review #${id} was already ${row.status}${when}; only pending reviews can be moderated.`)
}
