import { ShoppingBag } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useDeferredDialog } from '~/components/ui/deferred-dialog'
import { cartCopy } from '~/features/cart/copy'

const loadDrawer = () => import('~/features/cart/cart-drawer')
const CartDrawer = lazy(loadDrawer)

/** The header cart button; the drawer's code loads when it is first needed. */
export function CartButton() {
  const dialog = useDeferredDialog(loadDrawer)
  const count = 0
  return (
    <>
      <button
        {...dialog.triggerProps}
        className="relative flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
      >
        <ShoppingBag className="size-6" aria-hidden="true" />
        <span className="sr-only">{cartCopy.open(count)}</span>
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <CartDrawer open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} />
        </Suspense>
      ) : null}
    </>
  )
}
