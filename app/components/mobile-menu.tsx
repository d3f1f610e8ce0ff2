import { Icon } from '~/components/icon'
import { lazy, Suspense } from 'react'
import { useDeferredDialog } from '~/components/ui/deferred-dialog'

const loadDrawer = () => import('~/components/mobile-menu-drawer')
const MobileMenuDrawer = lazy(loadDrawer)

/** The menu button of small screens; the drawer's code loads when it is first needed. */
export function MobileMenu() {
  const dialog = useDeferredDialog(loadDrawer)
  return (
    <>
      <button
        {...dialog.triggerProps}
        className="-ml-2 flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 lg:hidden"
      >
        <Icon name="menu" className="size-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={dialog.open} onOpenChange={dialog.setOpen} returnFocus={dialog.returnFocus} />
        </Suspense>
      ) : null}
    </>
  )
}
