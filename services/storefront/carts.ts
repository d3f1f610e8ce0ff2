import { randomBytes } from 'node:crypto'
import { cart as cartRules } from '../../shared/shop'
import { normaliseDiscountCode } from '../../shared/discount-code'
import { type DiscountOutcome, discountAmount, evaluateDiscounts, NO_DISCOUNT, refusalMessages, type StoredDiscount } from './discounts'
import { type Market, marketForCountry } from '../../shared/markets'
import { priceIn } from './markets'
import { type StoredGiftCard, spendGiftCards } from './gift-cards'
import { deliveryRates } from '../../shared/delivery'
import type { Store, VariantNode } from './model'
import { connection } from './model'
import { cutTo } from '../../shared/storable-text'
import type { AnalyticsProduct } from '../db'
import { moneyOf } from '../../shared/money'

/**
 * Carts of the embedded store, validated as Shopify validates them: an unknown or unavailable
 * variant, or a quantity under 1, is a user error, never a crash. Quantity limits are the shop's
 * (app/content/shop.ts) and hold for the merged cart. Carts live in a repository (the database in
 * the running shop), so any server instance can answer for them.
 */
export const MAX_LINES = 250
export const MAX_QUANTITY = cartRules.maxQuantityPerItem
export const MAX_CART_QUANTITY = cartRules.maxCartQuantity
export const MAX_NOTE_LENGTH = cartRules.maxNoteLength

export type CartLineRecord = { variantId: string; quantity: number }
export type CartRecord = {
  token: string
  key: string
  lines: CartLineRecord[]
  /** Codes entered for the cart (normalised), whether or not they apply. */
  discountCodes: string[]
  /** Gift card codes the cart took (normalised), in the order entered. */
  giftCardCodes: string[]
  /** The buyer's country: the cart is priced in its market (decision 086). */
  countryCode: string
  /** The language the cart was made in (Shopify's LanguageCode, its `@inContext(language:)`): its checkout is shown in it. */
  language: string
  /** The order note the shop sent (decision 092); null without one. */
  note: string | null
  /** Cart attributes (a cart link's `attributes[…]`), kept on the order. */
  attributes: { key: string; value: string }[]
  /** Shopify's visitor and visit tokens the cart was made with (none without analytics consent). */
  tracking?: { unique: string | null; visit: string | null }
  createdAt: string
  completedAt: string | null
}

export interface CartRepository {
  insert(cart: CartRecord): Promise<void>
  findByToken(token: string): Promise<CartRecord | null>
  /** Marks the cart completed and records the order, redeeming its discount code in the same transaction. */
  complete(
    token: string,
    order: { email: string | null; total: string; currency: string; discountCode: string | null; giftCards: { code: string; amount: number }[] },
  ): Promise<CompleteResult>
  /** The shop's codes among these, as stored. */
  findDiscounts(codes: string[]): Promise<Map<string, StoredDiscount>>
  /** Replaces the codes entered for an open cart. */
  setDiscountCodes(token: string, codes: string[]): Promise<void>
  /** The gift cards among these codes, as they stand now. */
  findGiftCards(codes: string[]): Promise<Map<string, StoredGiftCard>>
  /** Replaces the gift card codes of an open cart. */
  setGiftCardCodes(token: string, codes: string[]): Promise<void>
  /**
   * The first opening of an open cart's checkout, attributed to the visit the cart was made in:
   * kept as the store's `checkout_started` event for the owner's report, once per cart. Nothing
   * is kept for a cart made without the visitor's tokens (no analytics consent).
   */
  startCheckout(cart: CartRecord, event: CheckoutStarted): Promise<void>
}

/** What the owner's report reads of a checkout started: its market, currency and lines. */
export type CheckoutStarted = {
  market: string
  currency: string
  products: AnalyticsProduct[]
}

/** Placed; already completed before; or its code, or a gift card's balance, was used by another order in the meantime (nothing recorded). */
export type CompleteResult = { status: 'placed'; orderNumber: number } | { status: 'completed' } | { status: 'code-used' } | { status: 'gift-card-used' }

/** At most this many codes per cart; the shop's codes do not combine, so one is the useful number. */
export const MAX_DISCOUNT_CODES = 5
/** What the embedded store keeps of a cart's attributes (Shopify documents no limits of its own). */
export const ATTRIBUTE_LIMITS = {
  count: cartRules.maxAttributes,
  keyLength: cartRules.maxAttributeKeyLength,
  valueLength: cartRules.maxAttributeValueLength,
} as const

export type UserError = { code: 'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'LESS_THAN' | 'MAXIMUM_EXCEEDED'; field: string[]; message: string }

export const cartGid = (cart: Pick<CartRecord, 'token' | 'key'>) => `gid://shopify/Cart/${cart.token}?key=${cart.key}`

/** `gid://shopify/Cart/{token}?key={key}` → its parts, or null for anything else. */
export function parseCartGid(id: string): { token: string; key: string } | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]+)\?key=([A-Za-z0-9]+)$/.exec(id)
  return match ? { token: match[1]!, key: match[2]! } : null
}

export function validateLines(store: Store, lines: { merchandiseId: string; quantity?: number | null }[]): UserError[] {
  const errors: UserError[] = []
  if (lines.length > MAX_LINES) {
    errors.push({ code: 'MAXIMUM_EXCEEDED', field: ['input', 'lines'], message: `A cart can hold at most ${MAX_LINES} lines.` })
  }
  // The merged cart: each variant's quantities added up (with the index of its first line), and the whole.
  const merged = new Map<string, { quantity: number; first: number; flagged: boolean }>()
  let total = 0
  lines.forEach((line, i) => {
    const quantity = line.quantity ?? 1
    const variant = store.variantById(line.merchandiseId)
    if (!variant) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['input', 'lines', String(i), 'merchandiseId'],
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
      })
    } else if (!variant.availableForSale) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['input', 'lines', String(i), 'merchandiseId'],
        message: `The product '${titleOf(variant)}' is already sold out.`,
      })
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      errors.push({ code: 'LESS_THAN', field: ['input', 'lines', String(i), 'quantity'], message: 'The quantity must be at least 1.' })
      return
    }
    const tooMany = quantity > MAX_QUANTITY
    if (tooMany) {
      errors.push({ code: 'MAXIMUM_EXCEEDED', field: ['input', 'lines', String(i), 'quantity'], message: `The quantity can be at most ${MAX_QUANTITY}.` })
    }
    const entry = merged.get(line.merchandiseId) ?? { quantity: 0, first: i, flagged: false }
    merged.set(line.merchandiseId, { quantity: entry.quantity + quantity, first: entry.first, flagged: entry.flagged || tooMany })
    // A line already refused counts at most the per-item limit, so one mistake is one error.
    total += Math.min(quantity, MAX_QUANTITY)
  })
  for (const [id, { quantity, first, flagged }] of merged) {
    const variant = store.variantById(id)
    if (flagged || !variant || quantity <= MAX_QUANTITY) continue
    errors.push({
      code: 'MAXIMUM_EXCEEDED',
      field: ['input', 'lines', String(first), 'quantity'],
      message: `The quantity of '${titleOf(variant)}' in the cart can be at most ${MAX_QUANTITY}.`,
    })
  }
  if (total > MAX_CART_QUANTITY) {
    errors.push({ code: 'MAXIMUM_EXCEEDED', field: ['input', 'lines'], message: `A cart can hold at most ${MAX_CART_QUANTITY} items.` })
  }
  return errors
}

const titleOf = (variant: VariantNode) => (variant.product as { title: string }).title

/** Lines merged by variant, as Shopify merges them. */
export function mergeLines(lines: { merchandiseId: string; quantity?: number | null }[]): CartLineRecord[] {
  const merged = new Map<string, number>()
  for (const line of lines) merged.set(line.merchandiseId, (merged.get(line.merchandiseId) ?? 0) + (line.quantity ?? 1))
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }))
}

export const newCartToken = () => `c1-${randomBytes(12).toString('hex')}`
export const newCartKey = () => randomBytes(10).toString('hex')

/**
 * A stored cart as the GraphQL Cart type; `discount` says which of its codes apply. Its amounts
 * are in its market's currency (`_currency`, the catalogue's, is the price lists' base).
 */
export function cartNode(
  record: CartRecord,
  store: Store,
  checkoutBase: string,
  _currency: string,
  discount: DiscountOutcome = NO_DISCOUNT,
  giftCardsFound: Map<string, StoredGiftCard> = new Map(),
) {
  const market = marketForCountry(record.countryCode)
  const currency = market.currency
  const lines = record.lines.flatMap((line, i) => {
    const variant: VariantNode | null = store.variantById(line.variantId)
    if (!variant) return []
    const price = priceIn(variant.price, market)
    const total = moneyOf(Number(price.amount) * line.quantity, currency)
    return [
      {
        __typename: 'CartLine' as const,
        id: `gid://shopify/CartLine/${record.token}-${i + 1}`,
        quantity: line.quantity,
        // The line's merchandise is priced in the cart's market, as its cost is.
        merchandise: { ...variant, market },
        cost: { amountPerQuantity: price, subtotalAmount: total, totalAmount: total },
        // Deprecated on Shopify, still answered there.
        estimatedCost: { amount: total, compareAtAmount: null, subtotalAmount: total, totalAmount: total },
      },
    ]
  })
  const subtotal = lines.reduce((sum, l) => sum + Number(l.cost.totalAmount.amount), 0)
  const off = discount.applied ? discountAmount(subtotal, discount.applied.percent) : 0
  const afterDiscount = Math.max(0, subtotal - off)
  // As Shopify's cart: the total is what is left to pay once the gift cards have covered their part.
  const giftCards = spendGiftCards(record.giftCardCodes, giftCardsFound, afterDiscount, currency)
  const total = Math.max(0, afterDiscount - giftCards.covered)
  const url = new URL(`/cart/c/${record.token}`, checkoutBase)
  url.searchParams.set('key', record.key)
  return {
    __typename: 'Cart' as const,
    id: cartGid(record),
    checkoutUrl: url.toString(),
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    note: record.note,
    attributes: record.attributes,
    buyerIdentity: { countryCode: market.country },
    // As on Shopify: the subtotal is before cart-level discounts, the total after them.
    cost: {
      subtotalAmount: moneyOf(subtotal, currency),
      totalAmount: moneyOf(total, currency),
      checkoutChargeAmount: moneyOf(total, currency),
      // Shopify no longer reports tax or duty in the cart; it answers these as none.
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    get estimatedCost() {
      const { checkoutChargeAmount, subtotalAmount, totalAmount } = this.cost
      return { checkoutChargeAmount, subtotalAmount, totalAmount, totalTaxAmount: null, totalDutyAmount: null }
    },
    discountCodes: discount.codes.map(({ code, applicable }) => ({ code, applicable })),
    appliedGiftCards: giftCards.uses.map((use) => {
      const amountUsed = moneyOf(use.amountUsed, use.currency)
      const balance = moneyOf(use.balance, use.currency)
      return {
        __typename: 'AppliedGiftCard' as const,
        id: use.id,
        lastCharacters: use.lastCharacters,
        amountUsed,
        amountUsedV2: amountUsed,
        balance,
        balanceV2: balance,
        presentmentAmountUsed: moneyOf(use.presentmentAmountUsed, currency),
      }
    }),
    lines: (args: Parameters<typeof connection>[1]) => connection(lines, args),
    // One group for the whole cart (nothing here is a subscription), offered the market's static rates.
    deliveryGroups: (args: Parameters<typeof connection>[1]) => connection(deliveryGroupsOf(record, market, subtotal, lines), args),
    lineList: lines,
    discount: { ...discount, amount: off },
    /** The cart's cards as they stand now: the demo checkout spends them on the total with shipping. */
    giftCardsFound,
  }
}

export type CartNode = ReturnType<typeof cartNode>

/** The cart's delivery groups as Shopify answers them: none while it has no lines, else one with the market's rates. */
function deliveryGroupsOf(record: CartRecord, market: Market, subtotal: number, lines: unknown[]) {
  if (!lines.length) return []
  const deliveryOptions = deliveryRates(market, subtotal).map((rate) => ({
    code: rate.title,
    handle: rate.handle,
    title: rate.title,
    description: rate.description,
    deliveryMethodType: 'SHIPPING' as const,
    estimatedCost: moneyOf(rate.cost, market.currency),
  }))
  return [
    {
      id: `gid://shopify/CartDeliveryGroup/${record.token}-1`,
      groupType: 'ONE_TIME_PURCHASE' as const,
      deliveryOptions,
      // Nothing is chosen before checkout, as on Shopify until the buyer picks a rate.
      selectedDeliveryOption: null,
      cartLines: (args: Parameters<typeof connection>[1]) => connection(lines, args),
    },
  ]
}

/** CartCreatePayload.warnings: one per entered code that does not apply, with its reason. */
export function discountWarnings(cart: Pick<CartNode, 'id' | 'discount'>) {
  return cart.discount.codes.flatMap(({ code, refusal }) => (refusal ? [{ code: refusal, message: refusalMessages[refusal](code), target: cart.id }] : []))
}

/** A stored cart with its codes checked against the shop's codes as they stand now. */
export async function resolveCart(carts: CartRepository, record: CartRecord, store: Store, checkoutBase: string, currency: string, now = new Date()) {
  const [found, cards] = await Promise.all([
    record.discountCodes.length ? carts.findDiscounts(record.discountCodes) : new Map<string, StoredDiscount>(),
    record.giftCardCodes.length ? carts.findGiftCards(record.giftCardCodes) : new Map<string, StoredGiftCard>(),
  ])
  return cartNode(record, store, checkoutBase, currency, evaluateDiscounts(record.discountCodes, found, now), cards)
}

/**
 * Entered codes as the cart keeps them: normalised (Shopify matches codes case-insensitively),
 * each once. A value that cannot be a code is kept as typed (cut to length), so it shows as not
 * found rather than vanishing.
 */
export function cartDiscountCodes(input: string[]): string[] {
  const codes = input.map((raw) => {
    const checked = normaliseDiscountCode(raw)
    return checked.ok ? checked.code : cutTo(raw.trim(), 40)
  })
  return [...new Set(codes.filter(Boolean))]
}
