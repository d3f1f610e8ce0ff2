import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { marketFromPath } from '../shared/markets'
import { maxReviewBytes } from '../shared/schemas/review'
import { MAX_WEBHOOK_BYTES } from '../services/functions/back-in-stock'
import { MAX_BODY_BYTES as FUNCTION_JSON_BYTES } from '../services/functions/http'

/** Largest body of every other request (the contact form at its longest is about a tenth of it). */
export const MAX_BODY_BYTES = 256 * 1024

/**
 * How large a request's body may be, and who refuses a larger one:
 * - `route`: the route reads its body itself as it arrives and stops at the limit, so an
 *   over-limit upload reaches it and is answered the way the route answers (the review form
 *   comes back with its message and what was typed, not a bare 413);
 * - `server`: refused here, before anything reads it.
 */
export type BodyLimit = { maxBytes: number; refusedBy: 'route' | 'server' }

/** The review form's photos: its action (the page's post, and the data request of the form with JavaScript) and the function it calls. */
const reviewUploads = new Set(['/testimonials', '/testimonials.data', '/functions/v1/submit-review'])

export function bodyLimitFor(pathname: string): BodyLimit {
  // Every market's testimonials page takes the same form (`/en-my/testimonials`).
  if (reviewUploads.has(marketFromPath(pathname).path)) return { maxBytes: maxReviewBytes, refusedBy: 'route' }
  // Shopify's product webhook carries the whole product: the function reads it to its own limit.
  if (pathname === '/functions/v1/back-in-stock-webhook') return { maxBytes: MAX_WEBHOOK_BYTES, refusedBy: 'route' }
  // The JSON functions (sign-up, contact) stay small.
  if (pathname.startsWith('/functions/v1/')) return { maxBytes: FUNCTION_JSON_BYTES, refusedBy: 'server' }
  return { maxBytes: MAX_BODY_BYTES, refusedBy: 'server' }
}

const tooLarge = (maxBytes: number) => `Request body too large (at most ${Math.round(maxBytes / 1024)} KB)`

/** Applies each route's body limit (see bodyLimitFor). */
export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>()
  const limiter = (maxBytes: number) => {
    let found = limiters.get(maxBytes)
    if (!found) {
      found = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ error: tooLarge(maxBytes) }, 413) })
      limiters.set(maxBytes, found)
    }
    return found
  }
  return async (c, next) => {
    const limit = bodyLimitFor(new URL(c.req.url).pathname)
    if (limit.refusedBy === 'route') return next()
    return limiter(limit.maxBytes)(c, next)
  }
}
