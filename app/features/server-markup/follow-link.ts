import type { NavigateFunction } from 'react-router'
import { glide, isPlainClick } from '~/lib/glide'

/**
 * One click handler for every link of a fragment of server-only markup (its links are plain
 * anchors, with no handler of their own): a link to another page of the shop navigates
 * client-side, as a `<Link>` would; a jump within the page glides; anything else (a new tab, a
 * download, another site) is left to the browser.
 */
export function followLink(event: MouseEvent, fragment: Element, navigate: NavigateFunction) {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return
  const anchor = event.target.closest('a')
  if (!anchor || !fragment.contains(anchor) || anchor.hasAttribute('download')) return
  if (anchor.target && anchor.target !== '_self') return
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) {
    glide()
    return
  }
  event.preventDefault()
  void navigate(url.pathname + url.search + url.hash)
}
