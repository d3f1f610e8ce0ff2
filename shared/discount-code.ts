import { discountCodeRules } from './shop'

/** What the shopper is told when a typed code cannot be a code at all. */
export const discountCodeMessages = {
  empty: 'Enter a discount code.',
  tooLong: `A discount code is at most ${discountCodeRules.maxLength} characters.`,
  characters: 'A discount code has only letters, digits and dashes.',
  emptyCart: 'Your cart is empty: add a product before applying a discount code.',
} as const

export type CodeCheck = { ok: true; code: string } | { ok: false; message: string }

/**
 * A typed code as the store knows it: spaces anywhere dropped (codes are often pasted with a
 * space or split in two), upper case. Read by the drawer, /api/checkout and the demo checkout.
 */
export function normaliseDiscountCode(raw: string): CodeCheck {
  const code = raw.replace(/\s+/g, '').toUpperCase()
  if (!code) return { ok: false, message: discountCodeMessages.empty }
  if (code.length > discountCodeRules.maxLength) return { ok: false, message: discountCodeMessages.tooLong }
  if (!/^[A-Z0-9_-]+$/.test(code)) return { ok: false, message: discountCodeMessages.characters }
  return { ok: true, code }
}
