import { useEffect } from 'react'
import { marketForCountry } from '#shared/markets'
import { useCountryName } from '~/components/country-selector'
import { formatMoney } from '~/lib/money'
import { useDiscountStore } from './discount-store'
import { forSaleLines, useCartStore } from './store'
import { currentView, refreshStoreCart, useStoreCart } from './store-cart'
import { useCopy, useLocale } from '~/i18n/use-copy'

/**
 * The shipping rates the store offers the cart in its market (Storefront `cart.deliveryGroups`),
 * under the total. Asked for once the cart is seen, never before the first paint: the store makes
 * the cart for the lines (the one checkout then opens) and says its rates. Until it has, and where
 * it offers none before the address is known, the line above says what the market's rule does.
 */
export function DeliveryEstimate({ shown }: { shown: boolean }) {
  const { deliveryCopy } = useCopy('cart')
  const locale = useLocale()
  const items = useCartStore((s) => s.items)
  const cartId = useCartStore((s) => s.cartId)
  const restored = useCartStore((s) => s.hasHydrated)
  const market = marketForCountry(useCartStore((s) => s.country))
  const country = useCountryName(market.country)
  const view = currentView(
    useStoreCart((s) => s.view),
    cartId,
  )
  // A discount code being checked again makes the cart itself (and its rates with it).
  const rechecking = useDiscountStore((s) => Boolean(s.applied?.applicable && s.applied.cartId !== cartId))
  const wanted = shown && restored && !view && !rechecking && forSaleLines(items).length > 0

  useEffect(() => {
    if (wanted) void refreshStoreCart()
  }, [wanted, items, cartId])

  const options = view?.delivery
  if (!options?.length) return null
  return (
    <section aria-labelledby="cart-delivery-title" className="mt-2 text-sm" data-testid="cart-delivery">
      <h3 id="cart-delivery-title" className="font-semibold text-stone-800">
        {deliveryCopy.heading({ country })}
      </h3>
      <ul className="mt-0.5 space-y-0.5">
        {options.map((option) => (
          <li key={option.handle} className="flex justify-between gap-3 text-stone-700">
            <span>
              {option.title}
              {option.description ? <span className="text-stone-600"> · {option.description}</span> : null}
            </span>
            <span className="shrink-0 font-medium text-stone-900">
              {Number(option.cost.amount) === 0 ? deliveryCopy.free : formatMoney(option.cost, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
