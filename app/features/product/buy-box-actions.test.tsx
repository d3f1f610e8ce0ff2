// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type CartItem, useCartStore } from '~/features/cart/store'
import { BuyBox } from './buy-box'
import { runBuyBox } from './buy-box-actions'

const line: CartItem = {
  product: { id: 'gid://shopify/Product/1', handle: 'tester', title: 'Tester', image: null },
  variantId: 'gid://shopify/ProductVariant/1',
  variantTitle: 'Default Title',
  price: { amount: '35.00', currencyCode: 'SGD' },
  compareAtPrice: null,
  selectedOptions: [],
  quantity: 1,
}

let stop = () => {}
function box(forSale = true) {
  document.body.innerHTML = `<div id="buy">${renderToStaticMarkup(<BuyBox title="Tester" label={forSale ? 'Add to Cart' : 'Out of Stock'} forSale={forSale} />)}</div>`
  const root = document.getElementById('buy')!
  stop = runBuyBox(root, () => (forSale ? line : null))
  const input = root.querySelector('input')!
  const [decrease, increase] = [...root.querySelectorAll<HTMLButtonElement>('[data-step]')]
  const [add, barAdd] = [...root.querySelectorAll<HTMLButtonElement>('[data-buy]')]
  const message = () => document.getElementById(`${input.id}-message`)!.textContent
  const type = (text: string) => {
    input.value = text
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  const enter = () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  return { input, decrease: decrease!, increase: increase!, add: add!, barAdd, message, type, enter }
}
const added = () => useCartStore.getState().items.map((i) => i.quantity)

beforeEach(() => useCartStore.setState({ items: [], drawerOpen: false }))
afterEach(() => stop())

describe('runBuyBox', () => {
  it('steps the quantity within its range and adds that many, from the box or the buy bar', () => {
    const { input, decrease, increase, add, barAdd } = box()
    expect(decrease.disabled).toBe(true)
    increase.click()
    increase.click()
    expect(input.value).toBe('3')
    expect(decrease.disabled).toBe(false)
    add.click()
    expect(added()).toEqual([3])
    expect(useCartStore.getState().drawerOpen).toBe(true)
    barAdd!.click()
    expect(added()).toEqual([6])
  })

  it('keeps text that is no number, with a message, and adds nothing until it is corrected', () => {
    const { input, add, message, type } = box()
    type('two')
    add.click()
    expect(message()).toBe('Enter a whole number from 1 to 99.')
    expect(input.value).toBe('two')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-message`)
    expect(added()).toEqual([])
    type('2')
    expect(message()).toBe('')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    add.click()
    expect(added()).toEqual([2])
  })

  it('clamps a number out of range when the field is left, says so, and the next Add adds the clamped quantity', () => {
    const { input, increase, add, message, type } = box()
    type('150')
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(input.value).toBe('99')
    expect(message()).toBe('You can add at most 99 at a time; the quantity is set to 99.')
    expect(increase.disabled).toBe(true)
    // The first Add only shows the message; the next adds.
    add.click()
    expect(added()).toEqual([])
    add.click()
    expect(added()).toEqual([99])
  })

  it('a number typed over the clamped one is the shopper’s answer to the message: it clears, and Add adds that many', () => {
    const { input, add, message, type } = box()
    type('150')
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(message()).toBe('You can add at most 99 at a time; the quantity is set to 99.')
    type('4')
    add.click()
    expect(message()).toBe('')
    expect(input.value).toBe('4')
    expect(added()).toEqual([4])
  })

  it('keeps within what the cart has room for, and says when it has none', () => {
    const { input, message, type, enter } = box()
    useCartStore.setState({ items: [{ ...line, quantity: 3 }] })
    type('97')
    enter()
    expect(input.value).toBe('96')
    expect(message()).toBe('Only 96 more fit in your cart; the quantity is set to 96.')
    expect(added()).toEqual([3])
    useCartStore.setState({ items: [{ ...line, quantity: 99 }] })
    type('1')
    enter()
    expect(message()).toMatch(/^Your cart already holds the most it can of this item/)
    expect(added()).toEqual([99])
  })

  it('offers nothing to add for a variant not for sale', () => {
    const { input, add, increase, barAdd } = box(false)
    expect(input.disabled).toBe(true)
    expect(add.disabled && increase.disabled).toBe(true)
    expect(barAdd).toBeUndefined()
  })
})
