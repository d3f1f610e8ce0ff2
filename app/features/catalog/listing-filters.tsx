import { type ChangeEvent, type FormEvent, memo, useDeferredValue, useId, useMemo, useState } from 'react'
import { PrefetchPageLinks, useLocation, useNavigate, useNavigation } from 'react-router'
import { Link } from '~/components/link'
import { Icon } from '~/components/icon'
import { Drawer } from '~/components/ui/drawer'
import { useCopy, useLocale } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { FILTER_PREFIX } from '~/lib/storefront/filters'
import { formatMoney } from '~/lib/money'
import { activeChips, filteredHref, filterForm, type ListFacet, type Param, type PriceFacet, toggledParams } from './filter-state'
import { DEFAULT_SORT, keptParams, readListingParams } from './listing-params'
import type { ListingResult } from './listing.server'

/** The URL the page shows, or the one it is going to: a choice shows at once, before its results arrive. */
function useShownUrl() {
  const location = useLocation()
  const navigation = useNavigation()
  const next = navigation.location?.pathname === location.pathname ? navigation.location : null
  return { pathname: location.pathname, search: new URLSearchParams((next ?? location).search) }
}

/** The form's filter parameters, empty prices left out. */
const formParams = (form: HTMLFormElement): Param[] =>
  [...new FormData(form)].flatMap(([name, value]): Param[] =>
    name.startsWith(FILTER_PREFIX) && typeof value === 'string' && value.trim() ? [[name, value.trim()]] : [],
  )

/**
 * The store's filters for a listing as a GET form in Shopify's URL convention. Without
 * JavaScript it is sent with its button, the listing's search, category and sort riding along;
 * with it, each choice goes to its URL at once (the page stays where it is), and a price when
 * the field is left or Enter is pressed. A value no product has is disabled. Once the shopper comes
 * to the form (points at it, focuses it, or opens the phone's drawer: `prefetch`), the URL of
 * each choice is prefetched, as the sorts are, so the filtered grid is there at the tap.
 */
export function FilterForm({ result, className, prefetch = false }: { result: ListingResult; className?: string; prefetch?: boolean }) {
  const { filterCopy } = useCopy('filters')
  const shown = useShownUrl()
  const location = useLocation()
  const { key } = location
  // A choice shows the moment it is made, until the URL it asked for (or another) arrives.
  const [asked, setAsked] = useState<{ from: string; search: string } | null>(null)
  const { pathname } = shown
  const search = asked?.from === key ? new URLSearchParams(asked.search) : shown.search
  const navigate = useNavigate()
  const id = useId()
  const form = filterForm(result.facets, search)
  const currencyCode = result.products[0]?.price.currencyCode
  const { sort } = readListingParams(search)
  const [intent, setIntent] = useState(false)
  const prefetching = prefetch || intent
  // Once prefetching (the drawer open), a tap's focus on a box renders nothing again.
  const comeTo = () => {
    if (!prefetching) setIntent(true)
  }
  // From the page as it is, not the choice on its way, and deferred: neither a tick nor its results'
  // render waits for new prefetches; the next choices' are asked for once the results are shown.
  const upcoming = useMemo(() => {
    if (!prefetching) return []
    const current = new URLSearchParams(location.search)
    const now = filterForm(result.facets, current)
    return now.lists
      .flatMap((list) => list.values)
      .filter((value) => value.count > 0 || value.checked)
      .map((value) => filteredHref(location.pathname, current, toggledParams(now, value)))
  }, [prefetching, result.facets, location.pathname, location.search])
  const prefetches = useDeferredValue(upcoming)

  function apply(element: HTMLFormElement | null) {
    if (!element) return
    const href = filteredHref(pathname, search, formParams(element))
    if (href === `${pathname}${search.size ? `?${search}` : ''}`) return
    setAsked({ from: key, search: href.slice(pathname.length) })
    // Not a transition, as for a new sort (decision 110 (097)).
    void navigate(href, { preventScrollReset: true })
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply(event.currentTarget)
  }
  // A value ticked or unticked goes to its URL at once. Handled here rather than on each box,
  // so the boxes render again only when their own value changes (a new sort re-renders none).
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') apply(event.currentTarget)
  }

  return (
    <form
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={onChange}
      onPointerEnter={comeTo}
      onFocus={comeTo}
      className={cn('flex flex-col gap-6', className)}
    >
      {keptParams(search)
        .filter(([name]) => !name.startsWith(FILTER_PREFIX))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={sort} /> : null}
      {form.groups.map((group) =>
        group.kind === 'list' ? (
          <ListGroup key={group.id} group={group} id={`${id}-${group.id}`} />
        ) : (
          <PriceGroup key={group.id} group={group} id={`${id}-${group.id}`} currencyCode={currencyCode} onApply={apply} />
        ),
      )}
      {/* Without JavaScript the choices are sent with this button; with it, as they are made. */}
      <button type="submit" className="hidden rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 noscript:block">
        {filterCopy.apply}
      </button>
      {prefetches.map((href) => (
        <PrefetchPageLinks key={href} page={href} />
      ))}
    </form>
  )
}

function ListGroup({ group, id }: { group: ListFacet; id: string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{group.label}</legend>
      <ul className="flex flex-col gap-1">
        {group.values.map((value, index) => (
          <li key={value.id}>
            <Value id={`${id}-${index}`} name={value.param[0]} value={value.param[1]} label={value.label} count={value.count} checked={value.checked} />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** A box's change is applied by its form (FilterForm's onChange); a controlled box still names a handler. */
const handledByTheForm = () => {}

type ValueProps = { id: string; name: string; value: string; label: string; count: number; checked: boolean }

/** One value's box; memoised on its plain props, as a listing has scores of them. */
const Value = memo(function Value({ id, name, value, label, count, checked }: ValueProps) {
  const { filterCopy } = useCopy('filters')
  // A value no product has cannot be chosen, unless it is on (then it can be taken off).
  const disabled = count === 0 && !checked
  return (
    <label
      htmlFor={id}
      className={cn('flex min-h-9 cursor-pointer items-center gap-2 text-sm text-stone-800', disabled && 'cursor-not-allowed text-stone-500')}
    >
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={handledByTheForm}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="flex-1">{label}</span>
      <span className="text-stone-600">{filterCopy.count({ count })}</span>
    </label>
  )
})

function PriceGroup({
  group,
  id,
  currencyCode,
  onApply,
}: {
  group: PriceFacet
  id: string
  currencyCode?: string
  onApply: (form: HTMLFormElement | null) => void
}) {
  const { filterCopy } = useCopy('filters')
  const locale = useLocale()
  // The fields are the shopper's while typing; a new URL gives them its own bounds.
  const [gte, setGte] = useState(group.gte)
  const [lte, setLte] = useState(group.lte)
  const [shown, setShown] = useState(`${group.gte}-${group.lte}`)
  if (shown !== `${group.gte}-${group.lte}`) {
    setShown(`${group.gte}-${group.lte}`)
    setGte(group.gte)
    setLte(group.lte)
  }
  const currency = formatMoney({ amount: '0', currencyCode }, locale).split(' ')[0]
  const field = (name: string, label: string, value: string, set: (v: string) => void, bound: 'gte' | 'lte') => (
    <label htmlFor={`${id}-${bound}`} className="flex flex-1 flex-col gap-1 text-sm text-stone-700">
      {label}
      <span className="flex items-center gap-1 rounded-lg border border-stone-300 bg-white px-2 focus-within:border-brand-600">
        <span aria-hidden="true" className="text-xs text-stone-600">
          {currency}
        </span>
        <input
          id={`${id}-${bound}`}
          type="number"
          name={name}
          min={0}
          max={Math.ceil(group.max)}
          step="0.01"
          inputMode="decimal"
          placeholder={bound === 'gte' ? '0' : String(Math.ceil(group.max))}
          value={value}
          onChange={(event) => set(event.target.value)}
          onBlur={(event) => {
            if (event.target.value.trim() !== group[bound]) onApply(event.target.form)
          }}
          aria-describedby={`${id}-hint`}
          className="w-full min-w-0 bg-transparent py-1.5 text-stone-900 focus:outline-none"
        />
      </span>
    </label>
  )
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{group.label}</legend>
      <div className="flex gap-2">
        {field('filter.v.price.gte', filterCopy.priceFrom, gte, setGte, 'gte')}
        {field('filter.v.price.lte', filterCopy.priceTo, lte, setLte, 'lte')}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {filterCopy.highestPrice({ price: formatMoney({ amount: String(group.max), currencyCode }, locale) })}
      </p>
    </fieldset>
  )
}

/** The filters on, as chips that each take one off, and Clear all; nothing when none is on. */
export function ActiveFilters({ result, className, clearAll = true }: { result: ListingResult; className?: string; clearAll?: boolean }) {
  const { filterCopy } = useCopy('filters')
  const locale = useLocale()
  const { pathname, search } = useShownUrl()
  const chips = activeChips(result.facets, search, pathname, filterCopy, result.products[0]?.price.currencyCode, locale)
  if (chips.length === 0) return null
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <ul aria-label={filterCopy.activeLabel} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={filterCopy.remove({ label: chip.label })}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900 hover:border-brand-400"
            >
              {chip.label}
              <Icon name="x" className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {clearAll ? <ClearAll /> : null}
    </div>
  )
}

/** The listing without any filter (its search, category and sort kept). */
export function ClearAll({ className }: { className?: string }) {
  const { filterCopy } = useCopy('filters')
  const { pathname, search } = useShownUrl()
  return (
    <Link
      to={filteredHref(pathname, search, [])}
      preventScrollReset
      className={cn('text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900', className)}
    >
      {filterCopy.clearAll}
    </Link>
  )
}

/**
 * The phone's Filter button and its drawer holding the same form. The drawer renders at idle
 * priority once the page has hydrated (see Drawer); without JavaScript the button is not shown and
 * the form sits above the listing instead.
 */
export function FilterDrawer({ result }: { result: ListingResult }) {
  const { filterCopy } = useCopy('filters')
  const { search } = useShownUrl()
  const active = activeChips(result.facets, search, '', filterCopy).length
  return (
    <Drawer
      trigger={(props) => (
        <button
          {...props}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:border-brand-300 md:hidden noscript:hidden"
        >
          <Icon name="sliders-horizontal" className="size-4" aria-hidden="true" />
          {filterCopy.open({ active })}
        </button>
      )}
      side="left"
      title={filterCopy.drawerTitle}
      closeLabel={filterCopy.closeDrawer}
      description={filterCopy.drawerDescription}
    >
      {({ open, close }) => (
        <>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <ActiveFilters result={result} className="mb-4" clearAll={false} />
            {/* The drawer open is the shopper come to the filters. */}
            <FilterForm result={result} prefetch={open} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-stone-200 px-4 py-3">
            <ClearAll />
            <button type="button" onClick={close} className="min-h-11 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
              {result.total ? filterCopy.showResultCount({ count: result.total.count }) : filterCopy.showResults}
            </button>
          </div>
        </>
      )}
    </Drawer>
  )
}
