/**
 * What a listing's filters show, read from the store's facets and the URL: each facet's values
 * with their counts and whether they are on, the price range, the chips of the filters on, and the
 * URLs that take one or all of them off. Filters are written in Shopify's URL convention
 * (`~/lib/storefront/filters`); a facet value whose filter has no URL form (a metafield, a
 * category) is not offered. Changing filters starts the listing at its first page.
 */
import type { filterCopy } from '~/content/filters'
import type { Localized } from '~/i18n/format'
import type { Facet } from '~/lib/storefront/catalogue'
import { FILTER_PREFIX, filterOfInput, filterParams, type ProductFilter, parseFilterParams } from '~/lib/storefront/filters'
import { formatMoney } from '~/lib/money'
import { DEFAULT_SORT, keptParams, readListingParams } from './listing-params'

export type Param = [name: string, value: string]

export type FacetValue = { id: string; label: string; count: number; param: Param; checked: boolean }
export type ListFacet = { kind: 'list'; id: string; label: string; values: FacetValue[] }
export type PriceFacet = { kind: 'price'; id: string; label: string; max: number; gte: string; lte: string }
/** The form's groups in the store's order (availability, price, type, options as Search & Discovery sets them). */
export type FilterForm = { groups: (ListFacet | PriceFacet)[]; lists: ListFacet[]; price: PriceFacet | null }
export type Chip = { key: string; label: string; href: string }
/** The filters' words a chip may need, in the page's language (the component's `useCopy('filters')`). */
export type ChipCopy = Pick<Localized<typeof filterCopy>, 'price' | 'priceRange' | 'priceAbove' | 'priceBelow' | 'chip' | 'availability'>

const PRICE_PARAMS = ['filter.v.price.gte', 'filter.v.price.lte'] as const
const same = (a: Param, b: Param) => a[0] === b[0] && a[1].toLowerCase() === b[1].toLowerCase()

/** The filters the URL asks for, as URL parameters (those the shop could read, written the one way). */
export const activeParams = (search: URLSearchParams): Param[] => filterParams(parseFilterParams(search))

/** The form's facets: list facets with one URL parameter per value, and the price range. */
export function filterForm(facets: readonly Facet[], search: URLSearchParams): FilterForm {
  const active = activeParams(search)
  const groups: FilterForm['groups'] = []
  for (const facet of facets) {
    if (facet.type === 'PRICE_RANGE') {
      const range = filterOfInput(facet.values[0]?.input)?.price
      const max = Number(range?.max)
      if (!Number.isFinite(max) || max <= 0) continue
      const bound = (name: string) => active.find(([n]) => n === name)?.[1] ?? ''
      groups.push({ kind: 'price', id: facet.id, label: facet.label, max, gte: bound(PRICE_PARAMS[0]), lte: bound(PRICE_PARAMS[1]) })
      continue
    }
    const values = facet.values.flatMap((value): FacetValue[] => {
      const filter = filterOfInput(value.input)
      const params = filter ? filterParams([filter]) : []
      // A value this shop cannot write into a URL, or one that is not a single choice, is left out.
      if (params.length !== 1) return []
      const param = params[0]!
      return [{ id: value.id, label: value.label, count: value.count, param, checked: active.some((a) => same(a, param)) }]
    })
    if (values.length) groups.push({ kind: 'list', id: facet.id, label: facet.label, values })
  }
  return {
    groups,
    lists: groups.filter((g): g is ListFacet => g.kind === 'list'),
    price: groups.find((g): g is PriceFacet => g.kind === 'price') ?? null,
  }
}

/** The URL of the listing with `params` as its filters: its search, category and sort kept, its page the first. */
export function filteredHref(pathname: string, search: URLSearchParams, params: readonly Param[]): string {
  const next = new URLSearchParams(keptParams(search).filter(([name]) => !name.startsWith(FILTER_PREFIX)))
  for (const [name, value] of params) if (value.trim()) next.append(name, value.trim())
  const { sort } = readListingParams(search)
  if (sort !== DEFAULT_SORT) next.set('sort', sort)
  const query = next.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** One chip per filter on (the price range one chip), each with the URL that takes just it off. */
export function activeChips(
  facets: readonly Facet[],
  search: URLSearchParams,
  pathname: string,
  copy: ChipCopy,
  currencyCode?: string,
  locale?: string,
): Chip[] {
  const filters = parseFilterParams(search)
  const all = filterParams(filters)
  const form = filterForm(facets, search)
  const labelOf = (filter: ProductFilter): string => {
    if (filter.price) {
      const money = (amount: number | null | undefined) => (amount == null ? null : formatMoney({ amount: String(amount), currencyCode }, locale))
      const [min, max] = [money(filter.price.min), money(filter.price.max)]
      const range = min && max ? copy.priceRange({ min, max }) : min ? copy.priceAbove({ min }) : copy.priceBelow({ max: max ?? '' })
      return copy.chip({ name: form.price?.label ?? copy.price, value: range })
    }
    const param = filterParams([filter])[0]!
    for (const list of form.lists) {
      const value = list.values.find((v) => same(v.param, param))
      if (value) return typeof filter.available === 'boolean' ? value.label : copy.chip({ name: list.label, value: value.label })
    }
    // A filter the store's facets do not name (a value this listing does not have): its URL's own words.
    if (typeof filter.available === 'boolean') return copy.availability[`${filter.available}`]
    return param[1]
  }
  return filters.map((filter) => {
    const own = filterParams([filter])
    const rest = all.filter((p) => !own.some((o) => same(o, p)))
    return { key: own.map((p) => p.join('=')).join('&'), label: labelOf(filter), href: filteredHref(pathname, search, rest) }
  })
}

/**
 * The filter parameters the form sends once `value` is ticked or unticked: the boxes on, then the
 * price bounds, in the form's own order, so the URL is the very one the choice goes to (and a
 * prefetch of it is the one the navigation finds).
 */
export function toggledParams(form: FilterForm, value: FacetValue): Param[] {
  return form.groups.flatMap((group): Param[] =>
    group.kind === 'list'
      ? group.values.filter((v) => (v.id === value.id ? !v.checked : v.checked)).map((v) => v.param)
      : ([
          [PRICE_PARAMS[0], group.gte],
          [PRICE_PARAMS[1], group.lte],
        ] as Param[]),
  )
}
