import { useCartStore } from '~/features/cart/store'
import { BUY, PRODUCT_PAGE_END_ID } from './buy-box-names'

/** Farther than any page is long. */
const FAR = 100_000

/**
 * Shows the phone's buy bar (`StickyBuyBar`, in the buy box's markup under `root`) once the buy box's
 * own Add has scrolled up out of view, with the price as `price` shows it; hides it again near the
 * footer and while the cart is open. It runs with the page, so the bar is there before the buy box's
 * code (`buy-box-actions.ts`) has loaded; its Add wakes that code as the box's own does. Returns a
 * function that stops it.
 */
export function showBuyBar(root: HTMLElement, price: HTMLElement) {
  const bar = root.querySelector<HTMLElement>(`[${BUY.bar}]`)
  const button = root.querySelector(`[${BUY.add}]`)
  const end = document.getElementById(PRODUCT_PAGE_END_ID)
  if (!bar || !button) return () => {}
  let buttonPassed = false
  let endReached = false
  const update = () => {
    const shown = buttonPassed && !endReached && !useCartStore.getState().drawerOpen
    if (shown) bar.querySelector(`[${BUY.barPrice}]`)!.innerHTML = price.innerHTML
    bar.hidden = !shown
  }
  // Each observer's root reaches far past one edge of the screen, so a jump (a link to #reviews,
  // the End key) that never shows the element still flips its state: the button counts as passed
  // once it is above the screen, the end as reached once it is in view or above.
  const passed = new IntersectionObserver(([entry]) => {
    buttonPassed = !entry!.isIntersecting
    update()
  }, { rootMargin: `0px 0px ${FAR}px 0px` })
  const reached = new IntersectionObserver(([entry]) => {
    endReached = entry!.isIntersecting
    update()
  }, { rootMargin: `${FAR}px 0px 0px 0px` })
  passed.observe(button)
  if (end) reached.observe(end)
  const unsubscribe = useCartStore.subscribe(update)
  return () => {
    passed.disconnect()
    reached.disconnect()
    unsubscribe()
  }
}
