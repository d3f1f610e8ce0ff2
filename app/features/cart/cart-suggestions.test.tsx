// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductSummary } from '~/lib/storefront/types'
import { CartSuggestions } from './cart-suggestions'
import { useCartStore } from './store'

const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
const line = (id: string, amount: string) => ({
  product: { id, handle: id, title: id, image: null },
  variantId: `v-${id}`,
  variantTitle: 'Default Title',
  price: money(amount),
  quantity: 1,
  selectedOptions: [],
})
const suggestion = (n: number, amount: string): ProductSummary => ({
  id: `gid://shopify/Product/${n}`,
  title: `Tester ${n}`,
  handle: `tester-${n}`,
  image: null,
  price: money(amount),
  compareAt: null,
  from: false,
  onSale: false,
  action: {
    add: {
      id: `gid://shopify/ProductVariant/${n}`,
      title: 'Default Title',
      price: money(amount),
      compareAtPrice: null,
      availableForSale: true,
      selectedOptions: [],
    } as never,
  },
})

describe('cart suggestions', () => {
  const fetchMock = vi.fn()
  beforeEach(() => {
    localStorage.clear()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, note: '', hasHydrated: true, drawerOpen: true, justAdded: null })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the products shown in their places when a new quantity brings another answer: a new one comes after them', async () => {
    // A product of its own: the answers of this page are kept by query, across the tests.
    useCartStore.setState({ items: [line('gid://shopify/Product/2', '22.00')] })
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            suggestions: url.includes('gap=28.00')
              ? [suggestion(7, '35.00'), suggestion(8, '39.00')]
              : [suggestion(6, '25.00'), suggestion(7, '35.00'), suggestion(8, '39.00')],
          }),
        ),
      ),
    )
    render(<CartSuggestions active addMode="quiet" />)
    const names = () =>
      within(screen.getByTestId('cart-suggestions'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
    await screen.findByTestId('cart-suggestions')
    expect(names()).toEqual(['Add Tester 7 to cart', 'Add Tester 8 to cart'])
    // A second of the line: SGD 6.00 away, and the store's answer leads with a cheaper product.
    useCartStore.setState({ items: [{ ...line('gid://shopify/Product/2', '22.00'), quantity: 2 }] })
    await expect.poll(names).toEqual(['Add Tester 7 to cart', 'Add Tester 8 to cart', 'Add Tester 6 to cart'])
  })

  it('asks for products that close the gap only once shown, and adds one with a tap', async () => {
    const user = userEvent.setup()
    useCartStore.setState({ items: [line('gid://shopify/Product/1', '22.00')] })
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ suggestions: [suggestion(7, '35.00'), suggestion(8, '39.00')] })))
    const { rerender } = render(<CartSuggestions active={false} addMode="show" />)
    expect(fetchMock).not.toHaveBeenCalled()
    rerender(<CartSuggestions active addMode="show" />)
    const list = await screen.findByTestId('cart-suggestions')
    expect(fetchMock).toHaveBeenCalledWith('/api/cart-suggestions?product=gid%3A%2F%2Fshopify%2FProduct%2F1&gap=28.00')
    expect(within(list).getByRole('heading')).toHaveTextContent('Add one of these for free shipping')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await user.click(within(list).getByRole('button', { name: 'Add Tester 7 to cart' }))
    expect(useCartStore.getState().items.map((i) => i.variantId)).toEqual(['v-gid://shopify/Product/1', 'gid://shopify/ProductVariant/7'])
    expect(useCartStore.getState().justAdded).toEqual({ variantId: 'gid://shopify/ProductVariant/7', title: 'Tester 7' })
    // SGD 57: free shipping, nothing more to suggest.
    expect(screen.queryByTestId('cart-suggestions')).toBeNull()
  })

  it('suggests nothing once the cart ships free, and asks nothing', () => {
    useCartStore.setState({ items: [line('gid://shopify/Product/2', '60.00')] })
    render(<CartSuggestions active addMode="quiet" />)
    expect(screen.queryByTestId('cart-suggestions')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
