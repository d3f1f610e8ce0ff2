/** A left click with no modifier, not already handled: the click a link should follow in place. */
export function isPlainClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * Turns on smooth scrolling for the one in-page jump the browser is about to make, never for
 * people who prefer reduced motion; off again once the scroll ends (or after 2 s, where
 * `scrollend` never comes).
 */
export function smoothScrollOnce() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const root = document.documentElement
  root.style.scrollBehavior = 'smooth'
  const reset = () => {
    clearTimeout(timer)
    window.removeEventListener('scrollend', reset)
    root.style.removeProperty('scroll-behavior')
  }
  const timer = setTimeout(reset, 2000)
  window.addEventListener('scrollend', reset)
}
