// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartButton } from './cart-button'
import { useDiscountStore } from './discount-store'
import { useCartStore } from './store'
import { moneyOf } from '#shared/money'

const line = (quantity: number) => ({
  product: { id: 'p1', handle: 'flat-sheet', title: 'Flat Sheet', image: null },
  variantId: 'v1',
  variantTitle: 'Queen',
  price: { amount: '100.00', currencyCode: 'SGD' },
  quantity,
  selectedOptions: [],
})

type Sent = { lines: { merchandiseId: string; quantity: number }[]; discountCode?: string }

/** /api/checkout as the shop answers it: the store's verdict on the code for the lines sent. */
function storeAnswering(verdict: (code: string) => { applicable: boolean; reason: string | null }) {
  const sent: Sent[] = []
  let made = 0
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent
    // The cart's own request for its delivery rates, once shown, carries no code: only those with one are counted.
    if (body.discountCode !== undefined) sent.push(body)
    const subtotal = body.lines.reduce((n, l) => n + 100 * l.quantity, 0)
    const { applicable, reason } = verdict(body.discountCode!)
    const money = (n: number) => moneyOf(n, 'SGD')
    return Response.json({
      cartId: `gid://shopify/Cart/c${++made}?key=k`,
      checkoutUrl: `http://shop.test/cart/c/c${made}?key=k`,
      subtotal: money(subtotal),
      total: money(applicable ? subtotal * 0.9 : subtotal),
      discountedTotal: money(applicable ? subtotal * 0.9 : subtotal),
      discount: body.discountCode === undefined ? null : { code: body.discountCode, applicable, reason },
      giftCards: [],
      delivery: [],
    })
  })
  return sent
}

/** The header's cart button with its drawer open, as an add to the cart leaves it. */
function renderDrawer() {
  useCartStore.setState({ drawerOpen: true })
  const Stub = createRoutesStub([{ path: '/', Component: CartButton }])
  return render(<Stub />)
}

describe('discount code in the cart drawer', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: true })
    useDiscountStore.setState({ applied: null })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says the cart is empty when a code is applied to an empty cart', async () => {
    const sent = storeAnswering(() => ({ applicable: true, reason: null }))
    renderDrawer()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Discount code'), 'GW10-ABC')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart is empty')
    expect(screen.getByLabelText('Discount code')).toHaveValue('GW10-ABC')
    expect(sent).toEqual([])
  })

  it('refuses a 200-character code with a message, keeping what was typed', async () => {
    const sent = storeAnswering(() => ({ applicable: true, reason: null }))
    useCartStore.setState({ items: [line(1)] })
    renderDrawer()
    const user = userEvent.setup()
    const field = screen.getByLabelText('Discount code')
    await user.click(field)
    await user.paste('X'.repeat(200))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 40 characters')
    expect(field).toHaveValue('X'.repeat(200))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('sends a code typed in lower case with spaces as the store knows it, and shows the discounted total', async () => {
    const sent = storeAnswering(() => ({ applicable: true, reason: null }))
    useCartStore.setState({ items: [line(1)] })
    renderDrawer()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Discount code'), ' gw10 - abc ')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const applied = await screen.findByTestId('cart-discount')
    expect(sent[0]).toEqual({ lines: [{ merchandiseId: 'v1', quantity: 1 }], discountCode: 'GW10-ABC', country: 'SG' })
    expect(within(applied).getByText('GW10-ABC applied')).toBeInTheDocument()
    expect(within(applied).getByTestId('cart-discount-amount')).toHaveTextContent('−SGD 10.00')
    expect(within(applied).getByTestId('cart-discounted-total')).toHaveTextContent('SGD 90.00')
    // Checkout opens the very cart the code was checked on.
    expect(useCartStore.getState().cartId).toBe(useDiscountStore.getState().applied!.cartId)
    expect(useCartStore.getState().checkoutUrl).toMatch(/^http:\/\/shop.test\/cart\/c\/c\d+\?key=k$/)

    // New lines: the code is checked again for the new cart.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Flat Sheet' }))
    await waitFor(() => expect(screen.getByTestId('cart-discounted-total')).toHaveTextContent('SGD 180.00'))
    expect(sent[1]).toEqual({ lines: [{ merchandiseId: 'v1', quantity: 2 }], discountCode: 'GW10-ABC', country: 'SG' })

    // Removing the code forgets the cart made with it (the cart shown then asks the store for one without it).
    const withCode = useCartStore.getState().checkoutUrl
    await user.click(screen.getByRole('button', { name: 'Remove discount code GW10-ABC' }))
    expect(screen.queryByTestId('cart-discount')).toBeNull()
    expect(useCartStore.getState().checkoutUrl).not.toBe(withCode)
  })

  it("shows the store's reason when it refuses the code", async () => {
    storeAnswering(() => ({ applicable: false, reason: 'DISCOUNT_USAGE_LIMIT_REACHED' }))
    useCartStore.setState({ items: [line(1)] })
    renderDrawer()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Discount code'), 'GW10-USED')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has already been used.')
    expect(screen.getByLabelText('Discount code')).toHaveValue('GW10-USED')
    expect(screen.queryByTestId('cart-discounted-total')).toBeNull()
  })
})
