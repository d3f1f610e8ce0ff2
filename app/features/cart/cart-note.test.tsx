// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { CartNote } from './cart-note'
import { useCartStore } from './store'

describe('order note', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, note: '', checkoutNote: null, hasHydrated: true })
  })

  it('opens from its link, keeps what is typed with the cart, and says how much room is left', async () => {
    const user = userEvent.setup()
    render(<CartNote />)
    const toggle = screen.getByRole('button', { name: 'Add a note for your order' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(toggle)
    const box = screen.getByRole('textbox', { name: 'Order note' })
    await user.type(box, 'Leave at the door')
    expect(useCartStore.getState().note).toBe('Leave at the door')
    expect(screen.getByText('17 of 500 characters')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit your order note' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('holds at most 500 characters and says so when the limit is reached', async () => {
    const user = userEvent.setup()
    useCartStore.setState({ note: 'x'.repeat(499) })
    render(<CartNote />)
    // A cart with a note shows it open.
    const box = screen.getByRole('textbox', { name: 'Order note' })
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.type(box, 'yz')
    expect(useCartStore.getState().note).toHaveLength(500)
    expect(screen.getByRole('status')).toHaveTextContent('You have reached the 500-character limit.')
  })
})
