import { searchQuery, searchQueryMax } from '#shared/search-query'
import { marketFromPath } from '#shared/markets'
import { useLocalizedPath } from '~/components/link'
import { Icon } from '~/components/icon'
import { Suspense, useEffect, useId, useState } from 'react'
import { Form, useFetcher, useLocation, useNavigate } from 'react-router'
import { cn } from '~/lib/cn'
import type { PredictiveSearchData } from '~/lib/storefront/types'
import { lazyWithPreload } from '~/rendering/lazy'
import { useCopy } from '~/i18n/use-copy'

/** The list's code comes with the shopper's focus on the field, well before the first answer. */
const SearchSuggestions = lazyWithPreload(() => import('~/components/search-suggestions'))

/** Typing pauses this long before the shop is asked: one request per word, not per key. */
const DEBOUNCE_MS = 150
/** Suggestions start at two characters (the predictive-search route answers nothing below). */
const MIN_QUERY = 2

/**
 * The header search: a GET form to `/shop-all?q=` (works before hydration), enhanced into an ARIA
 * combobox (a text input with `inputmode="search"`: the search input type takes no combobox role)
 * that suggests products as you type, through a fetcher to /api/predictive-search. Arrow keys
 * move through the suggestions, Enter opens the highlighted product or searches, Escape closes.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const { searchCopy } = useCopy('search')
  const location = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const listId = useId()
  const urlQuery = marketFromPath(location.pathname).path === '/shop-all' ? searchQuery(new URLSearchParams(location.search)) : ''
  const [value, setValue] = useState(urlQuery)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useFetcher<PredictiveSearchData>()

  // Follow the URL when the shopper navigates (a new search, or leaving the listing).
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery)
  if (urlQuery !== lastUrlQuery) {
    setLastUrlQuery(urlQuery)
    setValue(urlQuery)
  }

  const query = value.trim()
  const { load } = suggestions
  useEffect(() => {
    if (!open || query.length < MIN_QUERY) return
    const timer = setTimeout(() => void load(localize(`/api/predictive-search?q=${encodeURIComponent(query)}`)), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [open, query, load, localize])

  // The last answer stays on screen while the next one is asked for, so the list does not blink.
  const answer = suggestions.data
  const showList = open && query.length >= MIN_QUERY && answer !== undefined
  const results = showList ? answer.results : []

  function onChange(next: string) {
    setValue(next)
    setOpen(true)
    setActive(-1)
  }

  function openProduct(handle: string) {
    setOpen(false)
    navigate(localize(`/product/${handle}`))
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault()
      setActive((i) => (i + 1) % results.length)
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault()
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault()
      openProduct(results[active].handle)
    }
  }

  return (
    <Form
      method="get"
      action={localize('/shop-all')}
      role="search"
      className={cn('relative', className)}
      onSubmit={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {searchCopy.label}
      </label>
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      <input
        id={id}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        value={value}
        maxLength={searchQueryMax}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          void SearchSuggestions.preload().catch(() => {})
          setOpen(true)
        }}
        onPointerEnter={() => void SearchSuggestions.preload().catch(() => {})}
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pr-4 pl-9 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none"
      />
      <button type="submit" className="sr-only">
        {searchCopy.submit}
      </button>
      <div role="status" aria-live="polite" className="sr-only">
        {showList ? searchCopy.announce({ count: results.length }) : ''}
      </div>
      {showList ? (
        <Suspense fallback={null}>
          <SearchSuggestions listId={listId} query={answer.q} hits={results} answers={answer.answers} active={active} onPick={openProduct} />
        </Suspense>
      ) : null}
    </Form>
  )
}
