import { NavLink as RouterNavLink } from '~/components/link'
import { CountrySelector } from '~/components/country-selector'
import { LanguageLinks } from '~/components/language-links'
import { useCopy } from '~/i18n/use-copy'

/** The menu drawer's links on small screens; a link followed closes the drawer. */
export function MobileMenuNav({ close }: { close: () => void }) {
  const { menuCopy } = useCopy('layout')
  const { mainMenu } = useCopy('navigation')
  const linkClass = 'block rounded-lg px-3 py-2.5 text-stone-800 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700'
  return (
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
      <LanguageLinks place="menu" />
    </nav>
  )
}
