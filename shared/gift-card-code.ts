import { giftCardRules } from './cart-rules'

/** What the shopper is told when a typed gift card code cannot be a code at all. */
export const giftCardCodeMessages = {
  empty: 'Enter a gift card code.',
  length: `A gift card code has ${giftCardRules.minLength} to ${giftCardRules.maxLength} letters and digits.`,
  characters: 'A gift card code has only letters and digits.',
  emptyCart: 'Your cart is empty: add a product before applying a gift card.',
  tooMany: `A cart can take at most ${giftCardRules.maxPerCart} gift cards.`,
} as const

/**
 * Shopify's words for a gift card code its cart refuses (a userError of code INVALID, named only by
 * its words): the embedded store answers with them, and the shop tells the shopper why in the
 * page's language (`giftCardRefusalOf`), as the store answers them in English whatever the language.
 */
export const storeGiftCardErrors = {
  invalid: 'Gift card code is invalid.',
  depleted: 'Gift card has no funds left.',
  expired: 'Gift card is expired.',
  disabled: 'Gift card is disabled.',
} as const

/** Why a store refused a gift card code: not a card it issued, spent, past its date, or switched off by the merchant. */
export type GiftCardRefusal = 'notFound' | 'usedUp' | 'expired' | 'disabled'

/**
 * Why the store refused a code, read from its words by what they say (Shopify's, or any store's
 * close to them); null when they say none of these.
 */
export function giftCardRefusalOf(words: string): GiftCardRefusal | null {
  const text = words.toLowerCase()
  if (/expire/.test(text)) return 'expired'
  if (/disabled|deactivated/.test(text)) return 'disabled'
  if (/no funds|depleted|no (remaining )?balance|used up|insufficient/.test(text)) return 'usedUp'
  if (/invalid|not found|does not exist|unknown/.test(text)) return 'notFound'
  return null
}

export type GiftCardCodeCheck = { ok: true; code: string } | { ok: false; message: string }

/**
 * A typed gift card code as the store knows it: the spaces and dashes it is printed with dropped,
 * upper case (Shopify's codes are case-insensitive). Read by the cart, /api/gift-card and the demo checkout.
 */
export function normaliseGiftCardCode(raw: string): GiftCardCodeCheck {
  // A pasted page is not read: anything this long is no code, however it is spaced.
  if (raw.length > 100) return { ok: false, message: giftCardCodeMessages.length }
  const code = raw.replace(/[\s-]+/g, '').toUpperCase()
  if (!code) return { ok: false, message: giftCardCodeMessages.empty }
  if (!/^[A-Z0-9]+$/.test(code)) return { ok: false, message: giftCardCodeMessages.characters }
  if (code.length < giftCardRules.minLength || code.length > giftCardRules.maxLength) return { ok: false, message: giftCardCodeMessages.length }
  return { ok: true, code }
}

/** The end of a code, all a cart shows of it (Shopify's `lastCharacters`). */
export const lastCharactersOf = (code: string) => code.slice(-giftCardRules.lastCharacters)
