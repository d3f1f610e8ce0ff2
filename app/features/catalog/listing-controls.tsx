import { Icon } from '~/components/icon'
import { Link, useLocation } from 'react-router'
import { listingCopy } from '~/content/catalogue'
import { cn } from '~/lib/cn'
import { keptParams, listingHref, sortOptions } from './listing-params'
import type { ListingResult } from './listing.server'

/**
 * Above a listing: how many products it has, and its order (a GET form: works without JavaScript;
 * with it, the listing page applies an order as it is chosen, `ListingPage`).
 */
export function ListingToolbar({ result }: { result: ListingResult }) {
  const { pathname, search } = useLocation()
  // The listing's search or category rides along; a new order starts at the first page.
  const kept = keptParams(new URLSearchParams(search))
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm font-medium text-stone-700">{result.total ? listingCopy.count(result.total.count, result.total.more) : null}</p>
      <form method="get" action={pathname} className="flex items-center gap-2">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="listing-sort" className="text-sm text-stone-700">
          {listingCopy.sortLabel}
        </label>
        <select
          id="listing-sort"
          name="sort"
          defaultValue={result.sort}
          key={result.sort}
          className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-900 focus:border-brand-600 focus:outline-none"
        >
          {sortOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {listingCopy.sortNames[option.id]}
            </option>
          ))}
        </select>
        {/* Without JavaScript the choice is sent with this button; with it, on change. */}
        <button type="submit" className="hidden rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white noscript:inline-block">
          {listingCopy.sortApply}
        </button>
      </form>
    </div>
  )
}

/** Below a listing: plain links to the neighbouring pages, the cursor in the address. */
export function Pagination({ result }: { result: ListingResult }) {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const { previous, next } = result.pages
  if (!previous && !next) return null
  const link = 'inline-flex items-center gap-1 rounded-full border px-4 py-2 text-sm font-semibold'
  return (
    <nav aria-label={listingCopy.pagesLabel} className="mt-10 flex items-center justify-center gap-3">
      {previous ? (
        <Link to={listingHref(pathname, params, { cursor: previous })} rel="prev" className={cn(link, 'border-stone-300 bg-white text-stone-900 hover:border-brand-300 hover:bg-brand-50')}>
          <Icon name="chevron-left" className="size-4" aria-hidden="true" />
          {listingCopy.previousPage}
        </Link>
      ) : null}
      {next ? (
        <Link to={listingHref(pathname, params, { cursor: next })} rel="next" className={cn(link, 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800')}>
          {listingCopy.nextPage}
          <Icon name="chevron-right" className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
