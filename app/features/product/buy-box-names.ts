/**
 * How the buy box's server-only markup names its parts for the code that runs it
 * (`buy-bar.ts`): one place, as both sides must agree.
 */
export const BUY = {
  /** A button that adds the chosen quantity: the buy box's own, and the buy bar's. */
  add: 'data-buy',
  /** The phone's buy bar, and the place in it for the price. */
  bar: 'data-buy-bar',
  barPrice: 'data-bar-price',
} as const

/** The element at the end of the product page: from there on the footer shows, and the bar goes. */
export const PRODUCT_PAGE_END_ID = 'product-page-end'
