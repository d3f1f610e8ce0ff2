import { cart } from '#shared/cart-rules'

/** The quantity field's range: one at least, and at most what the cart takes of one item. */
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = cart.maxQuantityPerItem

export type QuantityProblem = 'not-a-number' | 'too-low' | 'too-high'
export type ReadQuantity = { quantity: number; problem: QuantityProblem | null }

/**
 * What a typed quantity comes to: a whole number kept within 1 to `max`, or, for text that is
 * no whole number, the quantity it replaced. The problem says which, for the shopper's message.
 */
export function readQuantity(text: string, previous: number, max: number = QUANTITY_MAX): ReadQuantity {
  const trimmed = text.trim()
  if (!/^-?\d+$/.test(trimmed)) return { quantity: previous, problem: 'not-a-number' }
  const n = Number(trimmed)
  if (n < QUANTITY_MIN) return { quantity: QUANTITY_MIN, problem: 'too-low' }
  if (n > max) return { quantity: max, problem: 'too-high' }
  return { quantity: n, problem: null }
}

/** A step of the -/+ buttons, kept within 1 to `max`. */
export const stepQuantity = (quantity: number, step: 1 | -1, max: number = QUANTITY_MAX) => Math.min(max, Math.max(QUANTITY_MIN, quantity + step))
