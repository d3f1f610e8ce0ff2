import { Hono } from 'hono'
import { createCachedStorefrontClient } from '../app/lib/storefront/cache'
import { storefrontEndpoint, type StorefrontClient, type StorefrontFetch } from '../app/lib/storefront/client'
import { createStorefrontClient } from '../app/lib/storefront/client.server'
import { inMarket } from '../app/lib/storefront/market'
import { brand, shipping } from '../shared/shop'
import type { Config } from '../config'
import type { Db } from '../services/db'
import { databaseCartRepository } from '../services/storefront/cart-repository'
import { createCheckoutRoutes } from '../services/storefront/checkout-page'
import { loadCatalogue } from '../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_ROUTE } from '../services/storefront/handler'
import { createImageHandler } from '../services/storefront/images'

export type Storefront = {
  client: StorefrontClient
  /** The store's own hosted domain, where checkouts happen. */
  checkoutOrigin: string
  /** The embedded store's API and image CDN; absent when a real store is configured. */
  routes?: Hono
}

/**
 * The embedded store answers with absolute image URLs, as Shopify does, on the public site URL.
 * They are this server's own files: the pages refer to them by path, so they load on whatever
 * host the shop was opened (localhost, 127.0.0.1, its public name) under a same-origin policy.
 */
export function ownImagesByPath(fetch: StorefrontFetch, siteUrl: string): StorefrontFetch {
  const own = JSON.stringify(`${new URL(siteUrl).origin}/cdn/shop/files/`).slice(0, -1)
  return async (url, init) => {
    const response = await fetch(url, init)
    const text = await response.text()
    return new Response(text.replaceAll(own, '"/cdn/shop/files/'), { status: response.status, headers: response.headers })
  }
}

/** The real Shopify store when configured, the embedded one otherwise: the app cannot tell. */
export function createStorefront(config: Config, { db }: { db: Promise<Db> | null }): Storefront {
  if (config.store) {
    return {
      // Catalogue reads are cached in-process (short lifetime, stale-while-revalidate); carts never.
      // Singapore's market until the pages choose theirs (issue 33).
      client: inMarket(
        createCachedStorefrontClient(
          createStorefrontClient({
            endpoint: storefrontEndpoint(config.store.domain, config.storefrontApiVersion),
            token: config.store.token,
            fetch: (url, init) => fetch(url, init),
            timeoutMs: config.storefrontTimeoutMs,
          }),
        ),
      ),
      checkoutOrigin: new URL(storefrontEndpoint(config.store.domain, config.storefrontApiVersion)).origin,
    }
  }
  const catalogue = loadCatalogue(config.cataloguePath ?? undefined)
  const carts = db ? databaseCartRepository(db) : null
  const embedded = createStorefrontHandler({ catalogue, assetBase: config.siteUrl, carts })
  const images = createImageHandler(embedded.store)
  const routes = new Hono()
    .all(STOREFRONT_API_ROUTE, (c) => embedded.handle(c.req.raw))
    .get('/cdn/shop/files/:file', (c) => images(c.req.raw, c.req.param('file')))
  if (carts) {
    routes.route(
      '/',
      createCheckoutRoutes({
        store: embedded.store,
        carts,
        settings: {
          brandName: brand.name,
          shopUrl: config.siteUrl,
          currency: catalogue.currency,
          shippingFlatRate: shipping.domesticFlatRate,
          freeShippingThreshold: shipping.domesticFreeThreshold,
        },
      }),
    )
  }
  return {
    // In-process: no network hop, same contract (and the same cache) as the real API.
    client: inMarket(
      createCachedStorefrontClient(
        createStorefrontClient({
          endpoint: storefrontEndpoint(config.siteUrl, config.storefrontApiVersion),
          token: 'embedded-storefront',
          fetch: ownImagesByPath((url, init) => embedded.handle(new Request(url, init)), config.siteUrl),
          timeoutMs: config.storefrontTimeoutMs,
        }),
      ),
    ),
    checkoutOrigin: config.siteUrl,
    routes,
  }
}
