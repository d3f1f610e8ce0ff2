// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartStatusResponse } from './api-types'
import { CART_STORAGE_KEY, cartCount, cartTotal, startCartSync, useCartStore } from './store'
import { sanitizeStored } from './stored-cart'

// The store's answer to the start-up check of a restored cart, with each question recorded: no server runs here.
const statusQueries: string[] = []
const cartStatus = async (query: string): Promise<CartStatusResponse> => {
  statusQueries.push(query)
  return { cart: 'open', missing: [] }
}

const item = (variantId: string, amount = '10.00', quantity = 1) => ({
  product: { id: 'gid://shopify/Product/1', handle: 'sheet', title: 'Sheet', image: null },
  variantId,
  variantTitle: 'Queen',
  price: { amount, currencyCode: 'SGD' },
  quantity,
})

const reset = () =>
  useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: false, drawerOpen: false, justAdded: null })

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear()
    reset()
    statusQueries.length = 0
  })

  it('appends new variants and raises the quantity of one already there', () => {
    const { addItem } = useCartStore.getState()
    addItem(item('v1'))
    addItem(item('v2'))
    addItem(item('v1', '10.00', 2))
    const { items } = useCartStore.getState()
    expect(items.map((i) => [i.variantId, i.quantity])).toEqual([
      ['v1', 3],
      ['v2', 1],
    ])
    expect(items[0]!.selectedOptions).toEqual([])
  })

  it('removes an item whose quantity is set to 0 or less, and removes on request', () => {
    const s = useCartStore.getState()
    s.addItem(item('v1'))
    s.addItem(item('v2'))
    s.addItem(item('v3'))
    s.updateQuantity('v1', 0)
    s.updateQuantity('v2', -4)
    expect(useCartStore.getState().items.map((i) => i.variantId)).toEqual(['v3'])
    s.updateQuantity('v3', 5)
    expect(useCartStore.getState().items[0]!.quantity).toBe(5)
    s.removeItem('v3')
    expect(useCartStore.getState().items).toEqual([])
  })

  it('clear empties the items and resets the checkout', () => {
    const s = useCartStore.getState()
    s.addItem(item('v1'))
    s.setCheckout('gid://shopify/Cart/1', 'https://shop/checkout', '')
    s.clearCart()
    expect(useCartStore.getState()).toMatchObject({ items: [], cartId: null, checkoutUrl: null })
  })

  it('forgets a stored checkout when the lines change', () => {
    const s = useCartStore.getState()
    s.addItem(item('v1'))
    s.setCheckout('cart-1', 'https://shop/checkout', '')
    s.updateQuantity('v1', 2)
    expect(useCartStore.getState().checkoutUrl).toBeNull()
  })

  it('opens the drawer on the line just added, forgets it on close, and never stores the drawer', () => {
    const s = useCartStore.getState()
    s.addAndShow(item('v1'))
    s.addAndShow(item('v1'))
    expect(useCartStore.getState()).toMatchObject({ drawerOpen: true, justAdded: { variantId: 'v1', title: 'Sheet' } })
    expect(useCartStore.getState().items[0]!.quantity).toBe(2)
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)
    expect(Object.keys(stored.state).sort()).toEqual(['cartId', 'checkoutUrl', 'country', 'items', 'note'])
    s.setDrawerOpen(false)
    expect(useCartStore.getState()).toMatchObject({ drawerOpen: false, justAdded: null })
    s.setDrawerOpen(true)
    expect(useCartStore.getState()).toMatchObject({ drawerOpen: true, justAdded: null })
  })

  it('totals price times quantity and counts units', () => {
    const items = [item('a', '19.99', 2), item('b', '10.02', 1)].map((i) => ({ ...i, selectedOptions: [] }))
    expect(cartTotal(items)).toBeCloseTo(50)
    expect(cartCount(items)).toBe(3)
  })

  it('persists under shopify-cart and is restored on start-up', async () => {
    useCartStore.getState().addItem(item('v1', '12.50', 2))
    const raw = localStorage.getItem(CART_STORAGE_KEY)!
    const stored = JSON.parse(raw)
    expect(stored.state.items[0].variantId).toBe('v1')
    expect(stored.state).not.toHaveProperty('isLoading')
    // A new page: empty in memory, the stored value still there.
    reset()
    localStorage.setItem(CART_STORAGE_KEY, raw)
    const stop = startCartSync(cartStatus)
    await vi.waitFor(() => expect(useCartStore.getState().hasHydrated).toBe(true), { timeout: 120_000 })
    expect(useCartStore.getState().items[0]).toMatchObject({ variantId: 'v1', quantity: 2 })
    // The restored cart is checked with the store once.
    await vi.waitFor(() => expect(statusQueries).toEqual(['variant=v1']), { timeout: 120_000 })
    stop()
  })

  it("reads storage only when the sync starts, so the first client render matches the server's", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, state: { items: [item('v1')], cartId: null, checkoutUrl: null } }))
    expect(useCartStore.getState()).toMatchObject({ items: [], hasHydrated: false })
    const stop = startCartSync(cartStatus)
    await vi.waitFor(() => expect(useCartStore.getState()).toMatchObject({ items: [{ variantId: 'v1' }], hasHydrated: true }), { timeout: 120_000 })
    stop()
  })

  it('starts empty from a corrupt stored value, without a crash', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json')
    const stop = startCartSync(cartStatus)
    await vi.waitFor(() => expect(useCartStore.getState()).toMatchObject({ items: [], hasHydrated: true }), { timeout: 120_000 })
    stop()
  })

  it('drops invalid entries of an older shape and keeps the good ones', () => {
    const old = {
      items: [item('good'), { variantId: 'no-price', quantity: 1 }, { ...item('neg'), quantity: -1 }, 'junk', item('good', '10.00', 2)],
      cartId: 42,
      checkoutUrl: 'https://shop/checkout',
    }
    const clean = sanitizeStored(old)
    expect(clean.items.map((i) => [i.variantId, i.quantity])).toEqual([['good', 3]])
    expect(clean.cartId).toBeNull()
    expect(clean.checkoutUrl).toBe('https://shop/checkout')
    // Stored before the order note and markets existed: no note, and Singapore's.
    expect(clean.note).toBe('')
    expect(clean.country).toBe('SG')
    expect(sanitizeStored(null)).toEqual({ items: [], cartId: null, checkoutUrl: null, note: '', country: 'SG' })
  })

  it('keeps a stored was-price that reads as money and drops one that does not, keeping the line', () => {
    const was = { amount: '189.00', currencyCode: 'SGD' }
    const clean = sanitizeStored({
      items: [{ ...item('sale'), compareAtPrice: was }, { ...item('bad'), compareAtPrice: { amount: 'lots' } }, item('plain')],
    })
    expect(clean.items.map((i) => [i.variantId, i.compareAtPrice ?? null])).toEqual([
      ['sale', was],
      ['bad', null],
      ['plain', null],
    ])
  })

  it('leaves storage empty on a first visit, and stores an emptied cart once one was stored', async () => {
    const stop = startCartSync(cartStatus)
    await vi.waitFor(() => expect(useCartStore.getState().hasHydrated).toBe(true), { timeout: 120_000 })
    useCartStore.getState().setDrawerOpen(true)
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
    useCartStore.getState().addItem(item('v1'))
    useCartStore.getState().removeItem('v1')
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({ state: { items: [] } })
    stop()
  })

  it('keeps a line added before the stored cart has been restored, beside the stored ones', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, state: { items: [item('stored', '10.00', 2)], cartId: 'c1', checkoutUrl: 'u' } }))
    const stop = startCartSync(cartStatus)
    // A tap right after the page has hydrated: the restore's check is still loading.
    useCartStore.getState().addItem(item('tapped'))
    useCartStore.getState().addItem(item('stored'))
    await vi.waitFor(() => expect(useCartStore.getState().hasHydrated).toBe(true), { timeout: 120_000 })
    expect(useCartStore.getState().items.map((i) => [i.variantId, i.quantity])).toEqual([
      ['stored', 3],
      ['tapped', 1],
    ])
    expect(useCartStore.getState().cartId).toBeNull()
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.items).toHaveLength(2)
    stop()
  })

  it('migrates a value stored by an older version', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 0, state: { items: [item('v9'), { bad: true }] } }))
    const stop = startCartSync(cartStatus)
    await Promise.resolve()
    expect(useCartStore.getState().items.map((i) => i.variantId)).toEqual(['v9'])
    stop()
  })

  describe('across tabs', () => {
    afterEach(() => localStorage.clear())
    it('follows a change another tab wrote to storage', async () => {
      const stop = startCartSync(cartStatus)
      await Promise.resolve()
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, state: { items: [item('other-tab', '5.00', 4)], cartId: null, checkoutUrl: null } }))
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
      await Promise.resolve()
      expect(useCartStore.getState().items.map((i) => [i.variantId, i.quantity])).toEqual([['other-tab', 4]])
      stop()
    })

    it.each(['visibilitychange', 'focus'] as const)('empties a checked-out cart once the order is placed, on %s', async (event) => {
      let placed = false
      const status = async (query: string): Promise<CartStatusResponse> => {
        statusQueries.push(query)
        return { cart: placed ? 'gone' : 'open', missing: [] }
      }
      const stop = startCartSync(status)
      await vi.waitFor(() => expect(useCartStore.getState().hasHydrated).toBe(true), { timeout: 120_000 })
      useCartStore.getState().addItem(item('v1'))
      useCartStore.getState().setCheckout('gid://shopify/Cart/1', 'https://shop/checkout', '')
      placed = true
      if (event === 'focus') window.dispatchEvent(new Event('focus'))
      else document.dispatchEvent(new Event('visibilitychange'))
      await vi.waitFor(() => expect(useCartStore.getState()).toMatchObject({ items: [], cartId: null, checkoutUrl: null }), { timeout: 120_000 })
      expect(statusQueries.at(-1)).toBe('cart=gid%3A%2F%2Fshopify%2FCart%2F1&variant=v1')
      stop()
    })

    it('keeps what was added while the store was asked about an ordered cart, less the ordered lines', async () => {
      const ordered = { items: [item('v1')], cartId: 'gid://shopify/Cart/1', checkoutUrl: 'https://shop/checkout', note: '', country: 'SG' }
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, state: ordered }))
      let answer: (status: CartStatusResponse) => void = () => {}
      const status = (query: string) => {
        statusQueries.push(query)
        return new Promise<CartStatusResponse>((resolve) => (answer = resolve))
      }
      const stop = startCartSync(status)
      await vi.waitFor(() => expect(statusQueries).toEqual(['cart=gid%3A%2F%2Fshopify%2FCart%2F1&variant=v1']), { timeout: 120_000 })
      // The shopper adds the ordered mat again, and another product, before the store answers.
      useCartStore.getState().addItem(item('v1'))
      useCartStore.getState().addItem(item('v2'))
      answer({ cart: 'gone', missing: [] })
      await vi.waitFor(
        () =>
          expect(useCartStore.getState().items.map((i) => [i.variantId, i.quantity])).toEqual([
            ['v1', 1],
            ['v2', 1],
          ]),
        { timeout: 120_000 },
      )
      expect(useCartStore.getState()).toMatchObject({ cartId: null, checkoutUrl: null })
      stop()
    })

    it('asks about the stored cart, not the lines added before it was back, and keeps only those', async () => {
      const ordered = { items: [item('v1')], cartId: 'gid://shopify/Cart/2', checkoutUrl: 'https://shop/checkout', note: '', country: 'SG' }
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, state: ordered }))
      const status = async (query: string): Promise<CartStatusResponse> => {
        statusQueries.push(query)
        return { cart: 'gone', missing: [] }
      }
      const stop = startCartSync(status)
      // Added at once, before the stored cart is read back.
      useCartStore.getState().addItem(item('v1'))
      await vi.waitFor(() => expect(statusQueries).toEqual(['cart=gid%3A%2F%2Fshopify%2FCart%2F2&variant=v1']), { timeout: 120_000 })
      await vi.waitFor(() => expect(useCartStore.getState().items.map((i) => [i.variantId, i.quantity])).toEqual([['v1', 1]]), { timeout: 120_000 })
      expect(useCartStore.getState()).toMatchObject({ cartId: null, checkoutUrl: null })
      stop()
    })
  })
})
