import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/api.checkout'
import { discountCodeMessages, normaliseDiscountCode } from '#shared/discount-code'
import { cart, giftCardRules } from '#shared/cart-rules'
import { normaliseGiftCardCode } from '#shared/gift-card-code'
import { isMarketCountry, marketForCountry } from '#shared/markets'
import type { CheckoutResponse } from '~/features/cart/api-types'
import { cartNoteCopy, checkoutApiCopy } from '~/content/cart'
import { cartLimitProblem } from '~/features/cart/limits'
import { CheckoutError, checkoutErrors, createCheckout } from '~/lib/storefront/cart'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import { inMarket } from '~/lib/storefront/market'
import { trackingHeaders } from '#shared/tracking'

/** What the cart sends the store for a cart of its lines: /api/checkout and /api/gift-card read it. */
export const bodySchema = z.object({
  lines: z
    .array(z.object({ merchandiseId: z.string().min(1).max(200), quantity: z.number().int().min(1).max(999) }).strict())
    .min(1)
    .max(cart.maxCartLines),
  /** As typed: normalised (or refused with its message) below. Bounded so a pasted page is not read. */
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

const notAllowed = () => data<CheckoutResponse>({ error: checkoutApiCopy.usePost }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })

/** GET, HEAD and OPTIONS: a checkout is only ever created by a POST. */
export const loader = notAllowed

/** Creates the store's cart for the drawer's lines and returns the hosted checkout URL. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return notAllowed()
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return data<CheckoutResponse>({ error: checkoutApiCopy.sendJson }, { status: 415 })
  }
  const body: unknown = await request.json().catch(() => null)
  const parsed = bodySchema.safeParse(body)
  // A code sent with no lines: the shopper is told the cart is empty, not that it is unreadable.
  const { lines, discountCode: sentCode } = (body ?? {}) as { lines?: unknown; discountCode?: unknown }
  if (!parsed.success && sentCode !== undefined && Array.isArray(lines) && lines.length === 0) {
    return data<CheckoutResponse>({ error: discountCodeMessages.emptyCart, field: 'discountCode' }, { status: 422, headers: { 'Cache-Control': 'no-store' } })
  }
  if (!parsed.success) return data<CheckoutResponse>({ error: checkoutApiCopy.unreadable }, { status: 400 })
  // Checked here as well as by the store: a real Shopify store allows far more than the shop sells.
  const overLimit = cartLimitProblem(parsed.data.lines)
  if (overLimit) return data<CheckoutResponse>({ error: overLimit }, { status: 422, headers: { 'Cache-Control': 'no-store' } })
  let discountCode: string | undefined
  if (parsed.data.discountCode !== undefined) {
    const checked = normaliseDiscountCode(parsed.data.discountCode)
    if (!checked.ok) return data<CheckoutResponse>({ error: checked.message, field: 'discountCode' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    discountCode = checked.code
  }
  const note = parsed.data.note?.trim() || undefined
  if (note && note.length > cart.maxNoteLength) {
    return data<CheckoutResponse>({ error: cartNoteCopy.tooLong(cart.maxNoteLength) }, { status: 422, headers: { 'Cache-Control': 'no-store' } })
  }
  try {
    const { country } = parsed.data
    const client = country ? inMarket(context.storefront, marketForCountry(country)) : context.storefront
    const tracking = trackingHeaders(request, context.consent)
    const giftCardCodes = giftCardCodesOf(parsed.data.giftCardCodes)
    const result = await createCheckout(client, parsed.data.lines, context.checkoutOrigin, { discountCode, note, giftCardCodes, tracking })
    return data<CheckoutResponse>(result, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof StorefrontPaymentRequired) {
      console.error('[checkout] could not create the checkout:', error.message)
      return data<CheckoutResponse>({ error: checkoutErrors.invalidResponse, notice: 'payment-required' }, { status: 502 })
    }
    // Lines the store refused (unknown or sold-out variants) are the caller's: a 4xx, not ours.
    const refused = error instanceof CheckoutError && error.status < 500
    if (refused) console.warn('[checkout] the store refused the lines:', error.message)
    else console.error('[checkout] could not create the checkout:', error)
    if (error instanceof CheckoutError) {
      return data<CheckoutResponse>({ error: error.message }, { status: error.status })
    }
    // With no message of its own, the shopper sees the generic one (docs/product.md#checkout).
    return data<CheckoutResponse>({ error: '' }, { status: 502 })
  }
}
