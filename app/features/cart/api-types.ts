/** What the cart's server endpoints answer (/api/checkout, /api/cart-status). */
import type { CartStatus, CheckoutCart } from '~/lib/storefront/types'

export type CheckoutResponse = CheckoutCart | { error: string; notice?: 'payment-required'; field?: 'discountCode' }

export type CartStatusResponse = CartStatus
