import { Hono } from 'hono'
import { createStorefrontClient, storefrontEndpoint, type StorefrontClient } from '../app/lib/storefront/client'
import type { Config } from '../config'
import { loadCatalogue } from '../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../services/storefront/handler'
import { createImageHandler } from '../services/storefront/images'

export type Storefront = {
  client: StorefrontClient
  /** The store's own hosted domain, where checkouts happen. */
  checkoutOrigin: string
  /** The embedded store's API and image CDN; absent when a real store is configured. */
  routes?: Hono
}

/** The real Shopify store when configured, the embedded one otherwise: the app cannot tell. */
export function createStorefront(config: Config): Storefront {
  if (config.store) {
    return {
      client: createStorefrontClient({
        endpoint: storefrontEndpoint(config.store.domain),
        token: config.store.token,
        fetch: (url, init) => fetch(url, init),
      }),
      checkoutOrigin: new URL(storefrontEndpoint(config.store.domain)).origin,
    }
  }
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: config.siteUrl })
  const images = createImageHandler(embedded.store)
  return {
    // In-process: no network hop, same contract as the real API.
    client: createStorefrontClient({
      endpoint: `${config.siteUrl}${STOREFRONT_API_PATH}`,
      token: 'embedded-storefront',
      fetch: (url, init) => embedded.handle(new Request(url, init)),
    }),
    checkoutOrigin: config.siteUrl,
    routes: new Hono()
      .all(STOREFRONT_API_PATH, (c) => embedded.handle(c.req.raw))
      .get('/cdn/shop/files/:file', (c) => images(c.req.raw, c.req.param('file'))),
  }
}
