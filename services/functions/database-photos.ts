import { eq, inArray } from 'drizzle-orm'
import { type Db, reviewPhotos } from '../db/core'
import type { PhotoStorage } from './photo-format'

/**
 * Review photos in the database (table `review_photos`): with several server copies on one
 * Postgres, a photo sent to one copy is there for all of them. A photo is at most a few MB, which
 * a bytea column holds well; the table is read only to show or moderate a review.
 */
export function databasePhotoStorage(db: Db): PhotoStorage {
  return {
    async put(key, data, contentType) {
      await db.insert(reviewPhotos).values({ key, contentType, data })
    },
    async get(key) {
      const [row] = await db.select({ data: reviewPhotos.data, contentType: reviewPhotos.contentType }).from(reviewPhotos).where(eq(reviewPhotos.key, key))
      return row ?? null
    },
    async remove(keys) {
      if (keys.length) await db.delete(reviewPhotos).where(inArray(reviewPhotos.key, keys))
    },
  }
}
