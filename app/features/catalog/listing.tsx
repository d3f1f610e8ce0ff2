import type { ReactNode } from 'react'
import { useId } from 'react'
import { useLocation } from 'react-router'
import { useCopy } from '~/i18n/use-copy'
import { activeParams, filterForm } from './filter-state'
import { ListingToolbar, Pagination } from './listing-controls'
import { ActiveFilters, ClearAll, FilterDrawer, FilterForm } from './listing-filters'
import type { ListingResult } from './listing.server'
import { ProductList } from './product-grid'

/**
 * A whole listing page's products, in the server's HTML: count and sort, the grid, the page links.
 * When the store offers filters for it, they sit beside the grid from `md` on and in a drawer on a
 * phone (above the grid without JavaScript), the filters on shown as chips above it. `before`
 * comes between the chips and the grid (a search's FAQ answers), on a phone after the grid.
 */
export function Listing({ result, label, before }: { result: ListingResult; label: string; before?: ReactNode }) {
  const { filterCopy } = useCopy('filters')
  const { search } = useLocation()
  const id = useId()
  const params = new URLSearchParams(search)
  // Nothing to narrow and no filter to take off (a search that found nothing): no filters.
  const filterable = filterForm(result.facets, params).groups.length > 0 && (result.products.length > 0 || activeParams(params).length > 0)
  if (!filterable) {
    return (
      <>
        <ListingToolbar result={result} />
        {before}
        <ProductList result={result} label={label} />
        <Pagination result={result} />
      </>
    )
  }
  return (
    <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside aria-labelledby={`${id}-filters`} className="hidden md:block noscript:mb-8 noscript:block">
        <h2 id={`${id}-filters`} className="mb-4 font-display text-xl font-bold text-stone-900">
          {filterCopy.heading}
        </h2>
        <FilterForm result={result} />
      </aside>
      <div className="flex flex-col">
        <ListingToolbar result={result}>
          <FilterDrawer result={result} />
        </ListingToolbar>
        <ActiveFilters result={result} className="mb-6" />
        {/* On a phone the products come first, what is beside them after. */}
        {before ? <div className="order-last mt-10 md:order-none md:mt-0">{before}</div> : null}
        {result.products.length === 0 && result.notice === null ? <NoMatch /> : null}
        <ProductList result={result} label={label} narrow />
        <Pagination result={result} />
      </div>
    </div>
  )
}

function NoMatch() {
  const { filterCopy } = useCopy('filters')
  const { search } = useLocation()
  if (![...new URLSearchParams(search).keys()].some((name) => name.startsWith('filter.'))) return null
  return (
    <p className="mb-4 text-center text-stone-700">
      {filterCopy.noMatch} <ClearAll />
    </p>
  )
}
