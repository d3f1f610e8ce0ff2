// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { type CartItem, useCartStore } from '~/features/cart/store'
import type { ProductVariant } from '~/lib/storefront/types'
import { BuyBox } from './buy-box'

const product = { id: 'gid://shopify/Product/1', handle: 'tester', title: 'Tester', images: [] }
const variant: ProductVariant = {
  id: 'gid://shopify/ProductVariant/1',
  title: 'Default Title',
  availableForSale: true,
  price: { amount: '35.00', currencyCode: 'SGD' },
  compareAtPrice: null,
  selectedOptions: [],
  image: null,
}
const line = (quantity: number): CartItem => ({
  product: { id: product.id, handle: product.handle, title: product.title, image: null },
  variantId: variant.id,
  variantTitle: variant.title,
  price: variant.price,
  compareAtPrice: null,
  selectedOptions: [],
  quantity,
})

function box(chosen: ProductVariant = variant, path = '/product/tester') {
  const Page = createRoutesStub([
    {
      path: '*',
      Component: () => <BuyBox product={product} variant={chosen} price="SGD 35.00" end={createRef()} />,
    },
  ])
  render(<Page initialEntries={[path]} />)
  return {
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: 'Quantity' }),
    decrease: screen.getByRole('button', { name: 'Decrease quantity' }),
    increase: screen.getByRole('button', { name: 'Increase quantity' }),
    message: screen.getByRole('status'),
  }
}
const added = () => useCartStore.getState().items.map((i) => i.quantity)

beforeEach(() => {
  localStorage.clear()
  useCartStore.setState({ items: [], drawerOpen: false, justAdded: null })
})

describe('BuyBox', () => {
  it('steps the quantity within its range, adds that many and opens the cart drawer at once', async () => {
    const { user, field, decrease, increase } = box()
    expect(decrease).toBeDisabled()
    await user.click(increase)
    await user.click(increase)
    expect(field).toHaveValue('3')
    expect(decrease).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(added()).toEqual([3])
    expect(useCartStore.getState()).toMatchObject({ drawerOpen: true, justAdded: { variantId: variant.id, title: 'Tester' } })
  })

  it('keeps text that is no number, with a message, and adds nothing until it is corrected', async () => {
    const { user, field, message } = box()
    await user.clear(field)
    await user.type(field, 'two')
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(message).toHaveTextContent('Enter a whole number from 1 to 99.')
    expect(field).toHaveValue('two')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Enter a whole number from 1 to 99.')
    expect(added()).toEqual([])
    await user.clear(field)
    expect(message).toBeEmptyDOMElement()
    await user.type(field, '2{Enter}')
    expect(added()).toEqual([2])
  })

  it('clamps a number out of range when the field is left, says so, and the next Add adds the clamped quantity', async () => {
    const { user, field, increase, message } = box()
    await user.clear(field)
    await user.type(field, '150')
    await user.tab()
    expect(field).toHaveValue('99')
    expect(message).toHaveTextContent('You can add at most 99 at a time; the quantity is set to 99.')
    expect(increase).toBeDisabled()
    const add = screen.getByRole('button', { name: 'Add to Cart' })
    // The first Add only shows the message; the next adds.
    await user.click(add)
    expect(added()).toEqual([])
    await user.click(add)
    expect(added()).toEqual([99])
  })

  it('keeps within what the cart has room for, and says when it has none', async () => {
    useCartStore.setState({ items: [line(3)] })
    const { user, field, message } = box()
    await user.clear(field)
    await user.type(field, '97{Enter}')
    expect(field).toHaveValue('96')
    expect(message).toHaveTextContent('Only 96 more fit in your cart; the quantity is set to 96.')
    expect(added()).toEqual([3])
    useCartStore.setState({ items: [line(99)] })
    await user.clear(field)
    await user.type(field, '1{Enter}')
    expect(message).toHaveTextContent(/^Your cart already holds the most it can of this item/)
    expect(added()).toEqual([99])
  })

  it('offers nothing to add for a variant that is sold out', () => {
    const { field, increase } = box({ ...variant, availableForSale: false })
    expect(field).toBeDisabled()
    expect(increase).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Buy it now' })).toBeNull()
  })

  it("Buy it now posts the variant and the typed quantity to the page's market, and sends nothing while the quantity is no number", async () => {
    const { user, field } = box(variant, '/en-my/product/tester')
    const buy = screen.getByRole('button', { name: 'Buy it now' })
    const form = buy.closest('form')!
    expect(form.getAttribute('action')).toBe('/en-my/buy-now')
    expect(form.method).toBe('post')
    // The field sits outside the form and is posted with it.
    expect(new FormData(form).get('variantId')).toBe(variant.id)
    const submitted: boolean[] = []
    window.addEventListener('submit', (event) => (submitted.push(!event.defaultPrevented), event.preventDefault()))
    await user.clear(field)
    await user.type(field, 'two')
    await user.click(buy)
    expect(submitted).toEqual([false])
    expect(screen.getByRole('status')).toHaveTextContent('Enter a whole number from 1 to 99.')
    await user.clear(field)
    await user.type(field, '4')
    await user.click(buy)
    expect(submitted).toEqual([false, true])
    expect((form.ownerDocument.querySelector(`input[name="quantity"][form="${form.id}"]`) as HTMLInputElement).value).toBe('4')
    expect(useCartStore.getState().items).toEqual([])
  })
})
