/** What the cart drawer says about discount codes. */
export const discountCopy = {
  label: 'Discount code',
  placeholder: 'e.g. GW10-7KQ3M9PX',
  apply: 'Apply',
  applying: 'Applying…',
  remove: (code: string) => `Remove discount code ${code}`,
  applied: (code: string) => `${code} applied`,
  discount: 'Discount',
  totalAfter: 'Total after discount',
  /** By the store's CartWarningCode; `default` when the store gave no reason. */
  refused: {
    DISCOUNT_NOT_FOUND: 'This code is not valid. Please check it against your e-mail.',
    DISCOUNT_USAGE_LIMIT_REACHED: 'This code has already been used.',
    DISCOUNT_CURRENTLY_INACTIVE: 'This code has expired.',
    default: 'This code cannot be applied to your cart.',
  } as Record<string, string>,
  failed: 'The code could not be checked just now. Please try again.',
}

export const refusalMessage = (reason: string | null) => discountCopy.refused[reason ?? 'default'] ?? discountCopy.refused.default!
