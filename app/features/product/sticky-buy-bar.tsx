import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import { buyBarCopy } from '~/content/product-page'
import { BUY } from './buy-box-names'

/**
 * On a phone, a bar at the bottom of the screen with the price and Add to Cart: server-only markup,
 * hidden until `buy-bar.ts` shows it (once the page's own button has scrolled up out of view), with
 * the price the page shows put in it then, so the markup is the same for every variant.
 */
export function StickyBuyBar({ title, label }: { title: string; /** Add to Cart. */ label: string }) {
  return (
    <div
      role="region"
      aria-label={buyBarCopy.label}
      {...{ [BUY.bar]: '' }}
      hidden
      className="animate-fade-in fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-stone-900">{title}</p>
          <p className="text-sm" {...{ [BUY.barPrice]: '' }} />
        </div>
        <button type="button" {...{ [BUY.add]: '' }} className={buttonClass({ className: 'shrink-0' })}>
          <Icon name="shopping-bag" className="size-4" aria-hidden="true" />
          {label}
        </button>
      </div>
    </div>
  )
}
