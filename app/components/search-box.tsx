import { Icon } from '~/components/icon'
import { useEffect, useId, useRef, useState } from 'react'
import { Form, useFetcher, useLocation, useNavigate } from 'react-router'
import { searchCopy } from '~/content/search'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { formatMoney } from '~/lib/money'
import type { PredictiveSearchData } from '~/lib/storefront/types'

const DEBOUNCE_MS = 150

/**
 * The header search: a GET form to `/shop-all?q=` (works before hydration), enhanced into an
 * ARIA combobox that shows predictive results as you type. Arrow keys move through them, Enter
 * opens the highlighted product or searches, Escape closes.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const location = useLocation()
  const navigate = useNavigate()
  const fetcher = useFetcher<PredictiveSearchData>()
  const listId = useId()
  const urlQuery = location.pathname === '/shop-all' ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [value, setValue] = useState(urlQuery)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Follow the URL when the shopper navigates (a new search, or leaving the listing).
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery)
  if (urlQuery !== lastUrlQuery) {
    setLastUrlQuery(urlQuery)
    setValue(urlQuery)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const results = fetcher.data && fetcher.data.q === value.trim() ? fetcher.data.results : []
  const showList = open && value.trim().length >= 2 && fetcher.data !== undefined

  function onChange(next: string) {
    setValue(next)
    setOpen(true)
    setActive(-1)
    clearTimeout(timer.current)
    if (next.trim().length >= 2) {
      timer.current = setTimeout(() => fetcher.load(`/api/predictive-search?q=${encodeURIComponent(next.trim())}`), DEBOUNCE_MS)
    }
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
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pr-4 pl-9 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none"
      />
      <button type="submit" className="sr-only">
        {searchCopy.submit}
      </button>
      <div role="status" aria-live="polite" className="sr-only">
        {showList ? searchCopy.announce(results.length) : ''}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={searchCopy.resultsLabel}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        {results.map((hit, index) => (
          // The input keeps focus (aria-activedescendant); a click picks the option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hit.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => openProduct(hit.handle)}
            className={cn('flex cursor-pointer items-center gap-3 rounded-xl p-2', index === active ? 'bg-brand-50' : 'hover:bg-stone-50')}
          >
            {hit.image ? (
              <img src={imageUrl(hit.image.url, { width: 96 })} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-earth-50 object-cover" />
            ) : (
              <span className="size-12 shrink-0 rounded-lg bg-earth-50" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-stone-900">{hit.title}</span>
              <span className="block text-xs text-stone-600">{formatMoney(hit.price)}</span>
            </span>
          </li>
        ))}
        {results.length === 0 ? <li className="px-3 py-2 text-sm text-stone-600">{searchCopy.noResults(value.trim())}</li> : null}
        <li className="border-t border-stone-100 px-3 pt-2 pb-1 text-xs text-stone-600">{searchCopy.enterHint}</li>
      </ul>
    </Form>
  )
}
