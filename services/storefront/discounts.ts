/**
 * The embedded store's discount codes (decision 025): the shop's own codes, 10% off the
 * merchandise, one code per cart, each code redeemable once until it expires. Whether a code
 * applies is decided whenever the cart is read, as Shopify does, so a code used elsewhere in the
 * meantime stops applying.
 */
export type StoredDiscount = { percent: number; expiresAt: Date; redeemedAt: Date | null }

/** Why a code does not apply, by the Storefront API's CartWarningCode. */
export type DiscountRefusal = 'DISCOUNT_NOT_FOUND' | 'DISCOUNT_USAGE_LIMIT_REACHED' | 'DISCOUNT_CURRENTLY_INACTIVE' | 'DISCOUNT_CODE_NOT_HONOURED'

export type CodeStatus = { code: string; applicable: boolean; refusal: DiscountRefusal | null }
export type DiscountOutcome = { codes: CodeStatus[]; applied: { code: string; percent: number } | null }

export const NO_DISCOUNT: DiscountOutcome = { codes: [], applied: null }

/** What the demo checkout says for each refusal. */
export const refusalMessages: Record<DiscountRefusal, (code: string) => string> = {
  DISCOUNT_NOT_FOUND: (code) => `Enter a valid discount code: ${code} is not one of ours.`,
  DISCOUNT_USAGE_LIMIT_REACHED: (code) => `The discount code ${code} has already been used.`,
  DISCOUNT_CURRENTLY_INACTIVE: (code) => `The discount code ${code} has expired.`,
  DISCOUNT_CODE_NOT_HONOURED: (code) => `Only one discount code can be used per order: ${code} was not applied.`,
}

/** Each entered code's status; the first one that applies is the cart's discount. */
export function evaluateDiscounts(codes: string[], found: Map<string, StoredDiscount>, now: Date): DiscountOutcome {
  let applied: DiscountOutcome['applied'] = null
  const statuses = codes.map((code): CodeStatus => {
    const stored = found.get(code)
    let refusal: DiscountRefusal | null = null
    if (!stored) refusal = 'DISCOUNT_NOT_FOUND'
    else if (stored.redeemedAt) refusal = 'DISCOUNT_USAGE_LIMIT_REACHED'
    else if (stored.expiresAt <= now) refusal = 'DISCOUNT_CURRENTLY_INACTIVE'
    else if (applied) refusal = 'DISCOUNT_CODE_NOT_HONOURED'
    else applied = { code, percent: stored.percent }
    return { code, applicable: refusal === null, refusal }
  })
  return { codes: statuses, applied }
}

/** The discount on a subtotal, rounded to the cent. */
export const discountAmount = (subtotal: number, percent: number) => Math.round(subtotal * percent) / 100
