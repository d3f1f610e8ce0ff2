import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { defaultFilters, type FilterParam, filtersToSearch, parseFilters, type ReviewFilters } from '~/features/reviews/filters'

/**
 * The review filters, kept in the page URL (`?benefit=Sleep&product=Mat&rating=5&q=back`) so
 * a shared or reloaded URL shows the same reviews; the server renders them from it too.
 *
 * A dropdown writes the URL at once, the search box a moment after typing stops (browsers
 * limit how often the URL may be replaced). The URL is replaced, never pushed, and with
 * `history.replaceState`, so the router neither reloads the page's data nor renders the page
 * again for each change. A router navigation (back/forward, a link to the page) takes the filters
 * from its URL.
 */
export function useReviewFilters(delayMs = 300) {
  const { search, key: navigationKey } = useLocation()
  // `typing`: the last change came from the search box, so the URL waits for a pause.
  const [state, setState] = useState(() => ({ filters: parseFilters(new URLSearchParams(search)), typing: false }))
  const navigation = `${navigationKey} ${search}`
  const [seenNavigation, setSeenNavigation] = useState(navigation)
  if (navigation !== seenNavigation) {
    setSeenNavigation(navigation)
    setState({ filters: parseFilters(new URLSearchParams(search)), typing: false })
  }

  const pathname = useRef<string>(undefined)
  useEffect(() => {
    pathname.current = window.location.pathname
  }, [])

  useEffect(() => {
    const write = () => {
      // Never write onto another page the shopper has meanwhile moved to.
      if (window.location.pathname !== pathname.current) return
      const url = new URL(window.location.href)
      url.search = filtersToSearch(state.filters)
      if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
    }
    if (!state.typing) return write()
    const timer = setTimeout(write, delayMs)
    return () => clearTimeout(timer)
  }, [state, delayMs])

  const set = useCallback(<K extends FilterParam>(key: K, value: ReviewFilters[K]) => {
    setState((s) => ({ filters: { ...s.filters, [key]: value }, typing: key === 'q' }))
  }, [])
  /** Writes the URL at once (the search form's submit). */
  const commit = useCallback(() => setState((s) => ({ ...s, typing: false })), [])
  const clear = useCallback(() => setState({ filters: defaultFilters, typing: false }), [])

  return { filters: state.filters, set, commit, clear }
}
