import type { Db } from '../db'
import type { ShopIdentity } from './mail-copy'
import type { PhotoStorage } from './photos'
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
  /** Called once mail is committed to the outbox, so the worker sends it at once. */
  onMailQueued: () => void
}
