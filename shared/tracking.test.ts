import { describe, expect, it } from 'vitest'
import { consentCookie, defaultConsentSettings } from './consent'
import { trackingHeaders, trackingTokens } from './tracking'

const checkout = (headers: Record<string, string>) => new Request('https://shop.test/api/checkout', { method: 'POST', headers })
const declined = consentCookie({ analytics: false, marketing: false, preferences: false, saleOfData: false }, false).split(';')[0]

describe("the visitor's tracking tokens on the way to the store's cart", () => {
  it('carries the tokens of a visitor who allows analytics, as Hydrogen names the headers', () => {
    expect(trackingHeaders(checkout({ Cookie: '_shopify_y=0a1b2c3d-visitor; _shopify_s=0a1b2c3d-visit; market=SG' }), defaultConsentSettings)).toEqual({
      'X-Shopify-UniqueToken': '0a1b2c3d-visitor',
      'X-Shopify-VisitToken': '0a1b2c3d-visit',
    })
  })

  it('carries none where the visitor has not allowed analytics, nor without tokens, nor a value that is not one', () => {
    const tokens = '_shopify_y=0a1b2c3d-visitor; _shopify_s=0a1b2c3d-visit'
    expect(trackingHeaders(checkout({ Cookie: tokens, 'CF-IPCountry': 'DE' }), defaultConsentSettings)).toBeUndefined()
    expect(trackingHeaders(checkout({ Cookie: `${tokens}; ${declined}` }), defaultConsentSettings)).toBeUndefined()
    expect(trackingHeaders(checkout({}), defaultConsentSettings)).toBeUndefined()
    expect(trackingTokens('_shopify_y=<script>; _shopify_s=a b')).toEqual({ unique: null, visit: null })
  })
})
