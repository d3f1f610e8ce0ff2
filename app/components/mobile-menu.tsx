import { Icon } from '~/components/icon'
import { MobileMenuNav } from '~/components/mobile-menu-nav'
import { LogoMark } from '~/components/logo'
import { Drawer } from '~/components/ui/drawer'
import { brand } from '#shared/identity'
import { useCopy } from '~/i18n/use-copy'

/** The menu button of small screens and its drawer, rendered (closed) at idle priority once the page has hydrated. */
export function MobileMenu() {
  const { menuCopy } = useCopy('layout')
  return (
    <Drawer
      trigger={(props) => (
        <button {...props} className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 lg:hidden">
          <Icon name="menu" className="size-6" aria-hidden="true" />
          <span className="sr-only">{menuCopy.open}</span>
        </button>
      )}
      side="left"
      closeLabel={menuCopy.close}
      description={menuCopy.description}
      title={
        <span className="flex items-center gap-2 text-lg text-brand-800">
          <LogoMark className="size-7" />
          {brand.name}
        </span>
      }
    >
      {({ close }) => <MobileMenuNav close={close} />}
    </Drawer>
  )
}
