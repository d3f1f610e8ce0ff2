import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { browserStorage, giftCardRules } from '#shared/cart-rules'
import { lastCharactersOf } from '#shared/gift-card-code'
import { inPageMarket } from '~/lib/market-path'
import type { CartGiftCard, CheckoutCart, DeliveryOption, Money } from '~/lib/storefront/types'
import type { CheckoutResponse } from './api-types'
import { codeForCheckout, useDiscountStore } from './discount-store'
import { checkoutBody, type CartState, useCartStore } from './store'

/**
 * What the store said of the cart it last made for the shopper's lines (its id): the gift cards it
 * took and what each covers, what is left to pay, and the delivery rates it offers in the cart's
 * market. Current while the cart's `cartId` is this one; any change to the lines makes a new cart.
 */
export type StoreCartView = { cartId: string; giftCards: CartGiftCard[]; total: Money; delivery: DeliveryOption[] | null }

type StoreCartState = {
  /** The gift card codes the store took, whole: a new cart for new lines carries them again. */
  giftCardCodes: string[]
  view: StoreCartView | null
}

const isMoney = (v: unknown): v is Money =>
  typeof v === 'object' && v !== null && typeof (v as Money).amount === 'string' && typeof (v as Money).currencyCode === 'string'

/** A stored view of this shape, or nothing: a corrupt entry is dropped, never a crash. */
export function toView(value: unknown): StoreCartView | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.cartId !== 'string' || !isMoney(v.total) || !Array.isArray(v.giftCards)) return null
  const giftCards = v.giftCards.filter(
    (g): g is CartGiftCard => typeof g?.id === 'string' && typeof g?.lastCharacters === 'string' && isMoney(g?.amountUsed) && isMoney(g?.balance),
  )
  const delivery = Array.isArray(v.delivery)
    ? v.delivery.filter((o): o is DeliveryOption => typeof o?.handle === 'string' && typeof o?.title === 'string' && isMoney(o?.cost))
    : null
  return { cartId: v.cartId, giftCards, total: v.total, delivery }
}

export const useStoreCart = create<StoreCartState>()(
  persist((): StoreCartState => ({ giftCardCodes: [], view: null }), {
    name: browserStorage.cartAtStore,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    merge: (stored, current) => {
      const { giftCardCodes, view } = (stored ?? {}) as { giftCardCodes?: unknown; view?: unknown }
      const codes = Array.isArray(giftCardCodes) ? giftCardCodes.filter((c): c is string => typeof c === 'string' && /^[A-Z0-9]{1,20}$/.test(c)) : []
      return { ...current, giftCardCodes: codes.slice(0, giftCardRules.maxPerCart), view: toView(view) }
    },
  }),
)

/** The view of the store's cart, when it is the cart's current one. */
export const currentView = (view: StoreCartView | null, cartId: string | null) => (view && cartId && view.cartId === cartId ? view : null)

/**
 * Keeps what the store answered for a cart it made: its gift cards, total and rates, the discount
 * code's verdict, and the cart itself for checkout (made with `note`). A code whose card the store
 * no longer took (spent since) is forgotten.
 */
export function keepStoreCart(cart: CheckoutCart, note: string) {
  // Read as the answer came: a shop of an older build may answer without the newer fields.
  // Shown in capitals whatever case the store answers them in, as the codes are kept.
  const giftCards = (cart.giftCards ?? []).map((g) => ({ ...g, lastCharacters: g.lastCharacters.toUpperCase() }))
  const taken = new Set(giftCards.map((g) => g.lastCharacters))
  useStoreCart.setState((s) => ({
    giftCardCodes: s.giftCardCodes.filter((code) => taken.has(lastCharactersOf(code))),
    view: { cartId: cart.cartId, giftCards, total: cart.total, delivery: cart.delivery ?? null },
  }))
  // The discount's verdict first, then the cart it belongs to: the cart's change then finds nothing to check again.
  if (cart.discount)
    useDiscountStore.getState().setApplied({ ...cart.discount, subtotal: cart.subtotal, total: cart.discountedTotal ?? cart.total, cartId: cart.cartId })
  useCartStore.getState().setCheckout(cart.cartId, cart.checkoutUrl, note)
}

/** What /api/checkout and /api/gift-card are sent for the cart: its lines, code, note and the gift cards the store took. */
export const storeCartBody = (state: Pick<CartState, 'items' | 'country' | 'note'>) => ({
  ...checkoutBody(state, codeForCheckout()),
  ...(useStoreCart.getState().giftCardCodes.length ? { giftCardCodes: useStoreCart.getState().giftCardCodes } : {}),
})

let refreshing: Promise<void> | null = null
/** Asked for again while one was on its way: the lines may have changed since it was sent. */
let askedAgain = false

/**
 * Has the store make the cart for the lines as they are now (one request at a time), for what it
 * says of it: the delivery rates, what the gift cards cover. The cart it makes is the one checkout
 * then opens. An answer for a cart that is no longer the one to send (lines, code or gift cards
 * changed meanwhile) is dropped.
 */
export function refreshStoreCart(): Promise<void> {
  if (refreshing) {
    askedAgain = true
    return refreshing
  }
  // A checkout is making the cart: it keeps what the store says of it.
  if (useCartStore.getState().isLoading) return Promise.resolve()
  return (refreshing = (async () => {
    const state = useCartStore.getState()
    const body = storeCartBody(state)
    if (!body.lines.length) return
    const sent = JSON.stringify(body)
    const response = await fetch(inPageMarket('/api/checkout'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: sent })
    const answer = (await response.json().catch(() => null)) as CheckoutResponse | null
    // Lines, code or gift cards changed on the way (a code applied makes its own cart): not this answer.
    if (!response.ok || !answer || !('cartId' in answer) || JSON.stringify(storeCartBody(useCartStore.getState())) !== sent) return
    keepStoreCart(answer, state.note)
  })()
    .catch((error: unknown) => console.warn('[cart] the store could not make the cart just now:', error))
    .finally(() => {
      refreshing = null
      if (askedAgain) {
        askedAgain = false
        void refreshStoreCart()
      }
    }))
}

/** Once the cart the store is making (if any) is made: checkout then opens that one rather than make another. */
export const storeCartSettled = (): Promise<void> => refreshing ?? Promise.resolve()

// An emptied cart (an order placed, every line removed) forgets its gift cards.
useCartStore.subscribe((state, previous) => {
  if (previous.items.length > 0 && state.items.length === 0) useStoreCart.setState({ giftCardCodes: [], view: null })
})
