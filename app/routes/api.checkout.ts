import { data } from 'react-router'
import type { Route } from './+types/api.checkout'
import { bodySchema, giftCardCodesOf } from '~/features/cart/checkout-request.server'
import { discountCodeMessages, normaliseDiscountCode } from '#shared/discount-code'
import { cart } from '#shared/cart-rules'
import { localizationFor } from '#shared/markets'
import type { CheckoutResponse } from '~/features/cart/api-types'
import { copyModule } from '~/i18n/catalogue.server'
import { formatIn } from '#shared/format-in'
import { inPageLanguage } from '~/lib/field-messages'
import { cartLimitProblem } from '~/features/cart/limits.server'
import { CheckoutError, checkoutErrors, createCheckout } from '~/lib/storefront/cart'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import { inMarket, marketOf } from '~/lib/storefront/market'
import { trackingHeaders } from '#shared/tracking'

const notAllowed = async ({ context }: { context: Route.ActionArgs['context'] }) =>
  data<CheckoutResponse>(
    { error: (await copyModule(marketOf(context.storefront), 'cart')).checkoutApiCopy.usePost },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )

/** GET, HEAD and OPTIONS: a checkout is only ever created by a POST. */
export const loader = notAllowed

/** Creates the store's cart for the drawer's lines and returns the hosted checkout URL. */
export async function action({ request, context }: Route.ActionArgs) {
  // Answered in the language of the page that asked (its URL carries the market's prefix).
  const market = marketOf(context.storefront)
  const { cartNoteCopy, checkoutApiCopy, discountCopy } = await copyModule(market, 'cart')
  if (request.method !== 'POST') return notAllowed({ context })
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return data<CheckoutResponse>({ error: checkoutApiCopy.sendJson }, { status: 415 })
  }
  const body: unknown = await request.json().catch(() => null)
  const parsed = bodySchema.safeParse(body)
  // A code sent with no lines: the shopper is told the cart is empty, not that it is unreadable.
  const { lines, discountCode: sentCode } = (body ?? {}) as { lines?: unknown; discountCode?: unknown }
  if (!parsed.success && sentCode !== undefined && Array.isArray(lines) && lines.length === 0) {
    return data<CheckoutResponse>({ error: discountCopy.errors.emptyCart, field: 'discountCode' }, { status: 422, headers: { 'Cache-Control': 'no-store' } })
  }
  if (!parsed.success) return data<CheckoutResponse>({ error: checkoutApiCopy.unreadable }, { status: 400 })
  // Checked here as well as by the store: a real Shopify store allows far more than the shop sells.
  const overLimit = await cartLimitProblem(parsed.data.lines, market)
  if (overLimit) return data<CheckoutResponse>({ error: overLimit }, { status: 422, headers: { 'Cache-Control': 'no-store' } })
  let discountCode: string | undefined
  if (parsed.data.discountCode !== undefined) {
    const checked = normaliseDiscountCode(parsed.data.discountCode)
    if (!checked.ok) {
      const { error } = inPageLanguage({ error: checked.message }, discountCodeMessages, discountCopy.errors)
      return data<CheckoutResponse>({ error, field: 'discountCode' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    }
    discountCode = checked.code
  }
  const note = parsed.data.note?.trim() || undefined
  if (note && note.length > cart.maxNoteLength) {
    return data<CheckoutResponse>(
      { error: formatIn(market, cartNoteCopy.tooLong, { max: cart.maxNoteLength }) },
      { status: 422, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  try {
    const { country } = parsed.data
    const client = country ? inMarket(context.storefront, localizationFor(country, market.language)) : context.storefront
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
