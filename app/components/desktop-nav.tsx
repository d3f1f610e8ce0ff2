import { type FocusEvent, type KeyboardEvent, type PointerEvent, useId } from 'react'
import { NavLink as RouterNavLink } from '~/components/link'
import { Icon } from '~/components/icon'
import { useHoverMenu } from '~/components/use-hover-menu'
import { useCopy } from '~/i18n/use-copy'

/**
 * The desktop dropdown menu: a button per group (the disclosure pattern) whose panel of links
 * follows it, so Tab moves from the button into its links. Hover opens it with the menu timings
 * (docs/product.md#header-and-footer); Enter or a click toggles it; Escape, a chosen link or focus leaving the group closes it.
 */
export function DesktopNav() {
  const { menuCopy } = useCopy('layout')
  const { mainMenu } = useCopy('navigation')
  const menu = useHoverMenu<string>()
  const id = useId()
  const mouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler()
  }

  return (
    <nav aria-label={menuCopy.main} className="relative hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainMenu.map((group, index) => {
          const open = menu.open === group.label
          const panelId = `${id}-${index}`
          const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key !== 'Escape' || !open) return
            menu.show(null)
            event.currentTarget.querySelector('button')?.focus()
          }
          const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
            if (open && !event.currentTarget.contains(event.relatedTarget)) menu.show(null)
          }
          return (
            <li key={group.label} className="relative">
              {/* The group's trigger and panel as one area for the pointer, Escape and focus. */}
              <div
                role="presentation"
                onPointerEnter={mouse(() => menu.enter(group.label))}
                onPointerLeave={mouse(menu.leave)}
                onKeyDown={closeOnEscape}
                onBlur={closeWhenFocusLeaves}
              >
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => menu.show(open ? null : group.label)}
                  className="group flex h-10 items-center gap-1 rounded-full px-4 text-sm whitespace-nowrap font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
                >
                  {group.label}
                  <Icon name="chevron-down" className="size-4 transition-transform duration-150 group-aria-expanded:rotate-180" />
                </button>
                {open ? (
                  <ul
                    id={panelId}
                    className="animate-fade-in absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
                  >
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <RouterNavLink
                          to={link.to}
                          onClick={() => menu.show(null)}
                          className="block rounded-xl px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                        >
                          <span className="block text-sm font-semibold text-stone-900">{link.label}</span>
                          {link.description ? <span className="block text-xs text-stone-600">{link.description}</span> : null}
                        </RouterNavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
