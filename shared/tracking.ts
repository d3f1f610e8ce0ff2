import { SHOPIFY_S, SHOPIFY_UNIQUE_TOKEN_HEADER, SHOPIFY_VISIT_TOKEN_HEADER, SHOPIFY_Y } from '@shopify/hydrogen-react'
import { type ConsentSettings, requestConsent } from './consent'
import { readCookie } from './cookies'

/** A visitor's or a visit's token as Shopify makes them (a UUID, or its own hex form); anything else is not one. */
const TOKEN = /^[A-Za-z0-9-]{8,64}$/

/** `value` where it is a token, else null. */
export const trackingToken = (value: string | null | undefined) => (value && TOKEN.test(value) ? value : null)

/** The visitor's tracking tokens from their cookies (`_shopify_y`, `_shopify_s`), where they are tokens. */
export function trackingTokens(cookieHeader: string | null | undefined): { unique: string | null; visit: string | null } {
  return { unique: trackingToken(readCookie(cookieHeader, SHOPIFY_Y)), visit: trackingToken(readCookie(cookieHeader, SHOPIFY_S)) }
}

/**
 * The headers that carry a visitor's tokens to the store's cart (as Hydrogen's cart does), so the
 * order is attributed to their visit; none where the visitor has not allowed analytics.
 */
export function trackingHeaders(request: Request, settings: ConsentSettings): Record<string, string> | undefined {
  if (!requestConsent(request, settings).consent.analytics) return undefined
  const { unique, visit } = trackingTokens(request.headers.get('Cookie'))
  if (!unique && !visit) return undefined
  return { ...(unique ? { [SHOPIFY_UNIQUE_TOKEN_HEADER]: unique } : {}), ...(visit ? { [SHOPIFY_VISIT_TOKEN_HEADER]: visit } : {}) }
}
