import { useRef, useState } from 'react'
import { useHydrated } from '~/rendering/hydrated'

/**
 * The state of a drawer and the props of the button that opens it. The drawer itself is mounted,
 * closed, as soon as the page has hydrated (`mounted`), so the first tap opens it at once. Focus
 * goes back to the trigger when the drawer closes, whatever opened it. `state` makes the open
 * state someone else's (the cart drawer also opens when something is added).
 */
export function useDrawerTrigger(state?: { open: boolean; setOpen: (open: boolean) => void }) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = state ? state.open : ownOpen
  const setOpen = state ? state.setOpen : setOwnOpen
  const triggerRef = useRef<HTMLButtonElement>(null)

  return {
    open,
    setOpen,
    mounted: useHydrated(),
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
