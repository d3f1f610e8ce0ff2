// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartButton } from './cart-button'
import { useDiscountStore } from './discount-store'
import { useCartStore } from './store'
import { useStoreCart } from './store-cart'

const line = {
  product: { id: 'p1', handle: 'flat-sheet', title: 'Flat Sheet', image: null },
  variantId: 'v1',
  variantTitle: 'Queen',
  price: { amount: '149.00', currencyCode: 'SGD' },
  quantity: 1,
  selectedOptions: [],
}
const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
const STANDARD = { handle: 'standard-shipping', title: 'Standard Shipping', description: '1-3 business days', cost: money('5.00') }

type Sent = { url: string; body: Record<string, unknown> }

/** The shop's cart endpoints as they answer: a cart per request, a gift card covering 50.00 unless it is the refused one. */
function shopAnswering() {
  const sent: Sent[] = []
  let made = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    sent.push({ url, body })
    const cart = { cartId: `gid://shopify/Cart/c${++made}?key=k`, checkoutUrl: `http://shop.test/cart/c/c${made}?key=k`, subtotal: money('149.00') }
    const free = { ...cart, total: money('149.00'), discountedTotal: money('149.00'), discount: null, giftCards: [], delivery: [STANDARD] }
    if (url !== '/api/gift-card') return Response.json(free)
    if (body.giftCardCode === 'NOPE NOPE NOPE') return Response.json({ ...free, giftCardError: 'Gift card code is invalid.' }, { status: 422 })
    const card = { id: 'gid://shopify/AppliedGiftCard/1', lastCharacters: 'WXYZ', amountUsed: money('50.00'), balance: money('50.00') }
    return Response.json({ ...free, total: money('99.00'), giftCards: [card] })
  })
  return sent
}

/** The header's cart button with its drawer open. */
function renderDrawer() {
  useCartStore.setState({ drawerOpen: true })
  const Stub = createRoutesStub([{ path: '/', Component: CartButton }])
  return render(<Stub />)
}

describe('gift cards and delivery rates in the cart drawer', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [line], cartId: null, checkoutUrl: null, isLoading: false, hasHydrated: true })
    useDiscountStore.setState({ applied: null, pending: null })
    useStoreCart.setState({ giftCardCodes: [], view: null })
  })
  afterEach(() => vi.unstubAllGlobals())

  it("shows the store's delivery rates for the cart's market once the cart is seen", async () => {
    const sent = shopAnswering()
    renderDrawer()
    const delivery = await screen.findByTestId('cart-delivery')
    expect(within(delivery).getByRole('heading', { name: 'Delivery to Singapore' })).toBeInTheDocument()
    expect(delivery).toHaveTextContent('Standard Shipping · 1-3 business days')
    expect(delivery).toHaveTextContent('SGD 5.00')
    expect(sent).toEqual([{ url: '/api/checkout', body: { lines: [{ merchandiseId: 'v1', quantity: 1 }], country: 'SG' } }])
    // That cart is the one checkout opens.
    expect(useCartStore.getState().checkoutUrl).toBe('http://shop.test/cart/c/c1?key=k')
  })

  it('applies a gift card: what it covers, its balance, and what is left to pay; a refused one keeps what was typed', async () => {
    const sent = shopAnswering()
    renderDrawer()
    const user = userEvent.setup()
    await screen.findByTestId('cart-delivery')
    await user.click(screen.getByRole('button', { name: 'Add a gift card' }))
    await user.type(screen.getByLabelText('Gift card code'), 'NOPE NOPE NOPE')
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Gift card code is invalid.')
    expect(screen.getByLabelText('Gift card code')).toHaveValue('NOPE NOPE NOPE')

    await user.clear(screen.getByLabelText('Gift card code'))
    await user.type(screen.getByLabelText('Gift card code'), 'abcd efgh jklm wxyz')
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }))
    const cards = await screen.findByRole('list', { name: 'Gift cards' })
    expect(cards).toHaveTextContent('Gift card •••• WXYZ')
    expect(cards).toHaveTextContent('Balance SGD 50.00')
    expect(within(cards).getByTestId('cart-gift-card-amount')).toHaveTextContent('−SGD 50.00')
    expect(screen.getByTestId('cart-left-to-pay')).toHaveTextContent('SGD 99.00')
    expect(useStoreCart.getState().giftCardCodes).toEqual(['ABCDEFGHJKLMWXYZ'])
    expect(sent.at(-1)!.body).toMatchObject({ giftCardCode: 'abcd efgh jklm wxyz', lines: [{ merchandiseId: 'v1', quantity: 1 }] })
  })

  it('sends nothing for a code that cannot be one, and says why', async () => {
    const sent = shopAnswering()
    renderDrawer()
    const user = userEvent.setup()
    await screen.findByTestId('cart-delivery')
    await user.click(screen.getByRole('button', { name: 'Add a gift card' }))
    await user.type(screen.getByLabelText('Gift card code'), 'AB<1>')
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('A gift card code has only letters and digits.')
    expect(screen.getByLabelText('Gift card code')).toHaveAttribute('aria-invalid', 'true')
    expect(sent.filter((s) => s.url === '/api/gift-card')).toEqual([])
  })
})
