// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDiscountStore } from './discount-store'
import { useCartStore } from './store'
import { refreshStoreCart, storeCartSettled, useStoreCart } from './store-cart'

const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
const line = {
  product: { id: 'p1', handle: 'mat', title: 'Mat', image: null },
  variantId: 'v1',
  variantTitle: 'Default',
  price: money('49.00'),
  quantity: 1,
  selectedOptions: [],
}
const cart = (n: number) => ({
  cartId: `gid://shopify/Cart/c${n}?key=k`,
  checkoutUrl: `http://shop.test/cart/c/c${n}?key=k`,
  subtotal: money('49.00'),
  total: money('49.00'),
  discountedTotal: money('49.00'),
  discount: null,
  giftCards: [],
  delivery: [],
})

describe("the store's cart for the rates", () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [line], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: true, note: '' })
    useDiscountStore.setState({ applied: null, pending: null })
    useStoreCart.setState({ giftCardCodes: [], view: null })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('drops an answer for a cart made without the code applied on its way: checkout keeps the cart the code was applied to', async () => {
    let answer: (r: Response) => void = () => {}
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    const refreshed = refreshStoreCart()
    // The shopper applies a code while the store makes the cart without it; the code's check made cart 2.
    useDiscountStore
      .getState()
      .setApplied({ code: 'GW10', applicable: true, reason: null, subtotal: money('49.00'), total: money('44.10'), cartId: cart(2).cartId })
    useCartStore.getState().setCheckout(cart(2).cartId, cart(2).checkoutUrl, '')
    answer(Response.json(cart(1)))
    await refreshed
    await storeCartSettled()
    expect(useCartStore.getState().checkoutUrl).toBe(cart(2).checkoutUrl)
    expect(useDiscountStore.getState().applied?.cartId).toBe(cart(2).cartId)
    expect(useStoreCart.getState().view).toBeNull()
  })

  it('keeps an answer for the cart as it still is', async () => {
    vi.stubGlobal('fetch', async () => Response.json(cart(1)))
    await refreshStoreCart()
    expect(useCartStore.getState().checkoutUrl).toBe(cart(1).checkoutUrl)
    expect(useStoreCart.getState().view?.cartId).toBe(cart(1).cartId)
  })
})
