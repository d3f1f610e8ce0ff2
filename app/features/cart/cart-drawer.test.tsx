// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import CartDrawer from './cart-drawer'
import { useCartStore } from './store'

const line = (variantId: string, title: string, amount: string, quantity: number) => ({
  product: { id: `p-${variantId}`, handle: title.toLowerCase().replace(/ /g, '-'), title, image: null },
  variantId,
  variantTitle: 'Queen',
  price: { amount, currencyCode: 'SGD' },
  quantity,
  selectedOptions: [],
})

function renderDrawer() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <CartDrawer open onOpenChange={() => {}} onCloseAutoFocus={() => {}} /> }])
  return render(<Stub />)
}

describe('cart drawer', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: true })
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
    expect(within(dialog).getByText('SGD 19.99 each')).toBeInTheDocument()
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('SGD 44.98')
    expect(within(dialog).getByText('$5.02 away from free shipping')).toBeInTheDocument()
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90')
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled()
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

  it('disables checkout while a checkout is being created', async () => {
    useCartStore.setState({ items: [line('v1', 'Flat Sheet', '10.00', 1)], isLoading: true })
    renderDrawer()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Creating checkout…' })).toBeDisabled()
  })
})
