import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: `#${string}` }

/**
 * An in-page link that glides to its target. It stays a plain anchor, so the browser does the
 * jump (it works before hydration and without JavaScript, keeps Back and the router's scroll
 * restoration as they are, and starts keyboard focus navigation at the target); the click only
 * turns on smooth scrolling for that one jump, and never for people who prefer reduced motion.
 */
export function ScrollLink({ href, onClick, children, ...rest }: Props) {
  function glide(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
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
  return (
    <a href={href} onClick={glide} {...rest}>
      {children}
    </a>
  )
}
