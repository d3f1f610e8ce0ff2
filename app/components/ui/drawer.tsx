import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { Icon } from '~/components/icon'
import { cn } from '~/lib/cn'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes once the drawer has closed (the trigger, see useDrawerTrigger). */
  returnFocus: () => void
  side: 'left' | 'right'
  title: ReactNode
  closeLabel: string
  /** Read by assistive technology only; without it the drawer has no description. */
  description?: string
  className?: string
  children: ReactNode
}

// The user agent's dialog box (margins, border, padding, max sizes) is undone: a full-height panel.
// `open:flex`, not `flex`: a display of its own would show the dialog when closed. The backdrop's
// colour is written out: ::backdrop does not inherit the theme's variables in every browser.
const panel =
  'fixed inset-y-0 m-0 h-dvh max-h-none flex-col border-0 bg-white p-0 text-stone-800 shadow-2xl open:flex backdrop:animate-fade-in backdrop:bg-[rgb(0_0_0/0.4)]'
const sides = {
  left: 'animate-drawer-left right-auto left-0 w-[85vw] max-w-sm',
  right: 'right-0 left-auto w-[92vw] max-w-md',
}

/**
 * A modal panel from the side of the screen: a `<dialog>` shown as a popover, in the top layer over
 * a backdrop, with focus moved in and kept inside; Escape, a phone's Back and a tap beside it close
 * it. It is not opened with showModal(): that makes the rest of the page inert in the tap itself,
 * and the browser restyles all of the page (some 580 elements) before it can paint the drawer,
 * most of the tap's time. The page behind becomes inert once the drawer has been painted
 * (`useInertBehind`). Rendered in the browser only, closed, before the first tap (see
 * useDrawerTrigger), in a portal on the body.
 */
export function Drawer({ open, onOpenChange, returnFocus, side, title, closeLabel, description, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // `open` is the truth and every way of closing turns it false at once. The dialog's `close` event
  // comes a task later: a shopper who closes with Escape and reopens straight away would otherwise
  // press the trigger while `open` is still true, and the late event would then close it for good.
  // Opened before the browser paints, whatever set `open` (a tap, or an add from a product card).
  // Whether the popover is showing: set as it is shown, cleared as anything closes it (`beforetoggle`).
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
  useScrollLock(open)
  const releasePage = useInertBehind(open, ref)

  // In a portal, as the page's last child: nothing of the header (its landmark, its styles) around it.
  return createPortal(
    // A click on the backdrop and Tab at the edges are the dialog's own behaviour, not a control's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      onClick={(event) => {
        if (isOnBackdrop(event.currentTarget, event)) onOpenChange(false)
      }}
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
        if (event.newState !== 'closed' || shown.current) return
        releasePage()
        returnFocus()
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

/** A click on the backdrop reaches the dialog itself, outside its box: it closes, as a tap beside a drawer does. */
function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== dialog) return false
  const box = dialog.getBoundingClientRect()
  return !(event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom)
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * Tab wraps round inside: a modal dialog makes the page inert, but Tab past its last control
 * would leave for the browser's toolbar (WAI-ARIA's dialog pattern keeps it in the dialog).
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility())
  const first = focusable[0]
  const last = focusable.at(-1)
  const edge = event.shiftKey ? first : last
  if (!edge || document.activeElement !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? last : first)?.focus()
}

/**
 * The page behind the open drawer is inert, as behind a modal dialog, from the frame after the
 * drawer is painted: making some 580 elements inert restyles all of them, which would otherwise
 * delay the drawer itself. Until then the backdrop covers the page and Tab stays inside. Returns
 * what gives the page back at once (before focus returns to it).
 */
function useInertBehind(open: boolean, drawer: RefObject<HTMLDialogElement | null>) {
  const made = useRef<HTMLElement[]>([])
  const release = useCallback(() => {
    for (const element of made.current.splice(0)) element.inert = false
  }, [])
  useEffect(() => {
    if (!open) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A task after the next frame: after the drawer's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        for (const element of document.body.children) {
          if (element === drawer.current || !(element instanceof HTMLElement) || element.inert) continue
          element.inert = true
          made.current.push(element)
        }
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      release()
    }
  }, [open, drawer, release])
  return release
}

/**
 * The page behind does not scroll while the drawer is open, and nothing shifts as its scrollbar
 * goes: the page is padded by the scrollbar's width. That width is measured after the browser has
 * laid the page out (a ResizeObserver on the root, as the page or the window changes size), never
 * in the tap that opens the drawer, which so reads no layout and writes two styles.
 */
function useScrollLock(locked: boolean) {
  const scrollbar = useRef(0)
  useEffect(() => {
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      // Not while locked: the page is then as wide as the window, by its padding.
      if (root.style.overflow !== 'hidden' && entry) scrollbar.current = Math.max(0, window.innerWidth - entry.borderBoxSize[0]!.inlineSize)
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [])
  useEffect(() => {
    if (!locked) return
    const { style } = document.documentElement
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight }
    style.overflow = 'hidden'
    if (scrollbar.current > 0) style.paddingRight = `${scrollbar.current}px`
    return () => {
      style.overflow = previous.overflow
      style.paddingRight = previous.paddingRight
    }
  }, [locked])
}
