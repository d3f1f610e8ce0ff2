import { cart } from '#shared/cart-rules'

export type QuantityLine = { merchandiseId: string; quantity: number }

/**
 * How many more of a variant the cart takes: the per-item limit less what the cart holds of it,
 * and no more than the whole cart's room. The product page's quantity is kept within it.
 */
export function cartRoom(lines: readonly QuantityLine[], merchandiseId: string): number {
  const { perVariant, total } = merged(lines)
  return Math.max(0, Math.min(cart.maxQuantityPerItem - (perVariant.get(merchandiseId) ?? 0), cart.maxCartQuantity - total))
}

/** The lines merged by variant, as the store merges them, and the cart's total quantity. */
export function merged(lines: readonly QuantityLine[]) {
  const perVariant = new Map<string, number>()
  let total = 0
  for (const { merchandiseId, quantity } of lines) {
    perVariant.set(merchandiseId, (perVariant.get(merchandiseId) ?? 0) + quantity)
    total += quantity
  }
  return { perVariant, total }
}
