import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { NavLink as RouterNavLink } from 'react-router'
import { LogoMark } from '~/components/logo'
import { mainMenu } from '~/content/navigation'
import { brand } from '#shared/shop'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void }

/** The left drawer menu on small screens: a modal dialog, so focus stays inside while open. */
export default function MobileMenuDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const close = () => onOpenChange(false)
  const linkClass =
    'block rounded-lg px-3 py-2.5 text-stone-800 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700'
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="animate-drawer-left fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-display text-lg font-bold text-brand-800">
              <LogoMark className="size-7" />
              {brand.name}
            </Dialog.Title>
            <Dialog.Close className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
            <RouterNavLink to="/" end onClick={close} className={`mb-2 font-semibold ${linkClass}`}>
              Home
            </RouterNavLink>
            {mainMenu.map((group) => (
              <section key={group.label} className="mb-4" aria-labelledby={`mobile-menu-${group.label}`}>
                <h2
                  id={`mobile-menu-${group.label}`}
                  className="px-3 pb-1 text-xs font-semibold tracking-wider text-stone-600 uppercase"
                >
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
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
