import { readCookie } from './cookies'
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

/**
 * The cookie a discount link (`/discount/<code>`) leaves for the shopper's cart, under Shopify's
 * own name: the page's script moves it into the cart and removes it; a cart link and Buy it now
 * read it on the server, so it works without JavaScript too.
 */
export const DISCOUNT_COOKIE = 'discount_code'
/** How long a discount link's code waits for a cart. */
export const DISCOUNT_COOKIE_DAYS = 14

/** A discount link's code as the cookie carries it: at most 100 characters, no control characters. */
export const linkedCode = (raw: string) =>
  raw
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 100)

/** The discount link's code in a Cookie header (or `document.cookie`), or null. */
export function discountCookie(header: string | null): string | null {
  return linkedCode(readCookie(header, DISCOUNT_COOKIE) ?? '') || null
}

/** The `Set-Cookie` value keeping a discount link's code: readable by the page's script, which moves it into the cart. */
export const discountLinkCookie = (code: string, secure: boolean) =>
  `${DISCOUNT_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${DISCOUNT_COOKIE_DAYS * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`

/** The cookie value that removes it, once the code is in the cart. */
export const DISCOUNT_COOKIE_CLEARED = `${DISCOUNT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
