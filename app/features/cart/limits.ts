import { cart } from '#shared/shop'
import { cartCopy } from './copy'

export type QuantityLine = { merchandiseId: string; quantity: number }

/**
 * The shopper's message for the first quantity limit the cart breaks once its lines are merged
 * by variant (as the store merges them), or null when it keeps to them. Checked on the merged
 * cart: 100 lines of 999 of one variant are one line of 99,900 to the store.
 */
export function cartLimitProblem(lines: QuantityLine[]): string | null {
  const perVariant = new Map<string, number>()
  let total = 0
  for (const { merchandiseId, quantity } of lines) {
    perVariant.set(merchandiseId, (perVariant.get(merchandiseId) ?? 0) + quantity)
    total += quantity
  }
  if ([...perVariant.values()].some((q) => q > cart.maxQuantityPerItem)) return cartCopy.tooManyOfOne(cart.maxQuantityPerItem)
  if (total > cart.maxCartQuantity) return cartCopy.tooManyItems(cart.maxCartQuantity)
  return null
}
