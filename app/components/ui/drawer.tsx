import { Activity, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { Icon } from '~/components/icon'
import { cn } from '~/lib/cn'

/** The props that make an element the drawer's trigger: spread them on a button (or a link, as the cart's). */
export type DrawerTriggerProps<Trigger extends HTMLElement> = {
  ref: RefObject<Trigger | null>
  type: 'button'
  'aria-haspopup': 'dialog'
  'aria-expanded': boolean
  onClick: () => void
}

type PanelProps = {
  side: 'left' | 'right'
  title: ReactNode
  closeLabel: string
  /** Read by assistive technology only; without it the drawer has no description. */
  description?: string
  className?: string
}

type DrawerProps<Trigger extends HTMLElement> = PanelProps & {
  /** The element that opens it, given the props that make it do so. */
  trigger: (props: DrawerTriggerProps<Trigger>) => ReactNode
  /** Whose open state it is when not its own (the cart's, which an add anywhere opens too). */
  state?: { open: boolean; setOpen: (open: boolean) => void }
  /** Its contents; as a function, told whether it is open and how to close it (a link inside closes it). */
  children: ReactNode | ((drawer: { open: boolean; close: () => void }) => ReactNode)
}

/**
 * A drawer and the element that opens it, in one: all a page adds is this component. The panel
 * sits in an `<Activity>` hidden until the first opening: React leaves it out of the server's HTML
 * (its portal could not render there) and renders it in the browser at idle priority once the page
 * has hydrated (no long task), so the first tap only reveals it. It stays visible from its first
 * opening on: a closed `<dialog>` shows nothing, and hiding one that is open would leave it in the
 * top layer and the page behind it inert. Focus goes back to the trigger when it closes, whatever
 * opened it.
 */
export function Drawer<Trigger extends HTMLElement = HTMLButtonElement>({ trigger, state, children, ...panel }: DrawerProps<Trigger>) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = state ? state.open : ownOpen
  const setOpen = state ? state.setOpen : setOwnOpen
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  const triggerRef = useRef<Trigger>(null)
  const close = () => setOpen(false)
  return (
    <>
      {trigger({ ref: triggerRef, type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open, onClick: () => setOpen(true) })}
      <Activity mode={open || opened ? 'visible' : 'hidden'}>
        <Panel {...panel} open={open} onOpenChange={setOpen} returnFocus={() => triggerRef.current?.focus()}>
          {typeof children === 'function' ? children({ open, close }) : children}
        </Panel>
      </Activity>
    </>
  )
}

type Props = PanelProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes once the drawer has closed: the trigger. */
  returnFocus: () => void
  children: ReactNode
}

// The user agent's dialog box (margins, border, padding, max sizes) is undone: a full-height panel.
// `open:flex`, not `flex`: a display of its own would show the dialog when closed. The backdrop's
// colour is written out: ::backdrop does not inherit the theme's variables in every browser.
const panel =
  'fixed inset-y-0 m-0 h-dvh max-h-none flex-col border-0 bg-white p-0 text-stone-800 shadow-2xl open:flex backdrop:animate-fade-in backdrop:bg-[rgb(0_0_0/0.4)]'
const sides = {
  left: 'motion-safe:animate-drawer-left right-auto left-0 w-[85vw] max-w-sm',
  right: 'right-0 left-auto w-[92vw] max-w-md',
}

/**
 * The panel: a modal panel from the side of the screen, a `<dialog>` shown as a popover, in the top layer over
 * a backdrop, with focus moved in and kept inside; Escape, a phone's Back and a tap beside it close
 * it. It is not opened with showModal(): that makes the rest of the page inert in the tap itself,
 * and the browser restyles all of the page (some 580 elements) before it can paint the drawer,
 * most of the tap's time. The page behind becomes inert once the drawer has been painted.
 * Rendered in the browser only, closed, before the first tap, in a portal on the body: only
 * `Drawer` renders it, inside its hidden Activity, so no page can render it on the server.
 */
function Panel({ open, onOpenChange, returnFocus, side, title, closeLabel, description, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // `open` is the truth and every way of closing turns it false at once (the popover's `toggle`
  // event comes a task later: a shopper who closes with Escape and reopens straight away would
  // otherwise press the trigger while `open` is still true). `shown` is whether the popover is
  // showing. Opened before the browser paints, whatever set `open` (a tap, or an add from a card).
  const shown = useRef(false)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !shown.current) {
      shown.current = true
      dialog.showPopover()
      // Where a modal dialog puts it: on its first control (the close button).
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    }
    if (!open && shown.current) {
      shown.current = false
      dialog.hidePopover()
    }
  }, [open])
  // The page behind becomes inert as behind a modal dialog, from a task after the next frame (after
  // the drawer's paint): that restyles all of the page's elements, which would otherwise delay the
  // drawer. Until then the backdrop covers the page and Tab stays inside. It is given back as the
  // drawer closes, before focus returns to the page (a close is a synchronous render, whose effects
  // React runs at once).
  useEffect(() => {
    if (!open) return
    const page = [...document.body.children].filter((e): e is HTMLElement => e instanceof HTMLElement && e !== ref.current && !e.inert)
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => page.forEach((e) => (e.inert = true)))))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      page.forEach((e) => (e.inert = false))
    }
  }, [open])

  // In a portal, as the page's last child: nothing of the header (its landmark, its styles) around it.
  return createPortal(
    <dialog
      ref={ref}
      onKeyDown={(event) => keepFocusInside(event.currentTarget, event)}
      popover="auto"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape, a phone's Back gesture or a tap outside (the popover's light dismiss) close it at once.
      onBeforeToggle={(event) => {
        if (event.newState !== 'closed' || !shown.current) return
        // The browser closes it: the state follows before anything else, so a tap that opens it
        // again at once finds it closed.
        shown.current = false
        flushSync(() => onOpenChange(false))
      }}
      // Every way of closing ends here, a task later; a drawer opened again meanwhile stays open.
      onToggle={(event) => {
        if (event.newState === 'closed' && !shown.current) returnFocus()
      }}
      className={cn(panel, sides[side], className)}
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">
          {title}
        </h2>
        <button type="button" onClick={() => onOpenChange(false)} className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100">
          <Icon name="x" className="size-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="sr-only">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>,
    document.body,
  )
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * Tab wraps round inside: a modal dialog makes the page inert, but Tab past its last control
 * would leave for the browser's toolbar (WAI-ARIA's dialog pattern keeps it in the dialog).
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility())
  if (document.activeElement !== focusable.at(event.shiftKey ? 0 : -1)) return
  event.preventDefault()
  focusable.at(event.shiftKey ? -1 : 0)?.focus()
}
