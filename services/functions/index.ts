import type { Db } from '../db/core'
import { backInStockSignup, backInStockWebhook, type VariantLookup } from './back-in-stock'
import { type CodePolicy, embeddedCodes } from './discount-codes'
import { withCors } from './cors'
import { BadRequest, errorResponse, isClientAbort } from './http'
import type { ShopIdentity } from './mail-copy'
import { newsletterSignup } from './newsletter-signup'
import { publishedReviews, reviewPhoto } from './published-reviews'
import { defaultLimits, type Limits } from './rate-limit'
import type { PhotoCheck, PhotoStorage } from './photo-format'
import { sendContactEmail } from './send-contact-email'
import { submitReview } from './submit-review'
import type { FunctionContext } from './types'

export { shopIdentity, type ShopIdentity } from './mail-copy'
export type { Limits } from './rate-limit'
export type { CodePolicy } from './discount-codes'

export type FunctionsOptions = {
  db: Db
  shop: ShopIdentity
  /** The shop's own origin, the only one a browser may call the functions from. */
  allowedOrigin: string
  limits?: Partial<Limits>
  /** Where review photos are kept (the embedded backend: `<data dir>/uploads`). */
  photos: PhotoStorage
  /** How a photo is checked by its content: sharp in the shop's server, pure JavaScript at the Edge. */
  checkPhoto: PhotoCheck
  /** Where the mailed discount codes come from; unset, codes of their own for the embedded store. */
  codes?: CodePolicy
  /** The secret Shopify signs its webhooks with (the app's API secret key); unset, back-in-stock-webhook refuses them. */
  webhookSecret?: string | null
  /**
   * How back-in-stock-signup asks the store about the variant it is given (its Storefront API);
   * null where the host knows no store: the sign-up then answers 503.
   */
  variants: VariantLookup | null
  /** Called once mail or Shopify tasks are committed. */
  onQueued?: () => void
  log?: Pick<Console, 'error'>
}

/**
 * clientIp: the caller's address, for the per-address limits, as the host running the functions
 * settles it. The functions never read X-Forwarded-For themselves: anyone can write it. The host
 * takes it only where TRUST_PROXY says a proxy in front sets it (server/app.ts `clientIp`, the last
 * hop); a shop calling these functions as its hosted project sends its shopper's address there,
 * so a function host behind such a shop sets TRUST_PROXY=1; without it, it counts the socket's peer.
 */
export type RequestInfo = { clientIp: string }

export type FunctionsHandler = (request: Request, info: RequestInfo) => Promise<Response>

export const functionNames = [
  'newsletter-signup',
  'send-contact-email',
  'submit-review',
  'published-reviews',
  'review-photo',
  'back-in-stock-signup',
  'back-in-stock-webhook',
] as const
export type FunctionName = (typeof functionNames)[number]

const handlers: Record<FunctionName, (request: Request, ctx: FunctionContext) => Promise<Response>> = {
  'newsletter-signup': newsletterSignup,
  'send-contact-email': sendContactEmail,
  'submit-review': submitReview,
  'published-reviews': publishedReviews,
  'review-photo': reviewPhoto,
  'back-in-stock-signup': backInStockSignup,
  'back-in-stock-webhook': backInStockWebhook,
}

/**
 * The embedded backend functions on the Supabase Edge Functions contract:
 * `POST /functions/v1/<name>` with a JSON body (submit-review: multipart form data, for its
 * photos), answering JSON, errors as `{"error": "…"}`.
 * The `apikey` and `Authorization: Bearer` headers the Supabase client sends are accepted; the
 * embedded functions are public, like the anonymous key itself, and guarded by rate limits.
 */
export function createFunctions(options: FunctionsOptions): FunctionsHandler {
  const functions = Object.fromEntries(functionNames.map((name) => [name, createFunction(name, options)])) as Record<FunctionName, FunctionsHandler>
  const notFound = withCors(async () => errorResponse(404, 'Function not found'), options.allowedOrigin)
  return async (request, info) => {
    const name = /^\/functions\/v1\/([a-z0-9-]+)\/?$/.exec(new URL(request.url).pathname)?.[1]
    const fn = name && Object.hasOwn(functions, name) ? functions[name as FunctionName] : undefined
    // No preflight is answered for a function that does not exist: a 404 fails it, whoever asks.
    if (!fn && request.method === 'OPTIONS') return errorResponse(404, 'Function not found', {}, { Vary: 'Origin' })
    return (fn ?? notFound)(request, info)
  }
}

/** The domain of the Message-IDs of the shop's mail: its support mailbox's. */
export const messageDomainOf = (shop: ShopIdentity) => /@([^>\s]+)>?\s*$/.exec(shop.supportEmail)?.[1] ?? 'localhost'

/**
 * One function, whatever the path it is reached by: the shop's server routes `/functions/v1/<name>`
 * to it, Supabase's Edge runtime runs it as a function of its own (supabase/functions/<name>).
 */
export function createFunction(name: FunctionName, options: FunctionsOptions): FunctionsHandler {
  const handler = handlers[name]
  const limits = { ...defaultLimits, ...options.limits }
  const log = options.log ?? console
  const messageDomain = messageDomainOf(options.shop)

  return withCors(answer, options.allowedOrigin)

  async function answer(request: Request, { clientIp }: RequestInfo): Promise<Response> {
    const origin = request.headers.get('Origin')
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed: use POST', {}, { Allow: 'POST, OPTIONS' })
    // A browser on another site may not post here (servers and the Supabase client send no Origin).
    if (origin && origin !== options.allowedOrigin) return errorResponse(403, 'Origin not allowed')

    const ctx: FunctionContext = {
      db: options.db,
      shop: options.shop,
      limits,
      clientIp,
      messageDomain,
      photos: options.photos,
      checkPhoto: options.checkPhoto,
      codes: options.codes ?? embeddedCodes,
      webhookSecret: options.webhookSecret ?? null,
      variants: options.variants,
      onQueued: options.onQueued ?? (() => {}),
    }
    try {
      return await handler(request, ctx)
    } catch (error) {
      if (error instanceof BadRequest) return errorResponse(error.status, error.message, error.extra, error.headers)
      // The caller left before its request was read: one line, no stack, and no one to answer.
      if (isClientAbort(request, error)) {
        log.error(`[functions] ${name}: the client closed the connection before sending its whole request`)
        return errorResponse(400, 'Request aborted by the client')
      }
      log.error(`[functions] ${name} failed:`, error)
      return errorResponse(503, 'The service is temporarily unavailable. Please try again later.')
    }
  }
}
