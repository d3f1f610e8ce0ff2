import { freeShippingProgress, type Market, shippingQuote } from '#shared/markets'
import { formatMoney } from '~/lib/money'
import { useCopy, useLocale } from '~/i18n/use-copy'
import { cartWords } from './words'

/**
 * How far the cart is from free shipping in its market (the market table's rule): the
 * amount left in the market's currency and a bar, or, where the market never ships free, only
 * that shipping is calculated at checkout.
 */
export function FreeShippingBar({ market, subtotal }: { market: Market; subtotal: number }) {
  const { cartCopy } = useCopy('cart')
  const locale = useLocale()
  const progress = freeShippingProgress(market, subtotal)
  if (progress === null) {
    return (
      <div className="border-b border-stone-100 px-5 py-3">
        <p className="text-sm font-medium text-stone-800">{cartCopy.neverFree}</p>
      </div>
    )
  }
  return (
    <div className="border-b border-stone-100 px-5 py-3">
      <p className="text-sm font-medium text-stone-800" aria-live="polite">
        {progress.qualified
          ? cartCopy.qualified
          : cartCopy.away({ amount: formatMoney({ amount: progress.remaining, currencyCode: market.currency }, locale) })}
      </p>
      <div
        role="progressbar"
        aria-label={cartCopy.shippingProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.percent)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  )
}

/** The line under the cart's total: free, the market's flat rate, or calculated at checkout. */
export function shippingLine(market: Market, subtotal: number, locale: string): string {
  const { cartCopy } = cartWords()
  const quote = shippingQuote(market, subtotal)
  if (quote.kind === 'free') return cartCopy.shippingFree
  if (quote.kind === 'flat') return cartCopy.shippingFlat({ amount: formatMoney({ amount: quote.amount, currencyCode: market.currency }, locale) })
  return cartCopy.shippingAtCheckout
}
