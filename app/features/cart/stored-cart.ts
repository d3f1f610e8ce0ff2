import * as z from 'zod/mini'
import { cart as cartRules } from '#shared/cart-rules'
import { defaultMarket, isMarketCountry } from '#shared/markets'
import type { MarketCountry } from '#shared/markets'
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
  // A flag that names no market is dropped: the line reads as for sale.
  unavailableIn: z.pipe(
    z.catch(z.optional(z.string().check(z.refine(isMarketCountry))), undefined),
    z.transform((country) => country as MarketCountry | undefined),
  ),
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
  note: z.catch(z.string().check(z.maxLength(cartRules.maxNoteLength)), ''),
  // Carts stored before markets (or naming none) are Singapore's, where their prices were taken.
  country: z.pipe(
    z.catch(z.string().check(z.refine(isMarketCountry)), defaultMarket.country),
    z.transform((country) => country as MarketCountry),
  ),
})

/** Keeps the valid entries of whatever was stored; anything else starts an empty cart. */
export function sanitizeStored(value: unknown): Persisted {
  const cart = storedCart.safeParse(value).data
  if (!cart) return { items: [], cartId: null, checkoutUrl: null, note: '', country: defaultMarket.country }
  // Only lines of a stored market's flags survive as such; a missing flag is left out, not undefined.
  return { ...cart, items: cart.items.map(({ unavailableIn, ...line }) => (unavailableIn ? { ...line, unavailableIn } : line)) }
}
