// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Drawer } from './drawer'

/** A drawer open from the start, as the cart's is after an add; its trigger the "Open cart" button. */
function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <Drawer
      state={{ open, setOpen }}
      trigger={(props) => <button {...props}>Open cart</button>}
      side="right"
      title="Your Cart"
      closeLabel="Close cart"
      description="The lines"
    >
      <a href="/shop-all">Browse</a>
      <button type="button">Checkout</button>
    </Drawer>
  )
}

/** A drawer of its own state, closed until its trigger is pressed. */
function Closed() {
  return (
    <main>
      <Drawer trigger={(props) => <button {...props}>Size guide</button>} side="right" title="Size guide" closeLabel="Close the size guide">
        {({ close }) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      </Drawer>
    </main>
  )
}

describe('drawer', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toHaveAccessibleDescription('The lines')
  })

  it('opens on its first control and returns focus to its trigger on close', async () => {
    render(<Harness />)
    expect(screen.getByRole('button', { name: 'Close cart' })).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Focus goes back as the popover's toggle event comes, a task later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus())
  })

  it("renders on the server: its trigger in the page's HTML, its panel left for the browser", () => {
    const html = renderToString(<Closed />)
    expect(html).toContain('Size guide</button>')
    expect(html).not.toContain('<dialog')
  })

  it('renders nothing of its panel until the page is idle, then opens on its trigger and closes from inside', async () => {
    const { container } = render(<Closed />)
    const trigger = screen.getByRole('button', { name: 'Size guide' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // Hidden in its Activity: in the DOM once React has rendered it at idle priority, closed.
    await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull())
    expect(container.querySelector('dialog')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toHaveAttribute('open')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(trigger).toHaveFocus())
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
    render(<Harness />)
    const dialog = screen.getByRole('dialog')
    // What the browser does then: it hides the popover, with `beforetoggle` first and `toggle` a task later.
    dialog.hidePopover()
    expect(dialog).not.toHaveAttribute('open')
    fireEvent.click(screen.getByRole('button', { name: 'Open cart' }))
    expect(dialog).toHaveAttribute('open')
    // The late toggle event neither closes it nor sends focus away from it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(dialog).toHaveAttribute('open')
    expect(screen.getByRole('button', { name: 'Open cart' })).not.toHaveFocus()
  })
})
