/**
 * The cart at the store: the checkout made from the shopper's lines (`cartCreate`) and whether a
 * stored cart is still open. A store that needs payment throws `StorefrontPaymentRequired` from
 * here; the checkout endpoint decides what the shopper is told.
 */
import { moneyOf } from '#shared/money'
import { defaultMarket, type Market } from '#shared/markets'
import { STORE_PROVIDER, type StorefrontClient } from './client'
import { marketOf } from './market'
import {
  CART_CREATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_LINE_PRICES_QUERY,
  CART_STATUS_QUERY,
  VARIANTS_QUERY,
} from './queries'
import type { CartCreateMutation } from './storefront-api.generated'
import type { CartStatus, CheckoutCart, DeliveryOption, DiscountResult, MarketPrices } from './types'

export const checkoutErrors = {
  invalidResponse: `Invalid response from ${STORE_PROVIDER} API`,
  creationFailed: (messages: string) => `Cart creation failed: ${messages}`,
  noCheckoutUrl: `No checkout URL returned from ${STORE_PROVIDER}. Please contact support.`,
}

export class CheckoutError extends Error {
  constructor(
    message: string,
    /** 422 when the store refused the lines themselves (the caller's), 502 when the store failed. */
    readonly status: 422 | 502 = 502,
  ) {
    super(message)
    this.name = 'CheckoutError'
  }
}

export type CheckoutLine = { merchandiseId: string; quantity: number }

/** The cart as the store answered it; read defensively below, since a failing store may answer less. */
type CreatedCart = NonNullable<NonNullable<CartCreateMutation['cartCreate']>['cart']>

/** The warning codes that are about a discount code: a refused code's reason. */
const DISCOUNT_WARNING = /^DISCOUNT_/

/** The code the shopper sent, as the store took it, with the store's reason when it refused it. */
function discountOf(cart: CreatedCart, warnings: { code: string }[], sent: string | undefined): DiscountResult | null {
  if (!sent) return null
  const taken = cart.discountCodes?.find((d) => d.code.toUpperCase() === sent.toUpperCase())
  const applicable = taken?.applicable ?? false
  const reason = applicable ? null : (warnings.find((w) => DISCOUNT_WARNING.test(w.code))?.code ?? null)
  return { code: taken?.code ?? sent, applicable, reason }
}

/**
 * The checkout URL always points at the store's own hosted domain (docs/product.md#checkout), with
 * `channel=online_store`, whatever domain the store answered with.
 */
export function rewriteCheckoutUrl(checkoutUrl: string, storeOrigin: string): string {
  const given = new URL(checkoutUrl)
  // Only the path and query are taken from the answer: never its scheme (javascript:, data:) or host.
  const url = new URL(new URL(storeOrigin).origin)
  url.pathname = given.pathname
  url.search = given.search
  url.searchParams.set('channel', 'online_store')
  return url.toString()
}

/**
 * Creates the store's cart from the lines, with the shopper's discount code and order note if any, and returns
 * where to check out and what the store made of the code (docs/product.md#checkout).
 */
export type CheckoutOptions = {
  discountCode?: string
  note?: string
  /** Cart attributes (Shopify's `attributes`), kept on the order: where a link came from, say. */
  attributes?: { key: string; value: string }[]
  /** Gift card codes the store took for the shopper's cart before: a new cart carries them. */
  giftCardCodes?: string[]
  /** The visitor's tracking tokens (`X-Shopify-UniqueToken`, `X-Shopify-VisitToken`): the store attributes the order to their visit. */
  tracking?: Record<string, string>
}

export async function createCheckout(
  client: StorefrontClient,
  lines: CheckoutLine[],
  storeOrigin: string,
  { discountCode, note, attributes, giftCardCodes, tracking }: CheckoutOptions = {},
): Promise<CheckoutCart> {
  // The buyer's country makes the cart in their market; Singapore's is the store's own, which a
  // cart without one is made in (its @inContext says so too).
  const market = marketOf(client)
  const buyer = market.country === defaultMarket.country ? {} : { buyerIdentity: { countryCode: market.country } }
  const input = {
    lines,
    ...(discountCode ? { discountCodes: [discountCode] } : {}),
    ...(note ? { note } : {}),
    ...(attributes?.length ? { attributes } : {}),
    ...(giftCardCodes?.length ? { giftCardCodes } : {}),
    ...buyer,
  }
  const data = await client.request(CART_CREATE_MUTATION, { input }, tracking && { headers: tracking })
  const payload = data?.cartCreate
  if (!payload || !Array.isArray(payload.userErrors)) throw new CheckoutError(checkoutErrors.invalidResponse)
  if (payload.userErrors.length > 0) throw new CheckoutError(checkoutErrors.creationFailed(payload.userErrors.map((e) => e.message).join(', ')), 422)
  if (!payload.cart) throw new CheckoutError(checkoutErrors.invalidResponse)
  if (!payload.cart.checkoutUrl) throw new CheckoutError(checkoutErrors.noCheckoutUrl)
  return checkoutCartOf(payload.cart, storeOrigin, discountOf(payload.cart, payload.warnings ?? [], discountCode))
}

/** The cart's fields every cart answer of the app reads (cartCreate's, the gift card mutations'). */
type CartSummary = Pick<CreatedCart, 'id' | 'checkoutUrl' | 'cost' | 'appliedGiftCards' | 'deliveryGroups'>

/** What the shop keeps of a cart the store answered: read defensively, since a failing store may answer less. */
function checkoutCartOf(cart: CartSummary, storeOrigin: string, discount: DiscountResult | null): CheckoutCart {
  const zero = { amount: '0.00', currencyCode: '' }
  const group = cart.deliveryGroups?.nodes?.[0]
  const delivery: DeliveryOption[] | null = group
    ? group.deliveryOptions.map((o) => ({ handle: o.handle, title: o.title ?? o.handle, description: o.description ?? null, cost: o.estimatedCost }))
    : null
  const total = cart.cost?.totalAmount ?? zero
  const giftCards = (cart.appliedGiftCards ?? []).map((g) => ({
    id: g.id,
    lastCharacters: g.lastCharacters,
    amountUsed: g.presentmentAmountUsed,
    balance: g.balance,
  }))
  const covered = giftCards.reduce((sum, g) => sum + Number(g.amountUsed.amount), 0)
  return {
    cartId: cart.id,
    checkoutUrl: rewriteCheckoutUrl(cart.checkoutUrl, storeOrigin),
    subtotal: cart.cost?.subtotalAmount ?? total,
    total,
    discountedTotal: moneyOf(Number(total.amount) + covered, total.currencyCode),
    discount,
    giftCards,
    delivery,
  }
}

/** The store's cart after a gift card change, and the store's own words when it refused a code. */
export type GiftCardOutcome = { cart: CheckoutCart; refused: string | null }

/**
 * Sets the gift card codes of the store's cart (`cartGiftCardCodesUpdate`): a code the store
 * refuses comes back as its user error's message, the cart as it was. `discount` is the verdict on
 * the cart's discount code, which a gift card does not change.
 */
export async function updateGiftCards(client: StorefrontClient, cartId: string, codes: string[], storeOrigin: string, discount: DiscountResult | null) {
  const data = await client.request(CART_GIFT_CARD_CODES_UPDATE_MUTATION, { cartId, giftCardCodes: codes, country: marketOf(client).country })
  return giftCardOutcome(data?.cartGiftCardCodesUpdate, storeOrigin, discount)
}

/** Takes a gift card off the store's cart (`cartGiftCardCodesRemove`), by the id the store gave it. */
export async function removeGiftCard(
  client: StorefrontClient,
  cartId: string,
  appliedGiftCardId: string,
  storeOrigin: string,
  discount: DiscountResult | null,
) {
  const data = await client.request(CART_GIFT_CARD_CODES_REMOVE_MUTATION, {
    cartId,
    appliedGiftCardIds: [appliedGiftCardId],
    country: marketOf(client).country,
  })
  return giftCardOutcome(data?.cartGiftCardCodesRemove, storeOrigin, discount)
}

function giftCardOutcome(
  payload: { cart?: CartSummary | null; userErrors: { message: string }[] } | null | undefined,
  storeOrigin: string,
  discount: DiscountResult | null,
): GiftCardOutcome {
  if (!payload || !Array.isArray(payload.userErrors)) throw new CheckoutError(checkoutErrors.invalidResponse)
  if (!payload.cart) throw new CheckoutError(payload.userErrors.map((e) => e.message).join(', ') || checkoutErrors.invalidResponse, 422)
  return { cart: checkoutCartOf(payload.cart, storeOrigin, discount), refused: payload.userErrors[0]?.message ?? null }
}

/**
 * Where a stored cart stands: `gone` once the store no longer returns it (the order was
 * placed), and which stored variants the store no longer sells at all (asked in the store's own
 * market, so a variant another market leaves out is not taken for gone). With `market`, each
 * variant's price in that market too, null where it is not sold there (decision 086 (091)).
 */
export async function cartStatus(client: StorefrontClient, cartId: string | null, variantIds: string[], market?: Market): Promise<CartStatus> {
  let cart: 'open' | 'gone' | 'unknown' = 'unknown'
  if (cartId) {
    const data = await client.request(CART_STATUS_QUERY, { id: cartId })
    cart = data.cart ? 'open' : 'gone'
  }
  let missing: string[] = []
  let prices: MarketPrices | undefined
  if (variantIds.length) {
    const [known, priced] = await Promise.all([
      client.request(VARIANTS_QUERY, { ids: variantIds, country: defaultMarket.country }),
      market ? client.request(CART_LINE_PRICES_QUERY, { ids: variantIds, country: market.country }) : null,
    ])
    missing = variantIds.filter((_, i) => !known.nodes[i]?.id)
    if (market && priced) {
      const lines = variantIds.map((variantId, i) => {
        const node = priced.nodes[i]
        const price = node && 'price' in node ? node.price : null
        return { variantId, price, compareAtPrice: node && 'compareAtPrice' in node ? (node.compareAtPrice ?? null) : null }
      })
      prices = { country: market.country, lines }
    }
  }
  return prices ? { cart, missing, prices } : { cart, missing }
}
