import { cn } from '~/lib/cn'
import { formatMoney, saleOf } from '~/lib/money'
import type { Money } from '~/lib/storefront/types'
import { useCopy, useLocale } from '~/i18n/use-copy'

/**
 * A price, and on a sale the was-price struck through beside it and the saving. Screen readers
 * hear which is which, since a strike-through is not read out.
 */
export function Price({
  price,
  compareAt,
  from = false,
  className,
  priceClassName,
}: {
  price: Money
  compareAt?: Money | null
  /** The lowest of several prices ("From SGD 119.00"). */
  from?: boolean
  className?: string
  priceClassName?: string
}) {
  const { priceCopy } = useCopy('product-cards')
  const locale = useLocale()
  const sale = saleOf(price, compareAt)
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={priceClassName}>
        {sale ? <span className="sr-only">{priceCopy.salePrice} </span> : null}
        {from ? `${priceCopy.from} ` : ''}
        {formatMoney(price, locale)}
      </span>
      {sale ? (
        <>
          <span className="text-[0.8em] text-stone-600">
            <span className="sr-only">{priceCopy.regularPrice} </span>
            <s>{formatMoney(sale.was, locale)}</s>
          </span>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {priceCopy.save({ amount: formatMoney(sale.saving, locale) })}
          </span>
        </>
      ) : null}
    </span>
  )
}
