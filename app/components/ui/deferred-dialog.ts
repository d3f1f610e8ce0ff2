import { useRef, useState } from 'react'

/**
 * State of a dialog whose code loads on first use: the trigger is a plain button, the dialog's
 * module starts loading when the pointer or focus reaches it, and mounts on the first click.
 * Focus goes back to the trigger when the dialog closes, whatever opened it. `state` makes the
 * open state someone else's (the cart drawer also opens when something is added).
 */
export function useDeferredDialog(load: () => Promise<unknown>, state?: { open: boolean; setOpen: (open: boolean) => void }) {
  const [ownOpen, setOwnOpen] = useState(false)
  const [wasOpened, setMounted] = useState(false)
  const open = state ? state.open : ownOpen
  const setOpen = state ? state.setOpen : setOwnOpen
  // Stays mounted once opened, however it was opened, so closing can hand focus back.
  if (open && !wasOpened) setMounted(true)
  const mounted = wasOpened || open
  const triggerRef = useRef<HTMLButtonElement>(null)
  const preload = () => void load()

  return {
    open,
    setOpen,
    mounted,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setMounted(true)
        setOpen(true)
      },
    },
    /** For the Drawer's returnFocus: the trigger, even when something else opened the dialog. */
    returnFocus: () => triggerRef.current?.focus(),
  }
}
