import { z } from 'zod'
import { cart, giftCardRules } from '#shared/cart-rules'
import { normaliseGiftCardCode } from '#shared/gift-card-code'
import { isMarketCountry } from '#shared/markets'

/** What the cart sends the store for a cart of its lines: /api/checkout and /api/gift-card read it. */
export const bodySchema = z.object({
  lines: z
    .array(z.object({ merchandiseId: z.string().min(1).max(200), quantity: z.number().int().min(1).max(999) }).strict())
    .min(1)
    .max(cart.maxCartLines),
  /** As typed: normalised (or refused with its message) by the route. Bounded so a pasted page is not read. */
  discountCode: z.string().max(1000).optional(),
  /** The order note (decision 092), refused with its message when longer than the shop keeps. */
  note: z.string().optional(),
  /**
   * The market the cart's lines are priced in (decision 086 (091)): the store's cart is made there,
   * so checkout opens in its currency. Without it, the request's own market.
   */
  country: z.string().refine(isMarketCountry).optional(),
  /** Gift card codes the store took for the cart before (normalised again below): the new cart carries them. */
  giftCardCodes: z.array(z.string().max(100)).max(giftCardRules.maxPerCart).optional(),
})

/** The sent gift card codes as the store takes them; one that is no code is left out (the store took each before). */
export const giftCardCodesOf = (sent: readonly string[] | undefined) =>
  (sent ?? []).flatMap((raw) => {
    const checked = normaliseGiftCardCode(raw)
    return checked.ok ? [checked.code] : []
  })
