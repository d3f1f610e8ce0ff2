// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CartButton } from './cart-button'
import { useCartStore } from './store'

const line = (variantId: string, title: string, amount: string, quantity: number) => ({
  product: { id: `p-${variantId}`, handle: title.toLowerCase().replace(/ /g, '-'), title, image: null },
  variantId,
  variantTitle: 'Queen',
  price: { amount, currencyCode: 'SGD' },
  quantity,
  selectedOptions: [],
})

/** The header's cart button with its drawer open, as an add to the cart leaves it. */
function renderDrawer() {
  useCartStore.setState({ drawerOpen: true })
  const Stub = createRoutesStub([{ path: '/', Component: CartButton }])
  return render(<Stub />)
}

describe('cart drawer', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: true, justAdded: null })
    // The drawer asks for suggestions to go with its lines; the store has none to offer here.
    vi.stubGlobal('fetch', async (url: string) =>
      url.startsWith('/api/cart-suggestions?') ? Response.json({ suggestions: [] }) : new Response(null, { status: 404 }),
    )
  })

  it('shows an empty state with a way to the shop, and a disabled checkout', async () => {
    renderDrawer()
    const dialog = await screen.findByRole('dialog', { name: 'Your Cart' })
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop-all')
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled()
  })

  it('lists the lines with unit price, and the total of price times quantity', async () => {
    useCartStore.setState({ items: [line('v1', 'Flat Sheet', '19.99', 2), line('v2', 'Yoga Mat', '5.00', 1)] })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Flat Sheet')).toBeInTheDocument()
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('SGD 19.99 each')
    expect(within(dialog).queryByText(/^Save/)).toBeNull()
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('SGD 44.98')
    expect(within(dialog).getByText('SGD 5.02 away from free shipping')).toBeInTheDocument()
    // Singapore's flat rate below the threshold (the market table's rule).
    expect(within(dialog).getByTestId('cart-shipping')).toHaveTextContent('Shipping: SGD 5.00')
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90')
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled()
  })

  it('says under the total that shipping is free once the cart qualifies', async () => {
    useCartStore.setState({ items: [line('v1', 'Flat Sheet', '50.00', 1)] })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTestId('cart-shipping')).toHaveTextContent('Shipping: free')
  })

  it('shows a line bought on sale with its was-price struck through and the saving', async () => {
    useCartStore.setState({ items: [{ ...line('v1', 'Flat Sheet', '149.00', 2), compareAtPrice: { amount: '189.00', currencyCode: 'SGD' } }] })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('SGD 189.00').tagName).toBe('S')
    expect(within(dialog).getByText('Regular price', { exact: false })).toHaveClass('sr-only')
    expect(within(dialog).getByText('Save SGD 40.00')).toBeInTheDocument()
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('SGD 298.00')
  })

  it('changes quantities with − and +, removes at zero and on request', async () => {
    const user = userEvent.setup()
    useCartStore.setState({ items: [line('v1', 'Flat Sheet', '10.00', 1), line('v2', 'Yoga Mat', '45.00', 1)] })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Flat Sheet' }))
    expect(within(dialog).getByLabelText('Quantity of Flat Sheet')).toHaveTextContent('2')
    expect(within(dialog).getByText('You qualify for free shipping! 🎉')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Flat Sheet' }))
    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Flat Sheet' }))
    expect(within(dialog).queryByText('Flat Sheet')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Remove Yoga Mat' }))
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument()
  })

  it('names the line just added at its top, as a status', async () => {
    useCartStore.setState({ items: [line('v1', 'Flat Sheet', '10.00', 1)], justAdded: { variantId: 'v1', title: 'Flat Sheet' } })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Added to cart: Flat Sheet')
  })

  it('disables checkout while a checkout is being created', async () => {
    useCartStore.setState({ items: [line('v1', 'Flat Sheet', '10.00', 1)], isLoading: true })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Creating checkout…' })).toBeDisabled()
  })
})
