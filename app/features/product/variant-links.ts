import type { NavigateFunction } from 'react-router'
import { isPlainClick } from '~/lib/glide'

/**
 * The variant picker's links, in server-only markup: each replaces the address (`?variant=`) without
 * scrolling, as its `<Link replace preventScrollReset>` did, and the route's data brings the new
 * variant's page. Listens on the way down, before `ServerMarkup`'s own link handler. When focus was
 * in the picker, `onFocusLost` gets the link's place among the picker's values, for the page to
 * focus the one in its place in the new markup. Returns a function that stops listening.
 */
export function followVariantLinks(root: HTMLElement, navigate: NavigateFunction, onFocusLost: (index: number) => void) {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a')
    if (!link || !root.contains(link) || !isPlainClick(event)) return
    event.preventDefault()
    if (root.contains(document.activeElement)) onFocusLost([...root.querySelectorAll('a, [role="link"]')].indexOf(link))
    void navigate(link.getAttribute('href')!, { replace: true, preventScrollReset: true })
  }
  root.addEventListener('click', onClick, true)
  return () => root.removeEventListener('click', onClick, true)
}
