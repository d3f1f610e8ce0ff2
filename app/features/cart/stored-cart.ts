import * as z from 'zod/mini'
import { cart } from '#shared/cart-rules'
import type { CartItem, Persisted } from './store'

/**
 * The check of a stored cart as it is read back (zod's small build): a corrupt value or an entry
 * of an older shape is dropped, never a crash. Loaded with the first restore, after hydration.
 */
const money = z.object({ amount: z.string().check(z.refine((amount) => Number.isFinite(Number(amount)))), currencyCode: z.string() })

/** The entries of a list that pass `entry`, the others dropped; anything but a list reads as empty. */
const validEntries = <T extends z.ZodMiniType>(entry: T) =>
  z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((list) => list.flatMap((value) => entry.safeParse(value).data ?? [])),
  )

/** A stored line as this version writes it. */
const storedLine = z.object({
  product: z.object({
    id: z.string(),
    handle: z.string(),
    title: z.string(),
    image: z.pipe(
      z.nullish(z.object({ url: z.string(), altText: z.catch(z.nullable(z.string()), null) })),
      z.transform((image) => image ?? null),
    ),
  }),
  variantId: z.string().check(z.minLength(1)),
  variantTitle: z.string(),
  price: money,
  // A was-price that does not read as money is dropped; the line itself is still good.
  compareAtPrice: z.catch(z.nullable(money), null),
  quantity: z.number().check(z.int(), z.positive()),
  selectedOptions: validEntries(z.object({ name: z.string(), value: z.string() })),
})

/** Merges duplicates an older version may have stored, so one variant is one line. */
function oneLinePerVariant<Line extends Pick<CartItem, 'variantId' | 'quantity'>>(items: Line[]): Line[] {
  const merged = new Map<string, Line>()
  for (const item of items) {
    const existing = merged.get(item.variantId)
    merged.set(item.variantId, existing ? { ...existing, quantity: existing.quantity + item.quantity } : item)
  }
  return [...merged.values()]
}

const storedCart = z.object({
  items: z.pipe(validEntries(storedLine), z.transform(oneLinePerVariant)),
  cartId: z.catch(z.nullable(z.string()), null),
  checkoutUrl: z.catch(z.nullable(z.string()), null),
  // Added later: a cart stored before it (or a note that is not text) reads as no note.
  note: z.catch(z.string().check(z.maxLength(cart.maxNoteLength)), ''),
})

/** Keeps the valid entries of whatever was stored; anything else starts an empty cart. */
export function sanitizeStored(value: unknown): Persisted {
  return storedCart.safeParse(value).data ?? { items: [], cartId: null, checkoutUrl: null, note: '' }
}
