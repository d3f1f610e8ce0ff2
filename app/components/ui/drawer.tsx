import { Icon } from '~/components/icon'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when the drawer closes (the trigger, see useDeferredDialog). */
  onCloseAutoFocus: (event: Event) => void
  side: 'left' | 'right'
  title: ReactNode
  closeLabel: string
  /** Read by assistive technology only; without it the drawer has no description. */
  description?: string
  className?: string
  children: ReactNode
}

const sides = {
  left: 'animate-drawer-left left-0 w-[85vw] max-w-sm',
  right: 'right-0 w-[92vw] max-w-md',
}

/** A modal panel from the side of the screen: focus stays inside while it is open, Escape closes it. */
export function Drawer({ open, onOpenChange, onCloseAutoFocus, side, title, closeLabel, description, className, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn('fixed inset-y-0 z-50 flex flex-col bg-white shadow-2xl', sides[side], className)}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100">
              <Icon name="x" className="size-5" aria-hidden="true" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
