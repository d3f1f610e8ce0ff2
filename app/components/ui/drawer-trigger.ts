import { useRef, useState } from 'react'

/**
 * The state of a drawer and the props of the button that opens it. The drawer sits in an
 * `<Activity mode={drawer.mode}>`: hidden, React leaves it out of the server's HTML and renders it
 * in the browser at idle priority once the page has hydrated (no long task), so the first tap only
 * reveals it. It stays visible from its first opening on: a closed `<dialog>` shows nothing, and
 * hiding one that is open would leave it in the top layer and the page behind it inert. Focus goes
 * back to the trigger when the drawer closes, whatever opened it. `state` makes the open state
 * someone else's (the cart drawer also opens when something is added).
 */
export function useDrawerTrigger<Trigger extends HTMLElement = HTMLButtonElement>(state?: { open: boolean; setOpen: (open: boolean) => void }) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = state ? state.open : ownOpen
  const setOpen = state ? state.setOpen : setOwnOpen
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  const triggerRef = useRef<Trigger>(null)

  return {
    open,
    setOpen,
    mode: open || opened ? ('visible' as const) : ('hidden' as const),
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => setOpen(true),
    },
    /** For the Drawer's returnFocus: the trigger, even when something else opened the drawer. */
    returnFocus: () => triggerRef.current?.focus(),
  }
}
