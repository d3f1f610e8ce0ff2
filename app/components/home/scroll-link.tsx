import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: `#${string}` }

/**
 * An in-page link. Without JavaScript it is a plain anchor (the browser jumps, and the fixed
 * header's scroll-padding keeps the target visible). With JavaScript it glides there, or jumps
 * for people who prefer reduced motion, and moves keyboard focus to the target.
 */
export function ScrollLink({ href, onClick, children, ...rest }: Props) {
  function glide(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = document.getElementById(href.slice(1))
    if (!target) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' })
    if (window.location.hash !== href) window.history.pushState(window.history.state, '', href)
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  return (
    <a href={href} onClick={glide} {...rest}>
      {children}
    </a>
  )
}
