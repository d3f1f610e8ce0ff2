/** The cart's figures and the currency: every page's cart badge and store read these. */

export const currency = {
  /** The store's currency; prices from the storefront carry their own code. */
  code: 'SGD',
  /** Shown prefixed by the currency code, default USD when a price carries none (docs/product.md#markets-and-currencies). */
  fallbackCode: 'USD',
} as const

export const cart = {
  freeShippingThreshold: 50,
  quantityPerClick: 1,
  maxCartLines: 100,
  /**
   * Limits of the merged cart (one variant's lines added up, and all items together), checked by
   * /api/checkout and by the embedded store's cartCreate. 99 of one item is what a
   * two-digit quantity field holds; 200 items is far above any household order (bigger orders are
   * a wholesale enquiry) and keeps a forged cart's total bounded.
   */
  maxQuantityPerItem: 99,
  maxCartQuantity: 200,
  /** The order note's length (decision 092): Shopify documents no limit; 500 is a long delivery instruction. */
  maxNoteLength: 500,
  /** Cart attributes (a cart link's `attributes[…]`): Shopify documents no limits; these keep an order readable. */
  maxAttributes: 20,
  maxAttributeKeyLength: 100,
  maxAttributeValueLength: 500,
} as const

/** Keys under which the shop keeps data in the shopper's browser (quoted by the privacy policy). */
export const browserStorage = {
  cart: 'shopify-cart',
  /** The discount code entered in the cart drawer, beside the cart (decision 025). */
  cartDiscount: 'shopify-cart-discount',
  /** The gift card codes entered in the cart, and what the store said of its cart: what they cover, its delivery rates. */
  cartAtStore: 'shopify-cart-store',
} as const

/**
 * Gift card codes as Shopify issues them: 8 to 20 letters and digits (its Admin API's rule),
 * printed in groups of four; the cart keeps a few at once, as checkout takes several.
 */
export const giftCardRules = { minLength: 8, maxLength: 20, maxPerCart: 5, lastCharacters: 4 } as const
