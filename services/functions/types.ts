import type { Db } from '../db/core'
import type { CodePolicy } from './discount-codes'
import type { ShopIdentity } from './mail-copy'
import type { PhotoCheck, PhotoStorage } from './photo-format'
import type { Limits } from './rate-limit'
import type { VariantLookup } from './back-in-stock'

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
  /** Where the mailed discount codes come from. */
  codes: CodePolicy
  /** The secret Shopify signs its webhooks with (back-in-stock-webhook); null: webhooks are refused. */
  webhookSecret: string | null
  /** Asks the store about variants by id; null where the host knows no store (back-in-stock-signup then answers 503). */
  variants: VariantLookup | null
  /** Called once mail (and Shopify tasks) are committed, so the workers take them at once. */
  onQueued: () => void
}
