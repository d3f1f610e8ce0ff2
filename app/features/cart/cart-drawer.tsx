import { ShoppingBag, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { cartCopy } from '~/features/cart/copy'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void }

/** The cart drawer, a modal dialog from the right. */
export default function CartDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[92vw] max-w-md flex-col bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="font-display text-xl font-bold text-stone-900">{cartCopy.title}</Dialog.Title>
            <Dialog.Close className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{cartCopy.close}</span>
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <ShoppingBag className="size-12 text-stone-300" aria-hidden="true" />
            <Dialog.Description className="text-lg font-semibold text-stone-900">{cartCopy.empty}</Dialog.Description>
            <p className="text-sm text-stone-600">{cartCopy.emptyHint}</p>
            <Link to="/shop-all" onClick={() => onOpenChange(false)} className={buttonClass({ className: 'mt-2' })}>
              {cartCopy.browse}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
