import { Icon } from '~/components/icon'
import { useDeferredValue, useState } from 'react'
import { Form, PrefetchPageLinks, useLocation, useNavigate } from 'react-router'
import { Link } from '~/components/link'
import { cn } from '~/lib/cn'
import { keptParams, listingHref, type SortId, sortOptions } from './listing-params'
import type { ListingResult } from './listing.server'
import { useCopy } from '~/i18n/use-copy'

/**
 * Above a listing: how many products it has, and its sort. A GET form, so it works without
 * JavaScript; with it, choosing a sort goes straight to that sort's URL. Once the shopper
 * points at or focuses the control, the other sorts' data is prefetched, so the sorted grid is
 * there at the choice, and again at the next one.
 */
export function ListingToolbar({ result, children }: { result: ListingResult; children?: React.ReactNode }) {
  const { listingCopy } = useCopy('catalogue')
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(search)
  const [intent, setIntent] = useState(false)
  // The choice shows at once; the listing's own sort takes over once it arrives (or on back and forward).
  const [sort, setSort] = useState(result.sort)
  const [listed, setListed] = useState(result.sort)
  if (listed !== result.sort) {
    setListed(result.sort)
    setSort(result.sort)
  }
  const hrefOf = (id: SortId) => listingHref(pathname, params, { sort: id })
  const offered = sortOptions.filter((o) => !result.sorts || result.sorts.includes(o.id))
  // The other sorts' URLs, deferred: a new sort's render does not wait for their prefetches.
  // One string, so the deferred value changes only when a URL does.
  const upcoming = intent
    ? offered
        .filter((o) => o.id !== result.sort)
        .map((o) => hrefOf(o.id))
        .join(' ')
    : ''
  const prefetches = useDeferredValue(upcoming)

  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        {/* The phone's Filter button, when the listing has filters. */}
        {children}
        <p className="text-sm font-medium text-stone-700">
          {result.total ? listingCopy.count({ count: result.total.count, more: result.total.more ? 'yes' : 'no' }) : null}
        </p>
      </div>
      <Form
        method="get"
        action={pathname}
        preventScrollReset
        onPointerEnter={() => setIntent(true)}
        onFocus={() => setIntent(true)}
        className="flex items-center gap-2"
      >
        {/* The listing's search, category and filters ride along; a new sort starts at the first page. */}
        {keptParams(params).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="listing-sort" className="text-sm text-stone-700">
          {listingCopy.sortLabel}
        </label>
        <select
          id="listing-sort"
          name="sort"
          value={sort}
          onChange={(event) => {
            const id = event.target.value as SortId
            setSort(id)
            // Not a transition: its loading state renders the router, not the page, and the result
            // renders as soon as it comes rather than after that state's paint (decision 110 (097)).
            void navigate(hrefOf(id), { preventScrollReset: true })
          }}
          className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-900 focus:border-brand-600 focus:outline-none"
        >
          {offered.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id === 'featured' && result.sorts ? listingCopy.relevance : listingCopy.sortNames[option.id]}
            </option>
          ))}
        </select>
        {/* Without JavaScript the choice is sent with this button; with it, on change. */}
        <button type="submit" className="hidden rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white noscript:inline-block">
          {listingCopy.sortApply}
        </button>
      </Form>
      {(prefetches ? prefetches.split(' ') : []).map((href) => (
        <PrefetchPageLinks key={href} page={href} />
      ))}
    </div>
  )
}

/** Below a listing: links to the neighbouring pages, the cursor in the URL. */
export function Pagination({ result }: { result: ListingResult }) {
  const { listingCopy } = useCopy('catalogue')
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const { previous, next } = result.pages
  if (!previous && !next) return null
  const link = 'inline-flex items-center gap-1 rounded-full border px-4 py-2 text-sm font-semibold'
  return (
    <nav aria-label={listingCopy.pagesLabel} className="mt-10 flex items-center justify-center gap-3">
      {previous ? (
        <Link
          to={listingHref(pathname, params, { cursor: previous })}
          prefetch="intent"
          rel="prev"
          className={cn(link, 'border-stone-300 bg-white text-stone-900 hover:border-brand-300 hover:bg-brand-50')}
        >
          <Icon name="chevron-left" className="size-4" aria-hidden="true" />
          {listingCopy.previousPage}
        </Link>
      ) : null}
      {next ? (
        <Link
          to={listingHref(pathname, params, { cursor: next })}
          prefetch="intent"
          rel="next"
          className={cn(link, 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800')}
        >
          {listingCopy.nextPage}
          <Icon name="chevron-right" className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
