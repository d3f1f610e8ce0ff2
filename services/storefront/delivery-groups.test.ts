import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db'
import { testTargets } from '../db/testing'
import { databaseCartRepository } from './cart-repository'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler } from './handler'
import { storefrontQuery } from './testing'

const GROUPS = `deliveryGroups(first: 5) { nodes { groupType selectedDeliveryOption { handle }
  deliveryOptions { title handle description deliveryMethodType estimatedCost { amount currencyCode } } } }`
const create = (country: string) =>
  `mutation ($input: CartInput!) @inContext(country: ${country}) { cartCreate(input: $input) { cart { id ${GROUPS} } userErrors { message } } }`

const CORD = 'gid://shopify/ProductVariant/100901' // Earthing Cord with 100k Ohm Resistor, 3 m: SGD 19.00
const FLAT_QUEEN = 'gid://shopify/ProductVariant/100102' // Premium Earthing Flat Sheet, Queen, SGD 149.00

type Groups = { nodes: { groupType: string; selectedDeliveryOption: null; deliveryOptions: Record<string, unknown>[] }[] }

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`delivery groups of the embedded store on ${target.name}`, () => {
    let database: Database
    let store: ReturnType<typeof createStorefrontHandler>
    beforeAll(async () => {
      database = await target.open()
      store = createStorefrontHandler({
        catalogue: loadCatalogue(),
        assetBase: 'http://shop.test',
        carts: databaseCartRepository(Promise.resolve(database.db)),
      })
    }, 120_000)
    afterAll(() => database.close())

    const groupsOf = async (country: string, merchandiseId: string, quantity = 1) => {
      const { data } = await storefrontQuery<{ data: { cartCreate: { cart: { id: string; deliveryGroups: Groups } } } }>(store, create(country), {
        input: { lines: [{ merchandiseId, quantity }], buyerIdentity: { countryCode: country } },
      })
      return data.cartCreate.cart
    }

    it("answers the market's rates: Singapore's flat rate below SGD 50, then free shipping", async () => {
      const below = await groupsOf('SG', CORD)
      expect(below.deliveryGroups.nodes).toEqual([
        {
          groupType: 'ONE_TIME_PURCHASE',
          selectedDeliveryOption: null,
          deliveryOptions: [
            {
              title: 'Standard Shipping',
              handle: 'standard-shipping',
              description: '1-3 business days',
              deliveryMethodType: 'SHIPPING',
              estimatedCost: { amount: '5.00', currencyCode: 'SGD' },
            },
          ],
        },
      ])
      const free = await groupsOf('SG', CORD, 3)
      expect(free.deliveryGroups.nodes[0]!.deliveryOptions).toMatchObject([{ title: 'Free Shipping', estimatedCost: { amount: '0.00', currencyCode: 'SGD' } }])
    })

    it("abroad, free from the market's threshold in its currency, and no rate before the address below it", async () => {
      expect((await groupsOf('MY', CORD)).deliveryGroups.nodes[0]!.deliveryOptions).toEqual([])
      expect((await groupsOf('MY', FLAT_QUEEN, 2)).deliveryGroups.nodes[0]!.deliveryOptions).toMatchObject([
        { title: 'Free International Shipping', description: '3-5 business days', estimatedCost: { amount: '0.00', currencyCode: 'MYR' } },
      ])
    })

    it('answers the same for a cart read again', async () => {
      const cart = await groupsOf('SG', CORD)
      const { data } = await storefrontQuery<{ data: { cart: { deliveryGroups: Groups } } }>(store, `query ($id: ID!) { cart(id: $id) { ${GROUPS} } }`, {
        id: cart.id,
      })
      expect(data.cart.deliveryGroups).toEqual(cart.deliveryGroups)
    })
  })
}
