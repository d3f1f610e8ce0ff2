import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import { QuantityField } from './quantity-field'
import { BUY } from './buy-box-names'
import { StickyBuyBar } from './sticky-buy-bar'

/**
 * The quantity and Add to Cart, as server-only markup (decision 080): the same for every variant
 * for sale, so choosing another keeps it and what was typed in it. What it does (`buy-box-actions.ts`)
 * loads on first use; the phone's buy bar shows and hides with `buy-bar.ts`.
 */
export function BuyBox({ title, label, forSale }: { title: string; /** Add to Cart, or Out of Stock. */ label: string; forSale: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <QuantityField disabled={!forSale} />
      <button
        type="button"
        {...{ [BUY.add]: '' }}
        disabled={!forSale}
        className={buttonClass({ size: 'lg', className: 'w-full disabled:bg-stone-300 disabled:text-stone-700' })}
      >
        <Icon name="shopping-bag" className="size-5" aria-hidden="true" />
        {label}
      </button>
      {forSale ? <StickyBuyBar title={title} label={label} /> : null}
    </div>
  )
}
