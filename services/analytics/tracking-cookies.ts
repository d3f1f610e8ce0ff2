import { SHOPIFY_S, SHOPIFY_UNIQUE_TOKEN_HEADER, SHOPIFY_VISIT_TOKEN_HEADER, SHOPIFY_Y } from '@shopify/hydrogen-react'
import { type ConsentSettings, requestConsent } from '../../shared/consent'
import { trackingToken, trackingTokens } from '../../shared/tracking'

/**
 * Where hydrogen-react's `useShopifyCookies({ fetchTrackingValues: true })` asks for the visitor's
 * tracking cookies: the Storefront API's consent management, through the storefront's own origin
 * (Hydrogen's same-origin Storefront API proxy).
 */
export const TRACKING_COOKIES_PATH = '/api/unstable/graphql.json'
export const CONSENT_MANAGEMENT_HEADER = 'Shopify-Storefront-Consent-Management'

/** As Shopify keeps them: the visitor for a year, the visit for 30 minutes after its last page. */
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60
const VISIT_MAX_AGE = 30 * 60

export type TrackingCookiesOptions = {
  consent: ConsentSettings
  /** A real store's origin: the request goes there and its cookies come back, as Hydrogen's proxy does. */
  forwardTo: string | null
  storefrontToken?: string
  /** The shop is served over https: the cookies are `Secure`. */
  secure: boolean
  fetch?: typeof fetch
  log?: Pick<Console, 'warn'>
}

/** JSON, never kept by a cache, with whatever cookies `headers` sets. */
function answer(status: number, body: unknown, headers = new Headers()) {
  headers.set('Cache-Control', 'no-store')
  headers.set('Content-Type', 'application/json')
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers })
}

/**
 * The visitor's tracking cookies (`_shopify_y`, `_shopify_s`), readable by the page's analytics.
 * Only where the visitor allows analytics: otherwise none is set, and an old pair is cleared. A
 * request without the consent-management marker is not this operation's.
 */
export function createTrackingCookiesHandler({ consent, forwardTo, storefrontToken, secure, fetch: fetcher = fetch, log = console }: TrackingCookiesOptions) {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return async function handle(request: Request): Promise<Response> {
    if (request.headers.get(CONSENT_MANAGEMENT_HEADER) !== '1') return answer(400, { errors: [{ message: 'Only consent management is answered here.' }] })
    const allowed = requestConsent(request, consent).consent.analytics
    const headers = new Headers()
    if (!allowed) {
      for (const name of [SHOPIFY_Y, SHOPIFY_S]) headers.append('Set-Cookie', `${name}=; Max-Age=0; ${attributes}`)
      return answer(200, { data: { consentManagement: { cookies: null } } }, headers)
    }
    if (forwardTo) {
      const upstream = await fetcher(`${forwardTo}${TRACKING_COOKIES_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(storefrontToken ? { 'X-Shopify-Storefront-Access-Token': storefrontToken } : {}),
          [CONSENT_MANAGEMENT_HEADER]: '1',
          ...forwarded(request, [SHOPIFY_UNIQUE_TOKEN_HEADER, SHOPIFY_VISIT_TOKEN_HEADER, 'Cookie', 'User-Agent']),
        },
        body: await request.text(),
        signal: AbortSignal.timeout(5_000),
      }).catch((error: unknown) => {
        log.warn(`[analytics] the store did not answer for the tracking cookies: ${(error as Error).message}`)
        return null
      })
      if (!upstream) return answer(502, { errors: [{ message: 'The store did not answer.' }] })
      // The store's cookies, for this shop's own domain.
      for (const cookie of upstream.headers.getSetCookie()) headers.append('Set-Cookie', cookie.replace(/;\s*Domain=[^;]*/i, ''))
      return answer(upstream.status, await upstream.text(), headers)
    }
    // The embedded defaults: the tokens the page already has are kept; the visit's is renewed.
    const kept = trackingTokens(request.headers.get('Cookie'))
    const unique = trackingToken(request.headers.get(SHOPIFY_UNIQUE_TOKEN_HEADER)) ?? kept.unique ?? crypto.randomUUID()
    const visit = trackingToken(request.headers.get(SHOPIFY_VISIT_TOKEN_HEADER)) ?? kept.visit ?? crypto.randomUUID()
    headers.append('Set-Cookie', `${SHOPIFY_Y}=${unique}; Max-Age=${VISITOR_MAX_AGE}; ${attributes}`)
    headers.append('Set-Cookie', `${SHOPIFY_S}=${visit}; Max-Age=${VISIT_MAX_AGE}; ${attributes}`)
    return answer(200, { data: { consentManagement: { cookies: { shopifyUnique: unique, shopifyVisit: visit } } } }, headers)
  }
}

function forwarded(request: Request, names: string[]) {
  return Object.fromEntries(names.flatMap((name) => (request.headers.has(name) ? [[name, request.headers.get(name)!]] : [])))
}
