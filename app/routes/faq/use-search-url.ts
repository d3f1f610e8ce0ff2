import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router'
import { searchQuery } from '#shared/search-query'
import { searchUrl } from './search-url'
import { faqTiming } from './timing'

/**
 * The FAQ's search, kept in the URL as `?q=` so a shared or reloaded URL shows the same
 * results (the server renders them from it). The query follows every keystroke at once; the
 * URL follows a moment after typing stops (one entry replaced per pause, never pushed, and
 * the page's data is not loaded again for it: `shouldRevalidate` in the route). Other visits
 * (back and forward, a link to the page) take the query from their URL; a jump within the
 * page (a `#question`) leaves it alone.
 */
export function useSearchUrl(delayMs: number = faqTiming.searchDelayMs) {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const [query, setQuery] = useState(() => searchQuery(searchParams))
  // The location last seen, and how many visits of the router's own (back, a link) there were.
  const [seen, setSeen] = useState(location)
  const [visits, setVisits] = useState(0)
  if (location !== seen) {
    setSeen(location)
    // Every URL this hook writes replaces the entry: a replaced entry is its own, whichever of
    // several writes it is (a later keystroke may already have moved the query on).
    const own = navigationType === 'REPLACE' && location.pathname === seen.pathname
    const jump = location.pathname === seen.pathname && location.search === seen.search && location.hash !== seen.hash
    if (!own && !jump) {
      setQuery(searchQuery(searchParams))
      setVisits((n) => n + 1)
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // The fragment at the moment of writing: a question jumped to while typing paused stays in the URL.
  const hash = useRef(location.hash)
  useEffect(() => {
    hash.current = location.hash
  }, [location.hash])
  // A visit of the router's own (back, a link) supersedes a URL still to be written; the
  // hook's own writes do not (a keystroke after one still gets its URL).
  useEffect(() => clearTimeout(timer.current), [visits])

  /** Writes the URL for `value` at once. */
  const commit = useCallback(
    (value: string) => {
      clearTimeout(timer.current)
      const { search } = searchUrl('/faq', value)
      void navigate({ search, hash: hash.current }, { replace: true, preventScrollReset: true })
    },
    [navigate],
  )

  /** Sets the query at once and the URL once typing pauses. */
  const type = useCallback(
    (value: string) => {
      setQuery(value)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => commit(value), delayMs)
    },
    [commit, delayMs],
  )

  /** Sets the query and the URL at once (the search form, Clear search). */
  const search = useCallback(
    (value: string) => {
      setQuery(value)
      commit(value)
    },
    [commit],
  )

  return { query, type, search }
}
