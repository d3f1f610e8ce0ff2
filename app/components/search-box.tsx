import { searchQuery, searchQueryMax } from '#shared/search-query'
import { Icon } from '~/components/icon'
import { lazy, Suspense, useId, useState } from 'react'
import { Form, useLocation, useNavigate } from 'react-router'
import { searchCopy } from '~/content/search'
import { cn } from '~/lib/cn'
import type { SearchHit } from '~/lib/storefront/types'

const loadSuggestions = () => import('~/components/search-suggestions')
const SearchSuggestions = lazy(loadSuggestions)

/**
 * The header search: a GET form to `/shop-all?q=` (works before hydration), enhanced into an
 * ARIA combobox that shows predictive results as you type. Arrow keys move through them, Enter
 * opens the highlighted product or searches, Escape closes. The input and its keys are here, on
 * every page; the suggestions' fetching and list load when the shopper first types.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const location = useLocation()
  const navigate = useNavigate()
  const listId = useId()
  const urlQuery = location.pathname === '/shop-all' ? searchQuery(new URLSearchParams(location.search)) : ''
  const [value, setValue] = useState(urlQuery)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [typed, setTyped] = useState(false)
  const [hits, setHits] = useState<SearchHit[] | null>(null)

  // Follow the URL when the shopper navigates (a new search, or leaving the listing).
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery)
  if (urlQuery !== lastUrlQuery) {
    setLastUrlQuery(urlQuery)
    setValue(urlQuery)
  }

  const query = value.trim()
  const results = hits ?? []
  const showList = open && query.length >= 2 && hits !== null

  function onChange(next: string) {
    setValue(next)
    setOpen(true)
    setActive(-1)
    setTyped(true)
  }

  function openProduct(handle: string) {
    setOpen(false)
    navigate(`/product/${handle}`)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % results.length)
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault()
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && showList && active >= 0 && results[active]) {
      event.preventDefault()
      openProduct(results[active].handle)
    }
  }

  return (
    <Form
      method="get"
      action="/shop-all"
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
        type="search"
        name="q"
        value={value}
        maxLength={searchQueryMax}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true)
          void loadSuggestions()
        }}
        onPointerEnter={() => void loadSuggestions()}
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={typed ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pr-4 pl-9 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none"
      />
      <button type="submit" className="sr-only">
        {searchCopy.submit}
      </button>
      <div role="status" aria-live="polite" className="sr-only">
        {showList ? searchCopy.announce(results.length) : ''}
      </div>
      {typed ? (
        <Suspense fallback={null}>
          <SearchSuggestions listId={listId} query={query} show={showList} active={active} onHits={setHits} onPick={openProduct} />
        </Suspense>
      ) : null}
    </Form>
  )
}
