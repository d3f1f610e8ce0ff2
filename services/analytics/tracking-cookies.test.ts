import { describe, expect, it, vi } from 'vitest'
import { consentCookie, defaultConsentSettings } from '../../shared/consent'
import { CONSENT_MANAGEMENT_HEADER, createTrackingCookiesHandler, TRACKING_COOKIES_PATH } from './tracking-cookies'

const SHOP = 'https://shop.test'
// What hydrogen-react's `useShopifyCookies({ fetchTrackingValues: true })` sends.
const ENSURE_COOKIES = JSON.stringify({
  query: 'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { trackingConsentCookie cookieDomain shopifyUnique shopifyVisit } } }',
})

function ask(headers: Record<string, string> = {}) {
  return new Request(`${SHOP}${TRACKING_COOKIES_PATH}`, {
    method: 'POST',
    body: ENSURE_COOKIES,
    headers: { 'Content-Type': 'application/json', [CONSENT_MANAGEMENT_HEADER]: '1', ...headers },
  })
}

/** The cookies an answer sets, by name: their value and attributes. */
function setCookies(response: Response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const [pair, ...attributes] = cookie.split(/;\s*/)
      const [name, value] = pair!.split('=')
      return [name!, { value: value!, attributes }]
    }),
  )
}

const accepted = consentCookie({ analytics: true, marketing: true, preferences: true, saleOfData: true }, false).split(';')[0]!
const declined = consentCookie({ analytics: false, marketing: false, preferences: false, saleOfData: false }, false).split(';')[0]!

describe("the visitor's tracking cookies on the embedded defaults", () => {
  const handle = createTrackingCookiesHandler({ consent: defaultConsentSettings, forwardTo: null, secure: true })

  it('gives a visitor who allows analytics a year-long visitor token and a half-hour visit token, readable by the page', async () => {
    const response = await handle(ask())
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const cookies = setCookies(response)
    expect(cookies._shopify_y!.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookies._shopify_s!.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookies._shopify_y!.attributes).toEqual(expect.arrayContaining([`Max-Age=${365 * 24 * 60 * 60}`, 'Path=/', 'SameSite=Lax', 'Secure']))
    expect(cookies._shopify_s!.attributes).toContain('Max-Age=1800')
    // Not HttpOnly: hydrogen-react reads them from document.cookie.
    expect(response.headers.getSetCookie().join(' ')).not.toMatch(/HttpOnly/i)
    const body = (await response.json()) as { data: { consentManagement: { cookies: { shopifyUnique: string; shopifyVisit: string } } } }
    expect(body.data.consentManagement.cookies).toEqual({ shopifyUnique: cookies._shopify_y!.value, shopifyVisit: cookies._shopify_s!.value })
  })

  it('keeps the tokens the page already has, and renews the visit', async () => {
    const response = await handle(ask({ Cookie: '_shopify_y=visitor-1234; _shopify_s=visit-5678', 'X-Shopify-VisitToken': 'visit-5678' }))
    const cookies = setCookies(response)
    expect(cookies._shopify_y!.value).toBe('visitor-1234')
    expect(cookies._shopify_s!.value).toBe('visit-5678')
    expect(cookies._shopify_s!.attributes).toContain('Max-Age=1800')
  })

  it('replaces a token that is not one (a script injected into the cookie)', async () => {
    const cookies = setCookies(await handle(ask({ Cookie: '_shopify_y=<script>; _shopify_s=' })))
    expect(cookies._shopify_y!.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookies._shopify_s!.value).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sets nothing where a choice is asked and none is made, or after Decline, and clears an old pair', async () => {
    const visitors: Record<string, string>[] = [{ 'CF-IPCountry': 'DE' }, { 'CF-IPCountry': 'SG', Cookie: `${declined}; _shopify_y=visitor-1234` }]
    for (const headers of visitors) {
      const response = await handle(ask(headers))
      expect(response.status).toBe(200)
      const cookies = setCookies(response)
      expect(cookies._shopify_y).toEqual({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) })
      expect(cookies._shopify_s).toEqual({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) })
    }
    // In Germany, after Accept: set.
    expect(setCookies(await handle(ask({ 'CF-IPCountry': 'DE', Cookie: accepted })))._shopify_y!.value).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers only the consent-management operation: anything else is refused and sets nothing', async () => {
    const response = await handle(new Request(`${SHOP}${TRACKING_COOKIES_PATH}`, { method: 'POST', body: '{"query":"{ shop { id } }"}' }))
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe("the visitor's tracking cookies with a real store", () => {
  it("passes the request on to the store's Storefront API and brings its cookies back for the shop's own domain", async () => {
    const fetchSpy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
      const headers = new Headers({ 'Content-Type': 'application/json' })
      headers.append('Set-Cookie', '_shopify_y=store-visitor; Domain=my-shop.myshopify.com; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
      headers.append('Set-Cookie', '_shopify_s=store-visit; Domain=.my-shop.myshopify.com; Path=/; Max-Age=1800; SameSite=Lax; Secure')
      return new Response('{"data":{"consentManagement":{"cookies":{"shopifyUnique":"store-visitor"}}}}', { status: 200, headers })
    })
    const handle = createTrackingCookiesHandler({
      consent: defaultConsentSettings,
      forwardTo: 'https://my-shop.myshopify.com',
      storefrontToken: 'public-token',
      secure: true,
      fetch: fetchSpy as unknown as typeof fetch,
    })
    const response = await handle(ask({ 'X-Shopify-UniqueToken': 'visitor-1234', Cookie: '_shopify_y=visitor-1234' }))
    expect(response.status).toBe(200)
    const [url, init] = fetchSpy.mock.calls[0]!
    expect(url).toBe(`https://my-shop.myshopify.com${TRACKING_COOKIES_PATH}`)
    const sent = new Headers(init!.headers)
    expect(sent.get('X-Shopify-Storefront-Access-Token')).toBe('public-token')
    expect(sent.get(CONSENT_MANAGEMENT_HEADER)).toBe('1')
    expect(sent.get('X-Shopify-UniqueToken')).toBe('visitor-1234')
    expect(init!.body).toBe(ENSURE_COOKIES)
    expect(response.headers.getSetCookie()).toEqual([
      '_shopify_y=store-visitor; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      '_shopify_s=store-visit; Path=/; Max-Age=1800; SameSite=Lax; Secure',
    ])
    expect(await response.json()).toEqual({ data: { consentManagement: { cookies: { shopifyUnique: 'store-visitor' } } } })
  })

  it('answers 502 when the store does not answer, and asks it nothing for a visitor who has not allowed analytics', async () => {
    const failing = vi.fn(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    const log = { warn: vi.fn() }
    const handle = createTrackingCookiesHandler({
      consent: defaultConsentSettings,
      forwardTo: 'https://my-shop.myshopify.com',
      secure: true,
      fetch: failing,
      log,
    })
    expect((await handle(ask())).status).toBe(502)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'))
    failing.mockClear()
    expect((await handle(ask({ 'CF-IPCountry': 'FR' }))).status).toBe(200)
    expect(failing).not.toHaveBeenCalled()
  })
})
