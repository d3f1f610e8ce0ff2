import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { browserStorage } from '#shared/cart-rules'

/**
 * The discount code the shopper applied in the drawer and what the store made of it, for the
 * lines it was checked against (decision 025). Kept beside the cart so a reload keeps the code.
 */
export type AppliedDiscount = {
  code: string
  applicable: boolean
  reason: string | null
  subtotal: { amount: string; currencyCode: string }
  total: { amount: string; currencyCode: string }
  /** The store's cart the code was checked on: once the cart changes (new lines, order placed), it is checked again. */
  cartId: string
}

type DiscountState = {
  applied: AppliedDiscount | null
  /** A code from a discount link (`/discount/<code>`), kept until the cart has lines to apply it to. */
  pending: string | null
  setApplied: (applied: AppliedDiscount | null) => void
  setPending: (code: string | null) => void
}

const isMoney = (v: unknown): v is AppliedDiscount['total'] =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Record<string, unknown>).amount === 'string' &&
  typeof (v as Record<string, unknown>).currencyCode === 'string'

/** A stored value of this shape, or nothing: a corrupt entry is dropped, never a crash. */
export function toApplied(value: unknown): AppliedDiscount | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.code !== 'string' || typeof v.applicable !== 'boolean' || typeof v.cartId !== 'string') return null
  if (!isMoney(v.subtotal) || !isMoney(v.total)) return null
  return {
    code: v.code,
    applicable: v.applicable,
    reason: typeof v.reason === 'string' ? v.reason : null,
    subtotal: v.subtotal,
    total: v.total,
    cartId: v.cartId,
  }
}

export const useDiscountStore = create<DiscountState>()(
  persist((set) => ({ applied: null, pending: null, setApplied: (applied) => set({ applied }), setPending: (pending) => set({ pending }) }), {
    name: browserStorage.cartDiscount,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ applied, pending }) => ({ applied, pending }),
    merge: (stored, current) => {
      const { applied, pending } = (stored ?? {}) as { applied?: unknown; pending?: unknown }
      return { ...current, applied: toApplied(applied), pending: typeof pending === 'string' ? pending.slice(0, 100) : null }
    },
  }),
)

/** The code to send with a new checkout: one the store took for these very lines' cart, or a discount link's not yet tried. */
export function codeForCheckout(): string | undefined {
  const { applied, pending } = useDiscountStore.getState()
  return applied?.applicable ? applied.code : (pending ?? undefined)
}
