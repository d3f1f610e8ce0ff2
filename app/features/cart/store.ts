import { create } from 'zustand'
import { inPageMarket } from '~/lib/market-path'
import { createJSONStorage, persist } from 'zustand/middleware'
import { browserStorage } from '#shared/cart-rules'
import { defaultMarket, type Market, type MarketCountry } from '#shared/markets'
import type { CartStatusResponse } from './api-types'

/**
 * The cart (docs/product.md#cart-drawer-and-cart-page): kept in the browser under `shopify-cart` by zustand's persist
 * middleware (`{ state, version }`), restored on start-up and shared between the shop's open tabs.
 * What is stored is checked when it is read back: a corrupt value or an entry of an older shape
 * is dropped, never a crash.
 */
export const CART_STORAGE_KEY = browserStorage.cart
const STORAGE_VERSION = 1

export type Money = { amount: string; currencyCode: string }
export type CartItem = {
  product: { id: string; handle: string; title: string; image: { url: string; altText: string | null } | null }
  variantId: string
  variantTitle: string
  price: Money
  /** The was-price when the variant was on sale as it was added; shown struck through. */
  compareAtPrice?: Money | null
  quantity: number
  selectedOptions: { name: string; value: string }[]
  /**
   * The market whose store does not sell this variant, set when the cart moved there: the line
   * stays, flagged, at its last price, and is left out of the total and of checkout.
   */
  unavailableIn?: MarketCountry
}

export type NewCartItem = Omit<CartItem, 'selectedOptions' | 'unavailableIn'> & { selectedOptions?: CartItem['selectedOptions'] }

/**
 * `note`: the order note sent with the checkout (decision 092); `country`: the market the lines
 * are priced in (decision 086 (091)). Carts stored before either read as no note and Singapore's.
 */
export type Persisted = { items: CartItem[]; cartId: string | null; checkoutUrl: string | null; note: string; country: MarketCountry }

export type CartState = Persisted & {
  isLoading: boolean
  hasHydrated: boolean
  /** Whether the cart drawer is open (per tab, never stored). */
  drawerOpen: boolean
  /** The line just added, named at the top of the drawer until it closes. */
  justAdded: { variantId: string; title: string } | null
  setDrawerOpen: (open: boolean) => void
  /** Adds a line and opens the drawer on it. */
  addAndShow: (item: NewCartItem) => void
  addItem: (item: NewCartItem) => void
  updateQuantity: (variantId: string, quantity: number) => void
  removeItem: (variantId: string) => void
  clearCart: () => void
  setLoading: (isLoading: boolean) => void
  /** The note the stored checkout was made with (not stored): a checkout made before the note changed is made again. */
  checkoutNote: string | null
  setCheckout: (cartId: string, checkoutUrl: string, note: string) => void
  setNote: (note: string) => void
}

/** Any change to the lines makes the stored checkout stale: the next checkout creates a new cart. */
export const linesChanged = { cartId: null, checkoutUrl: null }

/** An add: the variant's quantity rises by the added amount, or the item is appended. */
function withItem(items: CartItem[], item: NewCartItem) {
  const existing = items.find((i) => i.variantId === item.variantId)
  const next = existing
    ? items.map((i) => {
        if (i.variantId !== item.variantId) return i
        // A line flagged as not sold here, added again from a page that sells it: the page's line.
        if (i.unavailableIn) return { ...item, selectedOptions: item.selectedOptions ?? i.selectedOptions, quantity: i.quantity + item.quantity }
        return { ...i, quantity: i.quantity + item.quantity }
      })
    : [...items, { ...item, selectedOptions: item.selectedOptions ?? [] }]
  return { items: next, ...linesChanged }
}

/**
 * localStorage, except that an empty cart is not written where nothing is stored: a first visit
 * leaves storage as it found it, so the next page has no stored cart to check (and loads no code
 * to check it). Once something is stored, every change is written, emptying included, for the
 * shop's other tabs.
 */
const EMPTY_CART = /^\{"state":\{"items":\[\],"cartId":null,"checkoutUrl":null,"note":"","country":"[A-Z]{2}"\},"version":\d+\}$/
const quietStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (name) => (storedAtRestore !== undefined ? storedAtRestore : localStorage.getItem(name)),
  setItem: (name, value) => {
    if (!EMPTY_CART.test(value) || localStorage.getItem(name) !== null) localStorage.setItem(name, value)
  },
  removeItem: (name) => localStorage.removeItem(name),
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      cartId: null,
      checkoutUrl: null,
      note: '',
      checkoutNote: null,
      country: defaultMarket.country,
      isLoading: false,
      hasHydrated: false,
      drawerOpen: false,
      justAdded: null,
      addItem: (item) => set((state) => withItem(state.items, item)),
      addAndShow: (item) =>
        set((state) => ({
          ...withItem(state.items, item),
          drawerOpen: true,
          justAdded: { variantId: item.variantId, title: item.product.title },
        })),
      setDrawerOpen: (drawerOpen) => set(drawerOpen ? { drawerOpen } : { drawerOpen, justAdded: null }),
      updateQuantity: (variantId, quantity) =>
        set((state) => ({
          items:
            quantity <= 0
              ? state.items.filter((i) => i.variantId !== variantId)
              : state.items.map((i) => (i.variantId === variantId ? { ...i, quantity: Math.floor(quantity) } : i)),
          ...linesChanged,
        })),
      removeItem: (variantId) => set((state) => ({ items: state.items.filter((i) => i.variantId !== variantId), ...linesChanged })),
      // An order placed: its note went with it.
      clearCart: () => set({ items: [], cartId: null, checkoutUrl: null, note: '', checkoutNote: null }),
      setLoading: (isLoading) => set({ isLoading }),
      setCheckout: (cartId, checkoutUrl, checkoutNote) => set({ cartId, checkoutUrl, checkoutNote }),
      setNote: (note) => set({ note }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: createJSONStorage(() => quietStorage),
      partialize: ({ items, cartId, checkoutUrl, note, country }): Persisted => ({ items, cartId, checkoutUrl, note, country }),
      // Whatever was stored, by any version, goes through the one check.
      migrate: (stored) => checkStored!(stored),
      merge: (stored, current) => {
        const saved = checkStored!(stored)
        if (keepingAdded) restored = saved
        if (!keepingAdded || current.items.length === 0) return { ...current, ...saved }
        // Lines added while the page's first restore was under way join the stored ones.
        return { ...current, ...saved, ...current.items.reduce((next, item) => withItem(next.items, item), { items: saved.items, ...linesChanged }) }
      },
      // Restored by startCartSync after the first render, so the server's render and the first
      // client render agree (an empty cart); unreadable storage leaves the cart empty.
      skipHydration: true,
      onRehydrateStorage: () => () => useCartStore.setState({ hasHydrated: true }),
    },
  ),
)

/** The check of what was stored (`stored-cart.ts`), loaded with the first restore: no page's first paint waits for it. */
let checkStored: ((value: unknown) => Persisted) | null = null

/** What was stored when a restore began, read then: an add before its check has loaded writes over storage. */
let storedAtRestore: string | null | undefined
/** During the page's first restore, lines the shopper adds meanwhile are kept beside the stored ones. */
let keepingAdded = false
/** The cart the first restore read, before any such lines joined it: the one to ask the store about. */
let restored: Pick<Persisted, 'cartId' | 'items'> | null = null

/** Loads the stored cart into the store (checked first, any version's shape). */
async function restoreStoredCart(first = false) {
  const stored = localStorage.getItem(CART_STORAGE_KEY)
  // Nothing stored (a first visit): nothing to check, so its code is not fetched.
  if (stored === null && !useCartStore.getState().hasHydrated) {
    useCartStore.setState({ hasHydrated: true })
    return
  }
  checkStored ??= (await import('./stored-cart')).sanitizeStored
  storedAtRestore = stored
  keepingAdded = first
  if (first) restored = null
  try {
    await useCartStore.persist.rehydrate()
  } finally {
    storedAtRestore = undefined
    keepingAdded = false
  }
}

export const cartCount = (items: readonly CartItem[]) => items.reduce((n, i) => n + i.quantity, 0)
/** The lines that can be checked out: all but those flagged as not sold in the cart's market. */
export const forSaleLines = (items: readonly CartItem[]) => items.filter((i) => !i.unavailableIn)
export const cartTotal = (items: readonly CartItem[]) => forSaleLines(items).reduce((sum, i) => sum + Number(i.price.amount) * i.quantity, 0)

/** What /api/checkout is sent for the cart: the lines for sale, and the market they are priced in. */
export function checkoutBody(state: Pick<CartState, 'items' | 'country' | 'note'>, discountCode?: string) {
  const lines = forSaleLines(state.items).map((i) => ({ merchandiseId: i.variantId, quantity: i.quantity }))
  const note = state.note.trim()
  return { lines, ...(discountCode === undefined ? {} : { discountCode }), ...(note ? { note } : {}), country: state.country }
}

/**
 * Keeps the cart in the page's market (decision 086 (091)): a cart in another market's currency is
 * priced again from the store in this one (`fetchPrices`, the shop's /api/cart-status), the
 * shopper told so, and lines not sold here flagged rather than dropped. An empty cart simply
 * takes the market. Called once the stored cart is back, when the page's market changes and when
 * the tab is used again (another tab may have moved the cart); never from another tab's write,
 * so two tabs in two markets do not pull the cart back and forth. The repricing's code loads
 * only when a cart has to move.
 */
export async function followMarket(market: Market, fetchPrices: (query: string) => Promise<CartStatusResponse> = defaultFetchStatus) {
  wanted.country = market.country
  const state = useCartStore.getState()
  if (!state.hasHydrated || state.country === market.country) return
  if (state.items.length === 0) {
    useCartStore.setState({ country: market.country })
    return
  }
  const { repriceCart } = await import('./reprice')
  await repriceCart(market, fetchPrices)
}

/** The market the page asks the cart to be in; a reprice that lands after it changed is dropped. */
export const wanted: { country: MarketCountry | null } = { country: null }

async function defaultFetchStatus(query: string): Promise<CartStatusResponse> {
  const response = await fetch(inPageMarket(`/api/cart-status?${query}`))
  if (!response.ok) throw new Error(`cart status ${response.status}`)
  return response.json()
}

/**
 * Asks the store about the stored cart (./verify-cart): its code loads only when there is a cart
 * to ask about, as a first visit has none.
 */
export async function verifyStoredCart(
  fetchStatus: (query: string) => Promise<CartStatusResponse> = defaultFetchStatus,
  cart: Pick<Persisted, 'cartId' | 'items'> = useCartStore.getState(),
) {
  if (!cart.cartId && cart.items.length === 0) return
  const { verifyCart } = await import('./verify-cart')
  await verifyCart(fetchStatus, cart)
}

/**
 * Restores the stored cart once, follows changes made in the shop's other tabs, and checks it with
 * the store (through `fetchStatus`, the shop's /api/cart-status unless given another).
 */
export function startCartSync(fetchStatus: (query: string) => Promise<CartStatusResponse> = defaultFetchStatus): () => void {
  void restoreStoredCart(true).then(
    () => verifyStoredCart(fetchStatus, restored ?? useCartStore.getState()),
    (error: unknown) => console.error('[cart] the stored cart could not be restored:', error),
  )
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) void restoreStoredCart()
  }
  // Back from the checkout tab, or from a checkout window beside this one (focus without a
  // visibility change): the order may have been placed there.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && useCartStore.getState().cartId) void verifyStoredCart(fetchStatus)
  }
  window.addEventListener('storage', onStorage)
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('focus', onVisible)
  return () => {
    window.removeEventListener('storage', onStorage)
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('focus', onVisible)
  }
}
