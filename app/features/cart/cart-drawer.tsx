import { Suspense } from 'react'
import { shownVariantTitle } from '#shared/default-variant'
import { Icon } from '~/components/icon'
import { lazyWithPreload } from '~/rendering/lazy'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { imageUrl } from '~/lib/image'
import { Price } from '~/features/catalog/price'
import { formatMoney } from '~/lib/money'
import { startCheckout } from './checkout'
import { ShopPay } from './shop-pay'
import { CartNote } from './cart-note'
import { DiscountCode } from './discount-code'
import { FreeShippingBar, shippingLine } from './free-shipping-bar'
import { marketForCountry } from '#shared/markets'
import { useCountryName } from '~/components/country-selector'
import { cartTotal, forSaleLines, useCartStore } from './store'
import { useCopy, useLocale } from '~/i18n/use-copy'

/** Fetched when the cart is first seen (the drawer opened, /cart): no first paint needs it. */
const CartSuggestions = lazyWithPreload(() => import('./cart-suggestions'))
/** The store's delivery rates and the gift cards: fetched once the cart is seen with lines, as the suggestions are. */
const StoreCartSummary = lazyWithPreload(() => import('./store-cart-summary'))

type ContentsProps = {
  /** Called when the shopper leaves the cart (a product's link, checkout): closes the drawer. */
  close: () => void
  /** Whether the shopper sees it: suggestions are fetched only then. */
  shown: boolean
  place: 'drawer' | 'page'
}

/**
 * The cart, one component in the drawer and on /cart: lines, free-shipping progress, the note,
 * suggestions, code, total and the checkout button.
 */
export function CartContents({ close, shown, place }: ContentsProps) {
  const { cartCopy, cartPageCopy } = useCopy('cart')
  const locale = useLocale()
  const items = useCartStore((s) => s.items)
  const isLoading = useCartStore((s) => s.isLoading)
  const updateQuantity = useCartStore((s) => s.updateQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const justAdded = useCartStore((s) => s.justAdded)
  // The cart's own market: its lines are priced in it, and its shipping rule applies.
  const market = marketForCountry(useCartStore((s) => s.country))
  const country = useCountryName(market.country)
  const total = cartTotal(items)
  const flagged = items.length - forSaleLines(items).length

  const emptyState = (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <Icon name="shopping-bag" className="size-12 text-stone-300" aria-hidden="true" />
      <p className="text-lg font-semibold text-stone-900">{cartCopy.empty}</p>
      <p className="text-sm text-stone-600">{cartCopy.emptyHint}</p>
      <Link to="/shop-all" onClick={close} className={buttonClass({ className: 'mt-2' })}>
        {cartCopy.browse}
      </Link>
    </div>
  )
  const added = justAdded ? (
    <p role="status" className="flex items-center gap-2 bg-brand-50 px-5 py-2.5 text-sm text-brand-900">
      <Icon name="circle-check" className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{cartCopy.added}</strong>: {justAdded.title}
      </span>
    </p>
  ) : null
  const lines = (
    <ul className="divide-y divide-stone-100 px-5" aria-label={cartCopy.title}>
      {items.map((item) => (
        <li key={item.variantId} className="flex gap-3 py-4">
          <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-earth-50">
            {item.product.image ? (
              <img src={imageUrl(item.product.image.url, { width: 160 })} alt="" width={80} height={80} className="size-full object-cover" />
            ) : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <Link to={`/product/${item.product.handle}`} onClick={close} className="font-semibold wrap-anywhere text-stone-900 hover:underline">
              {item.product.title}
            </Link>
            {shownVariantTitle(item.variantTitle) ? <span className="text-sm wrap-anywhere text-stone-600">{item.variantTitle}</span> : null}
            {item.unavailableIn ? (
              <span className="text-sm font-semibold text-accent-700">{cartCopy.notAvailableIn({ country })}</span>
            ) : (
              <span className="text-sm text-stone-700">
                <Price price={item.price} compareAt={item.compareAtPrice} /> {cartCopy.each}
              </span>
            )}
            <div className="mt-2 flex items-center gap-2">
              <div className="flex items-center rounded-full border border-stone-300">
                <button
                  type="button"
                  onClick={() => updateQuantity(item.variantId, item.quantity - 1)}
                  aria-label={cartCopy.decrease({ title: item.product.title })}
                  className="flex size-9 items-center justify-center rounded-full hover:bg-stone-100"
                >
                  <Icon name="minus" className="size-4" aria-hidden="true" />
                </button>
                <span className="min-w-8 text-center text-sm font-semibold" aria-label={cartCopy.quantity({ title: item.product.title })}>
                  {item.quantity}
                </span>
                <button
                  type="button"
                  onClick={() => updateQuantity(item.variantId, item.quantity + 1)}
                  aria-label={cartCopy.increase({ title: item.product.title })}
                  className="flex size-9 items-center justify-center rounded-full hover:bg-stone-100"
                >
                  <Icon name="plus" className="size-4" aria-hidden="true" />
                </button>
              </div>
              <button
                type="button"
                onClick={() => removeItem(item.variantId)}
                aria-label={cartCopy.remove({ title: item.product.title })}
                className="ml-auto flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-accent-600"
              >
                <Icon name="trash" className="size-4" aria-hidden="true" />
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
  const suggestions = shown ? (
    // Its code and data are fetched once the cart is seen, and it appears below the lines.
    <Suspense fallback={null}>
      <CartSuggestions active={shown} addMode={place === 'drawer' ? 'show' : 'quiet'} />
    </Suspense>
  ) : null
  const checkout = (
    <div className="border-t border-stone-200 px-5 py-4">
      <DiscountCode />
      <div className="flex items-center justify-between text-lg font-semibold text-stone-900">
        <span>{cartCopy.total}</span>
        <span data-testid="cart-total">{formatMoney({ amount: total, currencyCode: market.currency }, locale)}</span>
      </div>
      {items.length > 0 ? (
        <>
          <p data-testid="cart-shipping" className="mt-0.5 text-sm text-stone-600">
            {shippingLine(market, total, locale)}
          </p>
          {shown ? (
            <Suspense fallback={null}>
              <StoreCartSummary shown={shown} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {flagged > 0 ? (
        <p role="status" data-testid="cart-left-out" className="mt-2 text-sm font-medium text-accent-700">
          {flagged === items.length ? cartCopy.nothingToCheckOut({ country }) : cartCopy.leftOut({ country })}
        </p>
      ) : null}
      <button
        type="button"
        disabled={items.length === flagged || isLoading}
        onClick={() => void startCheckout(close)}
        className={buttonClass({ size: 'lg', className: 'mt-3 w-full disabled:bg-stone-300 disabled:text-stone-700' })}
      >
        {isLoading ? <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" /> : null}
        {isLoading ? cartCopy.checkingOut : cartCopy.checkout}
      </button>
      <ShopPay lines={forSaleLines(items).map((i) => ({ id: i.variantId, quantity: i.quantity }))} className="mt-3" />
      <p className="mt-2 flex flex-wrap justify-center gap-x-3 gap-y-1 text-center text-xs text-stone-600">
        <span>{cartCopy.checkoutNote}</span>
        {place === 'drawer' && items.length > 0 ? (
          <Link to="/cart" onClick={close} className="font-semibold text-brand-800 underline underline-offset-2">
            {cartPageCopy.viewCart}
          </Link>
        ) : null}
      </p>
    </div>
  )

  if (place === 'page') {
    if (items.length === 0) return <div className="flex min-h-64 flex-col py-10 rounded-2xl border border-stone-200 bg-white">{emptyState}</div>
    // As Dawn's and Hydrogen's cart pages: the lines (and suggestions) on the left, the order's
    // summary beside them from lg on, kept in view; on a phone one column, the summary after the lines.
    return (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <div className="min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white">
          {added}
          {lines}
        </div>
        <section
          aria-labelledby="cart-summary-title"
          className="min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white lg:sticky lg:top-28 lg:row-span-2"
          data-testid="cart-summary"
        >
          <h2 id="cart-summary-title" className="px-5 pt-4 text-lg font-semibold text-stone-900">
            {cartPageCopy.summary}
          </h2>
          <FreeShippingBar market={market} subtotal={total} />
          <CartNote />
          {checkout}
        </section>
        {suggestions ? <div className="min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white empty:hidden">{suggestions}</div> : null}
      </div>
    )
  }

  return (
    <>
      {items.length === 0 ? (
        emptyState
      ) : (
        // One scrolling column: the note and suggestions below the lines, the total always in view.
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
          {added}
          <FreeShippingBar market={market} subtotal={total} />
          {lines}
          <CartNote />
          {suggestions}
        </div>
      )}
      {checkout}
    </>
  )
}
