import { type MouseEvent } from 'react'
import { Link } from '~/components/link'
import { Icon } from '~/components/icon'
import { Drawer } from '~/components/ui/drawer'
import { CartContents } from '~/features/cart/cart-drawer'
import { cartCount, useCartStore } from '~/features/cart/store'
import { useCopy } from '~/i18n/use-copy'

/**
 * The header cart button and the cart drawer, rendered (closed) at idle priority once the page has hydrated: a tap,
 * or an add anywhere on the page (the store's `drawerOpen`), opens it with its lines at once.
 */
export function CartButton() {
  const { cartCopy } = useCopy('cart')
  const open = useCartStore((s) => s.drawerOpen)
  const setOpen = useCartStore((s) => s.setDrawerOpen)
  // A plain click opens the drawer; a middle click, a modified click or a long press (and a click
  // before the page's script has run) follows the link to /cart.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpen(true)
  }
  // Nothing cart-dependent renders before the stored cart is restored: server and client agree.
  const count = useCartStore((s) => (s.hasHydrated ? cartCount(s.items) : 0))
  return (
    <Drawer<HTMLAnchorElement>
      state={{ open, setOpen }}
      // A button to assistive technology (it opens the cart's dialog), a link to the browser.
      trigger={({ type: _button, onClick: _open, ...trigger }) => (
        <Link
          to="/cart"
          role="button"
          {...trigger}
          onClick={onClick}
          className="relative flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
        >
          <Icon name="shopping-bag" className="size-6" aria-hidden="true" />
          <span className="sr-only">{cartCopy.open({ count })}</span>
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
            >
              {count}
            </span>
          ) : null}
        </Link>
      )}
      side="right"
      title={cartCopy.title}
      closeLabel={cartCopy.close}
    >
      {({ open, close }) => <CartContents close={close} shown={open} place="drawer" />}
    </Drawer>
  )
}
