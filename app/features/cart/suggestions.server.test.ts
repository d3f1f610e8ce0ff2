import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { startFakeShopify, type FakeShopify } from '../../../tests/fakes/fake-shopify'
import { type StorefrontClient } from '~/lib/storefront/client'
import { createStorefrontClient } from '~/lib/storefront/client.server'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { loadCartSuggestions } from './suggestions.server'

let fakeShopify: FakeShopify
const stores: Record<string, StorefrontClient> = {}

beforeAll(async () => {
  fakeShopify = await startFakeShopify()
  stores['fake Shopify'] = createStorefrontClient({
    endpoint: `${fakeShopify.origin}${STOREFRONT_API_PATH}`,
    token: 'token',
    fetch: (url, init) => fetch(url, init),
  })
  const embedded = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://localhost:3000' })
  stores.embedded = createStorefrontClient({
    endpoint: `http://localhost:3000${STOREFRONT_API_PATH}`,
    token: 't',
    fetch: (url, init) => embedded.handle(new Request(url, init)),
  })
})
afterAll(() => fakeShopify?.close())

const context = (store: string) => ({ storefront: stores[store]! }) as AppLoadContext
const idOf = async (store: string, handle: string) => (await getProductByHandle(stores[store]!, handle))!.id

describe.each(['embedded', 'fake Shopify'])('cart suggestions from the %s store', (store) => {
  it("are the store's complementary products for the product added last, none already in the cart", async () => {
    const sheet = await idOf(store, 'premium-earthing-flat-sheet')
    const cord = await idOf(store, 'earthing-cord')
    const suggestions = await loadCartSuggestions(context(store), [cord, sheet])
    expect(suggestions).toHaveLength(3)
    expect(suggestions.map((p) => p.id)).not.toContain(cord)
    // The complementary product a tap can add comes first (the adapter, with three plugs to choose from, is left out).
    expect(suggestions[0]!.title).toBe('Grounding Extension Cord')
    expect(suggestions.map((p) => p.title)).not.toContain('Universal Grounding Plug Adapter')
    expect(suggestions.every((p) => typeof p.action === 'object')).toBe(true)
  })

  it('are then the best sellers nearest to closing the gap to free shipping, and are empty for an empty cart', async () => {
    const tester = await idOf(store, 'continuity-tester')
    // SGD 11 short: the cheapest that closes it first (the SGD 22 cord), then the next dearer.
    const suggestions = await loadCartSuggestions(context(store), [tester], { gap: 11 })
    expect(suggestions).toHaveLength(3)
    expect(suggestions.map((p) => p.id)).not.toContain(tester)
    const prices = suggestions.map((p) => Number(p.price.amount))
    expect(prices.every((price) => price >= 11)).toBe(true)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(await loadCartSuggestions(context(store), [])).toEqual([])
  })
})
