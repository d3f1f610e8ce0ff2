// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
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

  it('opens on its first control and returns focus on close', async () => {
    const returnFocus = vi.fn()
    render(<Harness returnFocus={returnFocus} />)
    expect(screen.getByRole('button', { name: 'Close cart' })).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Focus goes back as the popover's toggle event comes, a task later.
    await waitFor(() => expect(returnFocus).toHaveBeenCalledOnce())
  })

  it('makes the page behind inert only after the drawer is painted, and gives it back on close', async () => {
    render(<Harness />)
    const page = screen.getByRole('button', { name: 'Open cart' }).parentElement!
    // Not in the tap that opens it: that would restyle the whole page before the drawer is drawn.
    expect(page.inert).toBe(false)
    await waitFor(() => expect(page.inert).toBe(true))
    expect(screen.getByRole('dialog').inert).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }))
    expect(page.inert).toBe(false)
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

  it('closed by the browser (Escape, Back, a tap outside) it closes at once; opened again before the toggle event arrives, it stays open', async () => {
    const returnFocus = vi.fn()
    render(<Harness returnFocus={returnFocus} />)
    const dialog = screen.getByRole('dialog')
    // What the browser does then: it hides the popover, with `beforetoggle` first and `toggle` a task later.
    dialog.hidePopover()
    expect(dialog).not.toHaveAttribute('open')
    fireEvent.click(screen.getByRole('button', { name: 'Open cart' }))
    expect(dialog).toHaveAttribute('open')
    // The late toggle event neither closes it nor sends focus away from it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(dialog).toHaveAttribute('open')
    expect(returnFocus).not.toHaveBeenCalled()
  })
})
