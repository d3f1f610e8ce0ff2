import type { ConsentSettings } from '#shared/consent'
import type { StorefrontClient } from '~/lib/storefront/client'
import type { FunctionsClient } from '~/lib/functions'

/** What the server hands every loader and action (see server/app.ts). */
export type ShopLoadContext = {
  /** The store's Storefront API: the real Shopify store or the embedded one. */
  storefront: StorefrontClient
  /** Origin of the store's own hosted checkout, to which checkout URLs are rewritten. */
  checkoutOrigin: string
  /** The real store's origin for Shop Pay's button; null on the embedded store, which has no Shop Pay. */
  shopPayStore: string | null
  /** Public origin for canonical and Open Graph URLs. */
  siteUrl: string
  /** Where visitors are asked before analytics and marketing (the consent banner). */
  consent: ConsentSettings
  /** The share of page loads whose speed real shoppers' pages report (`VITALS_SAMPLE_RATE`). */
  vitalsSampleRate: number
  /** CSP nonce of this response's inline scripts. */
  nonce: string
  /** The backend functions (newsletter-signup, send-contact-email): hosted or embedded. */
  functions: FunctionsClient
  /**
   * Marked when anything went wrong while this response was rendered or streamed (the request
   * aborted, a loader or a component failed): the page cache does not keep such a page.
   */
  render?: { failed: boolean }
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
