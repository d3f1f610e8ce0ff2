import { NavLink as RouterNavLink } from '~/components/link'
import { CountrySelector } from '~/components/country-selector'
import { LogoMark } from '~/components/logo'
import { Drawer } from '~/components/ui/drawer'
import { menuCopy } from '~/content/layout'
import { mainMenu } from '~/content/navigation'
import { brand } from '#shared/identity'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void }

/** The left drawer menu on small screens: a modal dialog, so focus stays inside while open. */
export function MobileMenuDrawer({ open, onOpenChange, returnFocus }: Props) {
  const close = () => onOpenChange(false)
  const linkClass = 'block rounded-lg px-3 py-2.5 text-stone-800 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700'
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
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
      <nav aria-label={menuCopy.mobile} className="flex-1 overflow-y-auto px-4 py-4">
        <RouterNavLink to="/" end onClick={close} className={`mb-2 font-semibold ${linkClass}`}>
          {menuCopy.home}
        </RouterNavLink>
        {mainMenu.map((group) => (
          <section key={group.label} className="mb-4" aria-labelledby={`mobile-menu-${group.label}`}>
            <h2 id={`mobile-menu-${group.label}`} className="px-3 pb-1 text-xs font-semibold tracking-wider text-stone-600 uppercase">
              {group.label}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <RouterNavLink to={link.to} onClick={close} className={linkClass}>
                    {link.label}
                  </RouterNavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <CountrySelector place="menu" className="border-t border-stone-200 pt-4" />
      </nav>
    </Drawer>
  )
}
