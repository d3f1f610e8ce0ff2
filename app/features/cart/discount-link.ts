import { useEffect } from 'react'
import { DISCOUNT_COOKIE_CLEARED, discountCookie } from '#shared/discount-code'
import { useDiscountStore } from './discount-store'

/**
 * A discount link's code (the cookie `/discount/<code>` leaves) moved into the cart's discount,
 * where the drawer applies it as if typed once the cart has lines; the cookie is then removed.
 */
export function useDiscountLink() {
  useEffect(() => {
    const code = discountCookie(document.cookie)
    if (!code) return
    useDiscountStore.getState().setPending(code)
    document.cookie = DISCOUNT_COOKIE_CLEARED
  }, [])
}
