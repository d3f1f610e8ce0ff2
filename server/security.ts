import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { Config } from '../config'

/**
 * Security headers for every response. Inline scripts run only with this response's nonce
 * (React Router's hydration data), never through `unsafe-eval`; nothing loads from another
 * host but the configured store's image CDN.
 */
export function securityHeaders(config: Config) {
  const imgSrc = ["'self'", 'data:', 'blob:']
  if (config.store) imgSrc.push('https://cdn.shopify.com')
  const secureSite = config.siteUrl.startsWith('https://')
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc,
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
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
