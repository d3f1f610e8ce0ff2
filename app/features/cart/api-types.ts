/** What the cart's server endpoints answer (/api/checkout, /api/cart-status). */

export type CheckoutResponse = { cartId: string; checkoutUrl: string } | { error: string; notice?: 'payment-required' }

export type CartStatusResponse = { cart: 'open' | 'gone' | 'unknown'; missing: string[] }
