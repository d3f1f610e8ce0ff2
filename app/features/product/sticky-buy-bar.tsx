import { ShoppingBag } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { buttonClass } from '~/components/ui/button'
import { productCopy } from '~/content/catalogue'
import { buyBarCopy } from '~/content/product-page'
import { useCartStore } from '~/features/cart/store'

/** The element at the end of the product page: once it shows, the footer is near and the bar goes. */
export const PRODUCT_PAGE_END_ID = 'product-page-end'

/**
 * On a phone, a bar at the bottom of the screen with the price and Add to Cart, once the page's
 * own button has scrolled up out of view; gone again near the footer and while the cart is open.
 */
export function StickyBuyBar({ watch, title, price, onAdd }: { watch: RefObject<HTMLElement | null>; title: string; price: ReactNode; onAdd: () => void }) {
  const [buttonPassed, setButtonPassed] = useState(false)
  const [endInView, setEndInView] = useState(false)
  const drawerOpen = useCartStore((s) => s.drawerOpen)

  useEffect(() => {
    const button = watch.current
    const end = document.getElementById(PRODUCT_PAGE_END_ID)
    if (!button) return
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        // Passed: out of view above the screen, not still below it.
        if (entry.target === button) setButtonPassed(!entry.isIntersecting && entry.boundingClientRect.bottom < 0)
        else setEndInView(entry.isIntersecting)
      }
    })
    observer.observe(button)
    if (end) observer.observe(end)
    return () => observer.disconnect()
  }, [watch])

  if (!buttonPassed || endInView || drawerOpen) return null
  return (
    <div
      role="region"
      aria-label={buyBarCopy.label}
      className="animate-fade-in fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-stone-900">{title}</p>
          <p className="text-sm">{price}</p>
        </div>
        <button type="button" onClick={onAdd} className={buttonClass({ className: 'shrink-0' })}>
          <ShoppingBag className="size-4" aria-hidden="true" />
          {productCopy.addToCart}
        </button>
      </div>
    </div>
  )
}
