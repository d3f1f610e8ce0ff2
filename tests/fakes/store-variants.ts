import { createStorefrontClient } from '../../app/lib/storefront/client.server'
import { storefrontLookup, type VariantLookup } from '../../services/functions/back-in-stock'
import { loadCatalogue } from '../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../services/storefront/handler'

const SITE = 'http://shop.test'

/**
 * The embedded store on the shop's catalogue, asked about variants as server.ts asks it (the
 * shop's own Storefront client), with the yoga mat's variants for sale or not as given by title.
 */
export function embeddedStoreVariants(forSale: Record<string, boolean> = {}): VariantLookup {
  const catalogue = structuredClone(loadCatalogue())
  const mat = catalogue.products.find((p) => p.handle === 'earthing-yoga-mat')!
  for (const [title, available] of Object.entries(forSale)) mat.variants.find((v) => v.title === title)!.available = available
  const store = createStorefrontHandler({ catalogue, assetBase: SITE })
  const client = createStorefrontClient({
    endpoint: `${SITE}${STOREFRONT_API_PATH}`,
    token: 'embedded',
    fetch: (url, init) => store.handle(new Request(url, init)),
  })
  return storefrontLookup((query, variables) => client.request(query, variables))
}
