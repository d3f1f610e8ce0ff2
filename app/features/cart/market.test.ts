// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultMarket, marketForCountry } from '#shared/markets'
import type { CartStatusResponse } from './api-types'
import { repriceLines } from './reprice'
import { CART_STORAGE_KEY, cartTotal, checkoutBody, followMarket, startCartSync, useCartStore } from './store'
import { sanitizeStored } from './stored-cart'

const toasts = vi.hoisted(() => [] as { title: string; description?: string }[])
vi.mock('~/lib/toast', () => ({
  toast: { message: (title: string, options?: { description?: string }) => toasts.push({ title, description: options?.description }) },
}))

const malaysia = marketForCountry('MY')
const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' })
const myr = (amount: string) => ({ amount, currencyCode: 'MYR' })

const line = (variantId: string, amount: string, quantity = 1) => ({
  product: { id: `p-${variantId}`, handle: variantId, title: `Product ${variantId}`, image: null },
  variantId,
  variantTitle: 'Queen',
  price: sgd(amount),
  compareAtPrice: null,
  quantity,
  selectedOptions: [],
})

/** The store's answer in Malaysia: the sheet and the mat at their MYR prices, the cord not sold there. */
const queries: string[] = []
const inMalaysia = async (query: string): Promise<CartStatusResponse> => {
  queries.push(query)
  return {
    cart: 'unknown',
    missing: [],
    prices: {
      country: 'MY',
      lines: [
        { variantId: 'sheet', price: myr('477.00'), compareAtPrice: myr('605.00') },
        { variantId: 'mat', price: myr('160.00'), compareAtPrice: null },
        { variantId: 'cord', price: null, compareAtPrice: null },
      ],
    },
  }
}

beforeEach(() => {
  localStorage.clear()
  toasts.length = 0
  queries.length = 0
  useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, country: 'SG', isLoading: false, hasHydrated: true, justAdded: null })
  // Another test's market must not make this one's reprice look stale.
  void followMarket(defaultMarket)
})

describe('a cart moving to another market', () => {
  it('takes each line’s price there and flags, not drops, a line the market does not sell', () => {
    const items = [line('sheet', '149.00'), line('cord', '49.00', 2), line('added-meanwhile', '10.00')]
    const { items: next, flagged } = repriceLines(
      items,
      (() => {
        const lines = [
          { variantId: 'sheet', price: myr('477.00'), compareAtPrice: null },
          { variantId: 'cord', price: null, compareAtPrice: null },
        ]
        return { country: 'MY' as const, lines }
      })(),
    )
    expect(flagged).toBe(1)
    expect(next.map((i) => [i.variantId, i.price.amount, i.price.currencyCode, i.unavailableIn ?? null])).toEqual([
      ['sheet', '477.00', 'MYR', null],
      ['cord', '49.00', 'SGD', 'MY'],
      ['added-meanwhile', '10.00', 'SGD', null],
    ])
    expect(next[1]!.quantity).toBe(2)
  })

  it('switching SG → MY reprices every line from the store, flags the one not sold there, and says so', async () => {
    useCartStore.setState({
      items: [line('sheet', '149.00'), line('mat', '49.00', 2), line('cord', '29.00')],
      cartId: 'gid://shopify/Cart/1',
      checkoutUrl: 'https://x',
    })
    await followMarket(malaysia, inMalaysia)
    expect(new URLSearchParams(queries[0]).get('country')).toBe('MY')
    expect(new URLSearchParams(queries[0]).getAll('variant')).toEqual(['sheet', 'mat', 'cord'])
    const state = useCartStore.getState()
    expect(state.country).toBe('MY')
    expect(state.items.map((i) => [i.variantId, i.price.amount, i.price.currencyCode, i.unavailableIn ?? null])).toEqual([
      ['sheet', '477.00', 'MYR', null],
      ['mat', '160.00', 'MYR', null],
      ['cord', '29.00', 'SGD', 'MY'],
    ])
    expect(state.items[0]!.compareAtPrice).toEqual(myr('605.00'))
    // The store's cart was made in Singapore: the next checkout makes one in Malaysia.
    expect([state.cartId, state.checkoutUrl]).toEqual([null, null])
    // The total and the checkout leave the flagged line out: no currencies mixed.
    expect(cartTotal(state.items)).toBeCloseTo(477 + 320)
    expect(checkoutBody(state)).toEqual({
      lines: [
        { merchandiseId: 'sheet', quantity: 1 },
        { merchandiseId: 'mat', quantity: 2 },
      ],
      country: 'MY',
    })
    expect(toasts).toEqual([{ title: 'Your cart is now priced in MYR for Malaysia.', description: expect.stringContaining('not sold in Malaysia') }])
  })

  it('does nothing when the cart is already in the page’s market', async () => {
    useCartStore.setState({ items: [line('sheet', '149.00')] })
    await followMarket(defaultMarket, inMalaysia)
    expect(queries).toEqual([])
    expect(useCartStore.getState().items[0]!.price).toEqual(sgd('149.00'))
  })

  it('moves an empty cart without asking the store, and a first visit still stores nothing', async () => {
    await followMarket(malaysia, inMalaysia)
    expect(queries).toEqual([])
    expect(useCartStore.getState().country).toBe('MY')
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
    expect(toasts).toEqual([])
  })

  it('keeps the cart as it is when the store does not answer, or when the page moved on meanwhile', async () => {
    useCartStore.setState({ items: [line('sheet', '149.00')] })
    await followMarket(malaysia, () => Promise.reject(new Error('offline')))
    expect(useCartStore.getState()).toMatchObject({ country: 'SG', items: [{ price: sgd('149.00') }] })

    let answer: ((value: CartStatusResponse) => void) | null = null
    const pending = followMarket(malaysia, () => new Promise((resolve) => (answer = resolve)))
    await vi.waitFor(() => expect(answer).not.toBeNull(), { timeout: 120_000 })
    // Back to Singapore before Malaysia's prices arrive: they are not applied.
    await followMarket(defaultMarket, inMalaysia)
    answer!(await inMalaysia(''))
    await pending
    expect(useCartStore.getState()).toMatchObject({ country: 'SG', items: [{ price: sgd('149.00') }] })
  })

  it('a line flagged in one market is priced again, and for sale, back in one that sells it', async () => {
    useCartStore.setState({ items: [line('sheet', '149.00'), line('cord', '29.00')] })
    await followMarket(malaysia, inMalaysia)
    const back = async (): Promise<CartStatusResponse> => ({
      cart: 'unknown',
      missing: [],
      prices: {
        country: 'SG',
        lines: [
          { variantId: 'sheet', price: sgd('149.00'), compareAtPrice: null },
          { variantId: 'cord', price: sgd('29.00'), compareAtPrice: null },
        ],
      },
    })
    await followMarket(defaultMarket, back)
    expect(useCartStore.getState().items.map((i) => [i.price.currencyCode, i.unavailableIn ?? null])).toEqual([
      ['SGD', null],
      ['SGD', null],
    ])
  })
})

describe('the stored cart and its market', () => {
  it('reads a cart stored before markets as Singapore’s, and keeps a stored market and flag', () => {
    const old = { items: [line('sheet', '149.00')], cartId: null, checkoutUrl: null }
    expect(sanitizeStored(old).country).toBe('SG')
    const moved = {
      items: [
        { ...line('cord', '29.00'), unavailableIn: 'MY' },
        { ...line('mat', '49.00'), unavailableIn: 'XX' },
      ],
      cartId: null,
      checkoutUrl: null,
      country: 'MY',
    }
    const clean = sanitizeStored(moved)
    expect(clean.country).toBe('MY')
    expect(clean.items.map((i) => i.unavailableIn ?? null)).toEqual(['MY', null])
    expect(sanitizeStored({ ...old, country: 'FR' }).country).toBe('SG')
  })

  it('restores an old stored cart as Singapore’s, then reprices it on a Malaysian page', async () => {
    useCartStore.setState({ hasHydrated: false })
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items: [line('sheet', '149.00')], cartId: null, checkoutUrl: null }, version: 1 }))
    const stop = startCartSync(async () => ({ cart: 'unknown', missing: [] }))
    await vi.waitFor(() => expect(useCartStore.getState()).toMatchObject({ hasHydrated: true, country: 'SG', items: [{ variantId: 'sheet' }] }), {
      timeout: 120_000,
    })
    await followMarket(malaysia, inMalaysia)
    expect(useCartStore.getState().items[0]!.price).toEqual(myr('477.00'))
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.country).toBe('MY')
    stop()
  })
})
