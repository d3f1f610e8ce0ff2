import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/api.gift-card'
import { giftCardRules } from '#shared/cart-rules'
import { giftCardCodeMessages, giftCardRefusalOf, normaliseGiftCardCode } from '#shared/gift-card-code'
import { normaliseDiscountCode } from '#shared/discount-code'
import { localizationFor } from '#shared/markets'
import { trackingHeaders } from '#shared/tracking'
import type { GiftCardResponse } from '~/features/cart/api-types'
import { copyModule } from '~/i18n/catalogue.server'
import { formatIn } from '#shared/format-in'
import { inPageLanguage } from '~/lib/field-messages'
import { cartLimitProblem } from '~/features/cart/limits.server'
import { CheckoutError, createCheckout, removeGiftCard, updateGiftCards } from '~/lib/storefront/cart'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import { inMarket, marketOf } from '~/lib/storefront/market'
import { cart } from '#shared/cart-rules'
import { bodySchema, giftCardCodesOf } from '~/features/cart/checkout-request.server'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A code to apply (with the cart's lines, as /api/checkout takes them), or a card to take off the store's cart. */
const applySchema = bodySchema.extend({ giftCardCode: z.string().max(1000) })
const removeSchema = z.object({ cartId: z.string().min(1).max(500), remove: z.string().min(1).max(200), country: bodySchema.shape.country }).strict()

const answer = (body: GiftCardResponse, status = 200) => data<GiftCardResponse>(body, { status, headers: NO_STORE })

const notAllowed = async ({ context }: { context: Route.ActionArgs['context'] }) =>
  data<GiftCardResponse>(
    { error: (await copyModule(marketOf(context.storefront), 'cart')).checkoutApiCopy.usePost },
    { status: 405, headers: { Allow: 'POST', ...NO_STORE } },
  )
export const loader = notAllowed

/**
 * The cart's gift card field (drawer and /cart): the store's cart is made for the lines, with the
 * codes it took before, and the new code set on it (`cartGiftCardCodesUpdate`); the store says what
 * each card covers and what is left to pay, or why it refused the code. That cart is the one
 * checkout opens. A remove takes a card off the store's cart (`cartGiftCardCodesRemove`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Answered in the language of the page that asked (its URL carries the market's prefix).
  const market = marketOf(context.storefront)
  const { cartNoteCopy, checkoutApiCopy, giftCardCopy } = await copyModule(market, 'cart')
  /**
   * The store's refusal, in the page's language: why, where its words say it (Shopify answers them
   * in English whatever the language); else its own words on an English page, else ours.
   */
  const refusalIn = (words: string) => {
    const why = giftCardRefusalOf(words)
    if (why) return giftCardCopy.refusals[why]
    return market.language === 'EN' && words ? words : giftCardCopy.refused
  }
  if (request.method !== 'POST') return notAllowed({ context })
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return answer({ error: checkoutApiCopy.sendJson }, 415)
  const body: unknown = await request.json().catch(() => null)
  const removing = removeSchema.safeParse(body)
  try {
    if (removing.success) {
      const client = inMarket(context.storefront, localizationFor(removing.data.country, market.language))
      const { cart: after } = await removeGiftCard(client, removing.data.cartId, removing.data.remove, context.checkoutOrigin, null)
      return answer(after)
    }
    const sent = (body ?? {}) as { giftCardCode?: unknown; lines?: unknown }
    // What the shopper typed is checked first: its message is theirs to act on, whatever else was sent.
    const checked = typeof sent.giftCardCode === 'string' ? normaliseGiftCardCode(sent.giftCardCode) : null
    if (checked && !checked.ok) {
      const { error } = inPageLanguage({ error: checked.message }, giftCardCodeMessages, giftCardCopy.errors)
      return answer({ error, field: 'giftCardCode' }, 400)
    }
    if (Array.isArray(sent.lines) && sent.lines.length === 0) return answer({ error: giftCardCopy.errors.emptyCart, field: 'giftCardCode' }, 422)
    const parsed = applySchema.safeParse(body)
    if (!parsed.success || !checked?.ok) return answer({ error: checkoutApiCopy.unreadable }, 400)
    const overLimit = await cartLimitProblem(parsed.data.lines, market)
    if (overLimit) return answer({ error: overLimit }, 422)
    const note = parsed.data.note?.trim() || undefined
    if (note && note.length > cart.maxNoteLength) return answer({ error: formatIn(market, cartNoteCopy.tooLong, { max: cart.maxNoteLength }) }, 422)
    const before = giftCardCodesOf(parsed.data.giftCardCodes).filter((code) => code !== checked.code)
    if (before.length >= giftCardRules.maxPerCart) return answer({ error: giftCardCopy.errors.tooMany, field: 'giftCardCode' }, 422)
    const discount = normaliseDiscountCode(parsed.data.discountCode ?? '')
    const client = parsed.data.country ? inMarket(context.storefront, localizationFor(parsed.data.country, market.language)) : context.storefront
    const made = await createCheckout(client, parsed.data.lines, context.checkoutOrigin, {
      discountCode: discount.ok ? discount.code : undefined,
      note,
      giftCardCodes: before,
      tracking: trackingHeaders(request, context.consent),
    })
    const { cart: after, refused } = await updateGiftCards(client, made.cartId, [...before, checked.code], context.checkoutOrigin, made.discount)
    // Refused: the cart without the code, and the store's reason, for the shopper to correct the code.
    if (refused !== null) return answer({ ...after, giftCardError: refusalIn(refused) }, 422)
    return answer(after)
  } catch (error) {
    if (error instanceof StorefrontPaymentRequired) return answer({ error: giftCardCopy.failed, notice: 'payment-required' }, 502)
    if (error instanceof CheckoutError && error.status < 500) {
      console.warn('[gift card] the store refused the cart:', error.message)
      return answer({ error: refusalIn(error.message) }, 422)
    }
    console.error('[gift card] could not apply it:', error)
    return answer({ error: giftCardCopy.failed }, 502)
  }
}
