import { NONCE, secureHeaders } from 'hono/secure-headers'
import { storefrontEndpoint } from '../app/lib/storefront/client'
import type { Config } from '../config'

/**
 * Security headers for every response. Inline scripts run only with this response's nonce
 * (React Router's hydration data), never through `unsafe-eval`; nothing loads from another
 * host but the configured store's image CDN.
 */
export function securityHeaders(config: Config) {
  const imgSrc = ["'self'", 'data:', 'blob:']
  // Buy it now posts here and is sent on to the store's checkout: a form's redirect must be allowed.
  const formAction = ["'self'"]
  // Shop Pay's button (a real store only): Shopify's script, and the windows and calls it makes.
  const scriptSrc = ["'self'", NONCE]
  const connectSrc = ["'self'"]
  const frameSrc = ["'self'"]
  if (config.store) {
    imgSrc.push('https://cdn.shopify.com')
    formAction.push(new URL(storefrontEndpoint(config.store.domain)).origin)
    scriptSrc.push('https://cdn.shopify.com')
    connectSrc.push('https://cdn.shopify.com', 'https://shop.app', 'https://pay.shopify.com')
    frameSrc.push('https://shop.app', 'https://pay.shopify.com')
  }
  const secureSite = config.siteUrl.startsWith('https://')
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc,
      fontSrc: ["'self'"],
      connectSrc,
      frameSrc,
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction,
      objectSrc: ["'none'"],
      ...(secureSite ? { upgradeInsecureRequests: [] } : {}),
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // The hosted checkout opens in a tab of its own; let it keep that tab.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secureSite ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    // A response that states its own (the image CDN's cross-origin resource policy) keeps it.
    overwrite: false,
  })
}
