import { create } from 'zustand'
import { browserStorage } from '#shared/cart-rules'
import { toast } from '~/lib/toast'
import type { CartStatusResponse } from './api-types'
import { cartCopy } from './copy'

/**
 * The cart (SPEC §3 "Cart store"): kept in the browser under `shopify-cart`, restored on start-up
 * and shared between the shop's open tabs. What is stored is checked when it is read back: a
 * corrupt value or an entry of an older shape is dropped, never a crash.
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
}

// Checked by hand rather than with zod: this runs on every page's first load, where a schema
// library would cost more than the whole cart (see the size budget in the README).
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'

/** A stored line as this version writes it, or null when it is not one. */
export function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isRecord(value.product) || !isRecord(value.price)) return null
  const { product, price, variantId, variantTitle, quantity } = value
  const image = product.image
  const validImage = image === null || image === undefined || (isRecord(image) && isString(image.url))
  if (!isString(product.id) || !isString(product.handle) || !isString(product.title) || !validImage) return null
  if (!isString(variantId) || variantId === '' || !isString(variantTitle)) return null
  if (!isString(price.amount) || !Number.isFinite(Number(price.amount)) || !isString(price.currencyCode)) return null
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return null
  const options = Array.isArray(value.selectedOptions) ? value.selectedOptions : []
  const was = value.compareAtPrice
  // A was-price that does not read as money is dropped; the line itself is still good.
  const compareAtPrice = isRecord(was) && isString(was.amount) && Number.isFinite(Number(was.amount)) && isString(was.currencyCode) ? was : null
  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      image: isRecord(image) ? { url: image.url as string, altText: isString(image.altText) ? image.altText : null } : null,
    },
    variantId,
    variantTitle,
    price: { amount: price.amount, currencyCode: price.currencyCode },
    ...(compareAtPrice ? { compareAtPrice: { amount: compareAtPrice.amount as string, currencyCode: compareAtPrice.currencyCode as string } } : {}),
    quantity,
    selectedOptions: options.filter((o): o is { name: string; value: string } => isRecord(o) && isString(o.name) && isString(o.value)),
  }
}

export type NewCartItem = Omit<CartItem, 'selectedOptions'> & { selectedOptions?: CartItem['selectedOptions'] }

type Persisted = { items: CartItem[]; cartId: string | null; checkoutUrl: string | null }

export type CartState = Persisted & {
  isLoading: boolean
  hasHydrated: boolean
  /** SPEC §4: the cart drawer is open or closed (per tab, never stored). */
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
  setCheckout: (cartId: string, checkoutUrl: string) => void
}

/** Keeps the valid entries of whatever was stored; anything else starts an empty cart. */
export function sanitizeStored(value: unknown): Persisted {
  const empty: Persisted = { items: [], cartId: null, checkoutUrl: null }
  if (!value || typeof value !== 'object') return empty
  const stored = value as Record<string, unknown>
  const items = Array.isArray(stored.items)
    ? stored.items.flatMap((raw) => {
        const item = toCartItem(raw)
        return item ? [item] : []
      })
    : []
  // Merge duplicates an older version may have stored, so one variant is one line.
  const merged = new Map<string, CartItem>()
  for (const item of items) {
    const existing = merged.get(item.variantId)
    merged.set(item.variantId, existing ? { ...existing, quantity: existing.quantity + item.quantity } : item)
  }
  return {
    items: [...merged.values()],
    cartId: typeof stored.cartId === 'string' ? stored.cartId : null,
    checkoutUrl: typeof stored.checkoutUrl === 'string' ? stored.checkoutUrl : null,
  }
}

/** Any change to the lines makes the stored checkout stale: the next checkout creates a new cart. */
const linesChanged = { cartId: null, checkoutUrl: null }

/** SPEC §4 "Add": the variant's quantity rises by the added amount, or the item is appended. */
function withItem(items: CartItem[], item: NewCartItem) {
  const existing = items.find((i) => i.variantId === item.variantId)
  const next = existing
    ? items.map((i) => (i.variantId === item.variantId ? { ...i, quantity: i.quantity + item.quantity } : i))
    : [...items, { ...item, selectedOptions: item.selectedOptions ?? [] }]
  return { items: next, ...linesChanged }
}

export const useCartStore = create<CartState>()((set) => ({
  items: [],
  cartId: null,
  checkoutUrl: null,
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
  clearCart: () => set({ items: [], cartId: null, checkoutUrl: null }),
  setLoading: (isLoading) => set({ isLoading }),
  setCheckout: (cartId, checkoutUrl) => set({ cartId, checkoutUrl }),
}))

// Stored as zustand's persist middleware stored it, `{ state, version }`, so carts saved before
// still load; written here in a few lines rather than with the middleware, which every page loads.
useCartStore.subscribe((state, previous) => {
  const { items, cartId, checkoutUrl } = state
  if (items === previous.items && cartId === previous.cartId && checkoutUrl === previous.checkoutUrl) return
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items, cartId, checkoutUrl }, version: STORAGE_VERSION }))
  } catch {
    // Storage full or blocked (a private window): the cart lives on in this tab.
  }
})

/** Loads the stored cart into the store, whatever was stored checked first (any version's shape). */
function restoreStoredCart() {
  let stored: unknown = null
  try {
    stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')
  } catch {
    // Corrupt or unreadable: an empty cart.
  }
  useCartStore.setState({ ...sanitizeStored(isRecord(stored) ? stored.state : null), hasHydrated: true })
}

export const cartCount = (items: readonly CartItem[]) => items.reduce((n, i) => n + i.quantity, 0)
export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + Number(i.price.amount) * i.quantity, 0)

/**
 * Asks the store about the stored cart: once an order is placed the store no longer returns
 * the cart, so it is emptied here; variants the store no longer has are dropped.
 */
export async function verifyStoredCart(fetchStatus: (query: string) => Promise<CartStatusResponse> = defaultFetchStatus) {
  const { cartId, items } = useCartStore.getState()
  if (!cartId && items.length === 0) return
  const params = new URLSearchParams()
  if (cartId) params.set('cart', cartId)
  for (const item of items) params.append('variant', item.variantId)
  const status = await fetchStatus(params.toString()).catch(() => null)
  if (!status) return
  const state = useCartStore.getState()
  // Only act on the cart that was asked about: the shopper may have changed it meanwhile.
  if (status.cart === 'gone' && state.cartId === cartId) {
    state.clearCart()
  } else if (status.missing.length) {
    status.missing.forEach((variantId) => state.removeItem(variantId))
    toast.message(cartCopy.removedUnavailable)
  }
}

async function defaultFetchStatus(query: string): Promise<CartStatusResponse> {
  const response = await fetch(`/api/cart-status?${query}`)
  if (!response.ok) throw new Error(`cart status ${response.status}`)
  return response.json()
}

/**
 * Restores the stored cart once, follows changes made in the shop's other tabs, and checks it with
 * the store (through `fetchStatus`, the shop's /api/cart-status unless given another).
 */
export function startCartSync(fetchStatus: (query: string) => Promise<CartStatusResponse> = defaultFetchStatus): () => void {
  restoreStoredCart()
  void verifyStoredCart(fetchStatus)
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) restoreStoredCart()
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
