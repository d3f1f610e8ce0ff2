import { useRef, useState } from 'react'

/**
 * State of a dialog whose code loads on first use: the trigger is a plain button, the dialog's
 * module starts loading when the pointer or focus reaches it, and mounts on the first click.
 * Focus goes back to the trigger when the dialog closes.
 */
export function useDeferredDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
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
    /** For Radix Dialog.Content's onCloseAutoFocus. */
    returnFocus: (event: Event) => {
      event.preventDefault()
      triggerRef.current?.focus()
    },
  }
}
