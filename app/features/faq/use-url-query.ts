import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'

/**
 * The search query, kept in the page address as `?q=` so a shared or reloaded address shows the
 * same results (the server renders them from the address too).
 *
 * The address is updated with `history.replaceState`, a moment after typing stops: the history
 * gets no entry per keystroke, and the router does not reload its data for each one. Browsers
 * limit how often the address may be replaced, hence the wait. A router navigation (back/forward,
 * a link to the page) sets the query from its address.
 */
export function useUrlQuery(param = 'q', delayMs = 300) {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const fromUrl = searchParams.get(param) ?? ''
  const [query, setQuery] = useState(fromUrl)
  // Each router navigation (a link to this page, back/forward) takes the query from the address.
  const navigation = `${location.key} ${location.search}`
  const [seenNavigation, setSeenNavigation] = useState(navigation)
  if (navigation !== seenNavigation) {
    setSeenNavigation(navigation)
    setQuery(fromUrl)
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pathname = useRef<string>(undefined)
  useEffect(() => {
    pathname.current = window.location.pathname
    return () => clearTimeout(timer.current)
  }, [])

  const writeUrl = useCallback(
    (value: string) => {
      // Never write onto another page the shopper has meanwhile moved to.
      if (window.location.pathname !== pathname.current) return
      const url = new URL(window.location.href)
      if (value.trim()) url.searchParams.set(param, value)
      else url.searchParams.delete(param)
      if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
    },
    [param],
  )

  /** Sets the query at once and the address shortly after. */
  const update = useCallback(
    (value: string) => {
      setQuery(value)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => writeUrl(value), delayMs)
    },
    [delayMs, writeUrl],
  )

  /** Sets the query and the address at once (submit, clear). */
  const commit = useCallback(
    (value: string) => {
      setQuery(value)
      clearTimeout(timer.current)
      writeUrl(value)
    },
    [writeUrl],
  )

  return { query, update, commit }
}
