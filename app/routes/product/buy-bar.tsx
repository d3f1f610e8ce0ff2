import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'
import { useCartStore } from '~/features/cart/store'

/** Farther than any page is long. */
const FAR = 100_000

type Props = {
  /** The page's own Add to Cart: the bar shows once it has scrolled up out of view. */
  watch: RefObject<HTMLElement | null>
  /** The end of the page: the bar goes from there on, leaving the footer uncovered. */
  end: RefObject<HTMLElement | null>
  title: string
  price: ReactNode
  onAdd: () => void
}

/**
 * On a phone, a bar at the bottom of the screen with the price and Add to Cart, once the page's
 * own button has scrolled up out of view; gone again near the footer and while the cart is open.
 */
export function StickyBuyBar({ watch, end, title, price, onAdd }: Props) {
  const { productCopy } = useCopy('catalogue')
  const { buyBarCopy } = useCopy('product-page')
  const [buttonPassed, setButtonPassed] = useState(false)
  const [endReached, setEndReached] = useState(false)
  const drawerOpen = useCartStore((s) => s.drawerOpen)

  useEffect(() => {
    const button = watch.current
    if (!button) return
    // Each observer's root reaches far past one edge of the screen, so a jump (a link to #reviews,
    // the End key) that never shows the element still flips its state: the button counts as passed
    // once it is above the screen, the end as reached once it is in view or above.
    const passed = new IntersectionObserver(([entry]) => setButtonPassed(!entry!.isIntersecting), { rootMargin: `0px 0px ${FAR}px 0px` })
    const reached = new IntersectionObserver(([entry]) => setEndReached(entry!.isIntersecting), { rootMargin: `${FAR}px 0px 0px 0px` })
    passed.observe(button)
    if (end.current) reached.observe(end.current)
    return () => {
      passed.disconnect()
      reached.disconnect()
    }
  }, [watch, end])

  if (!buttonPassed || endReached || drawerOpen) return null
  return (
    <div
      role="region"
      aria-label={buyBarCopy.label}
      data-buy-bar
      className="animate-fade-in fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-stone-900">{title}</p>
          <p className="text-sm">{price}</p>
        </div>
        <button type="button" onClick={onAdd} className={buttonClass({ className: 'shrink-0' })}>
          <Icon name="shopping-bag" className="size-4" aria-hidden="true" />
          {productCopy.addToCart}
        </button>
      </div>
    </div>
  )
}
