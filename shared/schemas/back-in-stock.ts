import * as z from 'zod/mini'
import { emailSchema } from './email'
import { formObject, languageField, PRODUCT_HANDLE, textField } from './fields'

export const backInStockMessages = {
  variant: 'Choose a product option',
  /** The store has no such variant of this product. */
  unknown: 'Choose a product option that is sold out.',
  /** The store sells the variant now: nothing to wait for. */
  forSale: 'This product option is for sale now.',
} as const

/**
 * A request to hear when a sold-out variant is back: the address (the newsletter's rules), the
 * store's variant id and the product's handle, checked by shape only; what the mail says of the
 * product comes from the store when the variant is for sale again, never from the request.
 */
export const backInStockSchema = formObject({
  email: emailSchema,
  variantId: textField('variantId').check(z.regex(/^gid:\/\/shopify\/ProductVariant\/[0-9]{1,20}$/, { error: backInStockMessages.variant })),
  productHandle: textField('productHandle').check(z.regex(PRODUCT_HANDLE, { error: backInStockMessages.variant })),
  language: languageField,
})

export type BackInStockInput = z.infer<typeof backInStockSchema>
