import { Activity } from 'react'
import { Icon } from '~/components/icon'
import { MobileMenuDrawer } from '~/components/mobile-menu-drawer'
import { useDrawerTrigger } from '~/components/ui/drawer-trigger'
import { menuCopy } from '~/content/layout'

/** The menu button of small screens and its drawer, rendered (closed) at idle priority once the page has hydrated. */
export function MobileMenu() {
  const drawer = useDrawerTrigger()
  return (
    <>
      <button
        {...drawer.triggerProps}
        className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 lg:hidden"
      >
        <Icon name="menu" className="size-6" aria-hidden="true" />
        <span className="sr-only">{menuCopy.open}</span>
      </button>
      <Activity mode={drawer.mode}>
        <MobileMenuDrawer open={drawer.open} onOpenChange={drawer.setOpen} returnFocus={drawer.returnFocus} />
      </Activity>
    </>
  )
}
