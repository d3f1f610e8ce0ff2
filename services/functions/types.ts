import type { Db } from '../db/core'
import type { ShopIdentity } from './mail-copy'
import type { PhotoCheck, PhotoStorage } from './photo-format'
import type { Limits } from './rate-limit'

/** What a function gets besides its request. */
export type FunctionContext = {
  db: Db
  shop: ShopIdentity
  limits: Limits
  /** The caller's network address, for rate limits. */
  clientIp: string
  /** Domain of generated Message-IDs. */
  messageDomain: string
  /** Where review photos are kept. */
  photos: PhotoStorage
  /** Checks a photo by its content and cleans it of its metadata. */
  checkPhoto: PhotoCheck
  /** Called once mail is committed to the outbox, so the worker sends it at once. */
  onMailQueued: () => void
}
