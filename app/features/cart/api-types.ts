/** What the cart's server endpoints answer (/api/checkout, /api/cart-status). */
import type { CartStatus, CheckoutCart } from '~/lib/storefront/types'

export type CheckoutResponse = CheckoutCart | { error: string; notice?: 'payment-required'; field?: 'discountCode' }

export type CartStatusResponse = CartStatus

/** What /api/gift-card answers: the store's cart (with the store's reason when it refused the code), or why nothing was done. */
export type GiftCardResponse = (CheckoutCart & { giftCardError?: string }) | { error: string; notice?: 'payment-required'; field?: 'giftCardCode' }
