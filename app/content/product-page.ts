import { message } from '#shared/message'

/**
 * Copy of the product page beyond its quoted strings (those are `productCopy` in ./catalogue): the
 * quantity field, the details, the reviews block, the related products, the gallery's zoom and
 * the phone's buy bar. The benefits and the shipping terms are in ./product-benefits.
 */

/** What the page knows a product to be (app/routes/product/product-kind.ts decides). */
export type ProductTypeKey = 'sheet' | 'mat' | 'kit' | 'accessory' | 'other'

/** Buy it now, beside Add to Cart: straight to checkout with this option and quantity. */
export const buyNowCopy = {
  label: 'Buy it now',
  opening: 'Opening checkout…',
} as const

export const quantityCopy = {
  label: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  notANumber: message<{ min: number; max: number }>('Enter a whole number from {min} to {max}.'),
  tooLow: message<{ min: number }>('The quantity is at least {min}; it is set to {min}.'),
  tooHigh: message<{ max: number }>('You can add at most {max} at a time; the quantity is set to {max}.'),
  /** `total`: what the whole cart holds at most (`cart.maxCartQuantity`). */
  cartFull: message<{ max: number; total: number }>('Your cart already holds the most it can of this item ({max} of one item, {total} in all).'),
  cartRoom: message<{ room: number }>(
    '{room, plural, one {Only # more fits in your cart; the quantity is set to #.} other {Only # more fit in your cart; the quantity is set to #.}}',
  ),
}

export const detailsCopy = {
  heading: 'Product details',
  inTheBox: 'What’s in the box',
  sizeAndFit: 'Size and fit',
  care: 'Care',
  shippingAndReturns: 'Shipping and returns',
  shippingLink: { label: 'Shipping policy', to: '/shipping-policy' },
  returnsLink: { label: 'Return policy', to: '/return-policy' },
}

export const productReviewsCopy = {
  heading: 'Customer reviews',
  outOf: 'out of 5',
  basedOn: message<{ count: number }>('{count, plural, one {Based on # review} other {Based on # reviews}}'),
  /** Above the shop-wide reviews an accessory or other product shows. */
  shopWide: 'What customers say about their Groundwell gear',
  allReviews: 'Read all reviews',
  empty: 'No reviews of this product yet.',
}

export const relatedCopy = {
  heading: 'You may also like',
}

export const buyBarCopy = {
  label: 'Buy',
}
