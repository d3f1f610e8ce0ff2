import type { FunctionsClient } from '~/lib/functions'

/** What the server hands every loader and action (see server/app.ts). */
export type ShopLoadContext = {
  /** Public origin for canonical and Open Graph URLs. */
  siteUrl: string
  /** CSP nonce of this response's inline scripts. */
  nonce: string
  /** The backend functions (newsletter-signup, send-contact-email): hosted or embedded. */
  functions: FunctionsClient
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
