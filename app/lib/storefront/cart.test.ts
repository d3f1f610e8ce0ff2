import { describe, expect, it } from 'vitest'
import { cartStatus, createCheckout, rewriteCheckoutUrl } from './cart'
import type { StorefrontClient } from './client'

const clientAnswering = (answer: unknown): StorefrontClient & { calls: { query: string; variables: unknown; options?: unknown }[] } => {
  const calls: { query: string; variables: unknown; options?: unknown }[] = []
  return {
    calls,
    async request<T>(query: string, variables?: Record<string, unknown>, options?: unknown) {
      calls.push({ query, variables, ...(options ? { options } : {}) })
      return answer as T
    },
  }
}

const lines = [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2 }]
const cart = (checkoutUrl: string | null) => ({ cartCreate: { cart: { id: 'gid://shopify/Cart/c1?key=k', checkoutUrl, totalQuantity: 2 }, userErrors: [] } })

describe('rewriteCheckoutUrl', () => {
  it("puts the checkout on the store's own domain and adds channel=online_store", () => {
    expect(rewriteCheckoutUrl('https://shop.example.com/cart/c/c1?key=k', 'https://my-shop.myshopify.com')).toBe(
      'https://my-shop.myshopify.com/cart/c/c1?key=k&channel=online_store',
    )
    expect(rewriteCheckoutUrl('https://my-shop.myshopify.com/cart/c/c1?key=k&channel=old', 'https://my-shop.myshopify.com')).toBe(
      'https://my-shop.myshopify.com/cart/c/c1?key=k&channel=online_store',
    )
    expect(rewriteCheckoutUrl('http://localhost:3000/cart/c/c1?key=k', 'http://localhost:3000')).toBe(
      'http://localhost:3000/cart/c/c1?key=k&channel=online_store',
    )
  })
})

describe('createCheckout', () => {
  it("sends the visitor's tracking tokens with the cart's creation, so the store attributes the order", async () => {
    const client = clientAnswering(cart('https://custom.example/cart/c/c1?key=k'))
    const tracking = { 'X-Shopify-UniqueToken': 'visitor-1234', 'X-Shopify-VisitToken': 'visit-5678' }
    await createCheckout(client, lines, 'https://my-shop.myshopify.com', { tracking })
    expect(client.calls[0]!.options).toEqual({ headers: tracking })
    await createCheckout(client, lines, 'https://my-shop.myshopify.com')
    expect(client.calls[1]!.options).toBeUndefined()
  })

  it('sends the lines as {quantity, merchandiseId} and returns the rewritten URL', async () => {
    const client = clientAnswering(cart('https://custom.example/cart/c/c1?key=k'))
    const result = await createCheckout(client, lines, 'https://my-shop.myshopify.com')
    expect(client.calls[0]!.variables).toEqual({ input: { lines } })
    expect(result).toMatchObject({
      cartId: 'gid://shopify/Cart/c1?key=k',
      checkoutUrl: 'https://my-shop.myshopify.com/cart/c/c1?key=k&channel=online_store',
      discount: null,
    })
  })

  it('sends the discount code with the lines and reports whether it applies, with the totals', async () => {
    const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
    const answer = (applicable: boolean, warnings: { code: string; message: string }[] = []) => ({
      cartCreate: {
        cart: {
          id: 'gid://shopify/Cart/c1?key=k',
          checkoutUrl: 'https://s/cart/c/c1?key=k',
          totalQuantity: 2,
          cost: { subtotalAmount: money('100.00'), totalAmount: money(applicable ? '90.00' : '100.00') },
          discountCodes: [{ code: 'GW10-ABC', applicable }],
        },
        userErrors: [],
        warnings,
      },
    })
    const client = clientAnswering(answer(true))
    const taken = await createCheckout(client, lines, 'https://s', { discountCode: 'GW10-ABC' })
    expect(client.calls[0]!.variables).toEqual({ input: { lines, discountCodes: ['GW10-ABC'] } })
    expect(taken).toMatchObject({ subtotal: money('100.00'), total: money('90.00'), discount: { code: 'GW10-ABC', applicable: true, reason: null } })

    const refused = await createCheckout(clientAnswering(answer(false, [{ code: 'DISCOUNT_USAGE_LIMIT_REACHED', message: 'used' }])), lines, 'https://s', {
      discountCode: 'GW10-ABC',
    })
    expect(refused).toMatchObject({ total: money('100.00'), discount: { applicable: false, reason: 'DISCOUNT_USAGE_LIMIT_REACHED' } })
    // A real store may give no reason: the code is still reported as not applying.
    const silent = await createCheckout(clientAnswering(answer(false)), lines, 'https://s', { discountCode: 'GW10-ABC' })
    expect(silent.discount).toEqual({ code: 'GW10-ABC', applicable: false, reason: null })
  })

  it('fails with the cart’s messages', async () => {
    await expect(createCheckout(clientAnswering({}), lines, 'https://s')).rejects.toThrow('Invalid response from Shopify API')
    await expect(createCheckout(clientAnswering({ cartCreate: { cart: null } }), lines, 'https://s')).rejects.toThrow('Invalid response from Shopify API')
    await expect(
      createCheckout(
        clientAnswering({
          cartCreate: {
            cart: null,
            userErrors: [
              { field: ['lines'], message: 'A' },
              { field: null, message: 'B' },
            ],
          },
        }),
        lines,
        'https://s',
      ),
    ).rejects.toThrow('Cart creation failed: A, B')
    // Lines the store refused are the caller's to fix: the action answers 422, not a 5xx.
    await expect(
      createCheckout(clientAnswering({ cartCreate: { cart: null, userErrors: [{ field: ['lines'], message: 'A' }] } }), lines, 'https://s'),
    ).rejects.toMatchObject({ status: 422 })
    await expect(createCheckout(clientAnswering({}), lines, 'https://s')).rejects.toMatchObject({ status: 502 })
    await expect(createCheckout(clientAnswering(cart(null)), lines, 'https://s')).rejects.toThrow(
      'No checkout URL returned from Shopify. Please contact support.',
    )
  })
})

describe('cartStatus', () => {
  it('reports a cart the store no longer returns as gone, and variants it no longer has', async () => {
    let call = 0
    const client: StorefrontClient = {
      async request<T>() {
        call++
        return (call === 1 ? { cart: null } : { nodes: [{ id: 'v1' }, null] }) as T
      },
    }
    expect(await cartStatus(client, 'gid://shopify/Cart/c1?key=k', ['v1', 'v2'])).toEqual({ cart: 'gone', missing: ['v2'] })
  })
})
