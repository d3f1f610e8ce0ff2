import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { isPlainClick, smoothScrollOnce } from '~/lib/smooth-scroll'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: `#${string}` }

/**
 * An in-page link that scrolls smoothly to its target. It stays a plain anchor, so the browser does the
 * jump (it works before hydration and without JavaScript, keeps Back and the router's scroll
 * restoration as they are, and starts keyboard focus navigation at the target); the click only
 * turns on smooth scrolling for that one jump, and never for people who prefer reduced motion.
 */
export function ScrollLink({ href, onClick, children, ...rest }: Props) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (isPlainClick(event)) smoothScrollOnce()
  }
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  )
}
