// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CartButton } from './cart-button'
import { useCartStore } from './store'

const line = (variantId: string, title: string, amount: string) => ({
  product: { id: `p-${variantId}`, handle: title.toLowerCase().replace(/ /g, '-'), title, image: null },
  variantId,
  variantTitle: 'Queen',
  price: { amount, currencyCode: 'SGD' },
  quantity: 1,
})

function renderButton() {
  const Stub = createRoutesStub([{ path: '/', Component: CartButton }])
  return render(<Stub />)
}

describe('cart button', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: true, drawerOpen: false, justAdded: null })
    // The drawer asks for suggestions to go with its lines; the store has none to offer here.
    vi.stubGlobal('fetch', async (url: string) =>
      url.startsWith('/api/cart-suggestions?') ? Response.json({ suggestions: [] }) : new Response(null, { status: 404 }),
    )
  })

  it('opens the drawer on the lines on the first tap, and closes it with its close button', async () => {
    const user = userEvent.setup()
    useCartStore.setState({ items: [{ ...line('v1', 'Flat Sheet', '19.99'), selectedOptions: [] }] })
    renderButton()
    const button = await screen.findByRole('button', { name: 'Open cart, 1 item' })
    await user.click(button)
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(drawer).getByRole('link', { name: 'Flat Sheet' })).toBeInTheDocument()
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('SGD 19.99')
    await user.click(within(drawer).getByRole('button', { name: 'Close cart' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useCartStore.getState().drawerOpen).toBe(false)
    expect(button).toHaveFocus()
  })

  it('opens with the new line named at its top when a product is added anywhere on the page', async () => {
    renderButton()
    await screen.findByRole('button', { name: 'Open cart, 0 items' })
    act(() => useCartStore.getState().addAndShow(line('v2', 'Yoga Mat', '45.00')))
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(drawer).getByRole('status')).toHaveTextContent('Added to cart: Yoga Mat')
    expect(within(drawer).getByLabelText('Quantity of Yoga Mat')).toHaveTextContent('1')
    expect(screen.getByRole('button', { name: 'Open cart, 1 item', hidden: true })).toHaveAttribute('aria-expanded', 'true')
  })
})
