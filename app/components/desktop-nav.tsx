import { Icon } from '~/components/icon'
import { NavigationMenu } from 'radix-ui'
import { NavLink as RouterNavLink } from 'react-router'
import { mainMenu } from '~/content/navigation'

/** SPEC's menu timings: open after hovering, open the next at once within, close after leaving. */
const menuTiming = {
  hoverDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const

/**
 * The desktop dropdown menu. Radix opens a menu after 200 ms of hover, skips that delay for
 * 300 ms once one was open, and closes 150 ms after the pointer leaves (SPEC §9).
 */
export function DesktopNav() {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={menuTiming.hoverDelayMs}
      skipDelayDuration={menuTiming.skipDelayMs}
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainMenu.map((group) => (
          <NavigationMenu.Item key={group.label} value={group.label} className="relative">
            <NavigationMenu.Trigger className="group flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800">
              {group.label}
              <Icon name="chevron-down"
                className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="animate-fade-in absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl">
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <RouterNavLink
                        to={link.to}
                        className="block rounded-xl px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                      >
                        <span className="block text-sm font-semibold text-stone-900">{link.label}</span>
                        {link.description ? <span className="block text-xs text-stone-600">{link.description}</span> : null}
                      </RouterNavLink>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
