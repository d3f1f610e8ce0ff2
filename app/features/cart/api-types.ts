/** What the cart's server endpoints answer (/api/checkout, /api/cart-status). */

/** How the store took the discount code sent with the cart (`reason`: the store's CartWarningCode when it gave one). */
export type DiscountResult = { code: string; applicable: boolean; reason: string | null }

export type CheckoutCart = {
  cartId: string
  checkoutUrl: string
  /** Before and after cart-level discounts, as the store computed them. */
  subtotal: { amount: string; currencyCode: string }
  total: { amount: string; currencyCode: string }
  discount: DiscountResult | null
}

export type CheckoutResponse = CheckoutCart | { error: string; notice?: 'payment-required'; field?: 'discountCode' }

export type CartStatusResponse = { cart: 'open' | 'gone' | 'unknown'; missing: string[] }
