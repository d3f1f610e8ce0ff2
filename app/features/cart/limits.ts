import { cart } from '#shared/cart-rules'
import { cartCopy } from '~/content/cart'

export type QuantityLine = { merchandiseId: string; quantity: number }

/**
 * The shopper's message for the first quantity limit the cart breaks once its lines are merged
 * by variant (as the store merges them), or null when it keeps to them. Checked on the merged
 * cart: 100 lines of 999 of one variant are one line of 99,900 to the store.
 */
export function cartLimitProblem(lines: readonly QuantityLine[]): string | null {
  const { perVariant, total } = merged(lines)
  if ([...perVariant.values()].some((q) => q > cart.maxQuantityPerItem)) return cartCopy.tooManyOfOne(cart.maxQuantityPerItem)
  if (total > cart.maxCartQuantity) return cartCopy.tooManyItems(cart.maxCartQuantity)
  return null
}

/**
 * How many more of a variant the cart takes: the per-item limit less what the cart holds of it,
 * and no more than the whole cart's room. The product page's quantity is kept within it.
 */
export function cartRoom(lines: readonly QuantityLine[], merchandiseId: string): number {
  const { perVariant, total } = merged(lines)
  return Math.max(0, Math.min(cart.maxQuantityPerItem - (perVariant.get(merchandiseId) ?? 0), cart.maxCartQuantity - total))
}

/** The lines merged by variant, as the store merges them, and the cart's total quantity. */
function merged(lines: readonly QuantityLine[]) {
  const perVariant = new Map<string, number>()
  let total = 0
  for (const { merchandiseId, quantity } of lines) {
    perVariant.set(merchandiseId, (perVariant.get(merchandiseId) ?? 0) + quantity)
    total += quantity
  }
  return { perVariant, total }
}
