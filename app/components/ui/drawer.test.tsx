// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Drawer } from './drawer'

function Harness({ returnFocus = () => {} }: { returnFocus?: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Drawer open={open} onOpenChange={setOpen} returnFocus={returnFocus} side="right" title="Your Cart" closeLabel="Close cart" description="The lines">
        <a href="/shop-all">Browse</a>
        <button type="button">Checkout</button>
      </Drawer>
    </>
  )
}

describe('drawer', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toHaveAccessibleDescription('The lines')
  })

  it('locks the page scroll while open and gives it back on close, then returns focus', () => {
    const returnFocus = vi.fn()
    render(<Harness returnFocus={returnFocus} />)
    expect(document.documentElement.style.overflow).toBe('hidden')
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    expect(returnFocus).toHaveBeenCalledOnce()
  })

  it('closes on a click outside its box (the backdrop), not on one inside', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog')
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 600, y: 0, width: 400, height: 800 }))
    fireEvent.click(dialog, { clientX: 700, clientY: 300 })
    expect(dialog).toHaveAttribute('open')
    fireEvent.click(dialog, { clientX: 100, clientY: 300 })
    expect(dialog).not.toHaveAttribute('open')
  })

  it('wraps Tab round from the last control to the first, and Shift+Tab back', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog')
    const first = screen.getByRole('button', { name: 'Close cart' })
    const last = screen.getByRole('button', { name: 'Checkout' })
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(first).toHaveFocus()
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(last).toHaveFocus()
  })

  it('Escape closes it at once; opened again before the close event arrives, it stays open', () => {
    const returnFocus = vi.fn()
    render(<Harness returnFocus={returnFocus} />)
    const dialog = screen.getByRole('dialog')
    // The browser asks with `cancel`, closes, and sends `close` a task later.
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(dialog).not.toHaveAttribute('open')
    fireEvent.click(screen.getByRole('button', { name: 'Open cart' }))
    expect(dialog).toHaveAttribute('open')
    fireEvent(dialog, new Event('close'))
    expect(dialog).toHaveAttribute('open')
    // Focus went back once, when it closed; not again for the late event.
    expect(returnFocus).toHaveBeenCalledOnce()
  })
})
