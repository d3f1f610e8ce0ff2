import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { startShopifyStandIn, type StandIn } from '../../../tests/support/shopify-stand-in'
import { createStorefrontClient, type StorefrontClient } from '~/lib/storefront/client'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { loadCartSuggestions } from './suggestions.server'

let standIn: StandIn
const stores: Record<string, StorefrontClient> = {}

beforeAll(async () => {
  standIn = await startShopifyStandIn()
  stores['stand-in'] = createStorefrontClient({ endpoint: `${standIn.origin}${STOREFRONT_API_PATH}`, token: 'token', fetch: (url, init) => fetch(url, init) })
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })
  stores.embedded = createStorefrontClient({
    endpoint: `http://localhost:3000${STOREFRONT_API_PATH}`,
    token: 't',
    fetch: (url, init) => embedded.handle(new Request(url, init)),
  })
})
afterAll(() => standIn?.close())

const context = (store: string) => ({ storefront: stores[store]! }) as AppLoadContext
const idOf = async (store: string, handle: string) => (await getProductByHandle(stores[store]!, handle))!.id

describe.each(['embedded', 'stand-in'])('cart suggestions from the %s store', (store) => {
  it("are the store's complementary products for the product added last, none already in the cart", async () => {
    const sheet = await idOf(store, 'premium-earthing-flat-sheet')
    const cord = await idOf(store, 'earthing-cord')
    const suggestions = await loadCartSuggestions(context(store), [cord, sheet])
    expect(suggestions).toHaveLength(2)
    expect(suggestions.map((p) => p.id)).not.toContain(cord)
    expect(suggestions.map((p) => p.title)).toEqual(['Grounding Extension Cord', 'Universal Grounding Plug Adapter'])
  })

  it('fall back to the best-selling accessories when the store pairs nothing, and are empty for an empty cart', async () => {
    const tester = await idOf(store, 'continuity-tester')
    const suggestions = await loadCartSuggestions(context(store), [tester])
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.map((p) => p.id)).not.toContain(tester)
    expect(await loadCartSuggestions(context(store), [])).toEqual([])
  })
})
