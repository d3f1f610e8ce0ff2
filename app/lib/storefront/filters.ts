/**
 * Shopify's filter URL convention, as Dawn and Hydrogen spell it, read into the Storefront
 * API's `ProductFilter` inputs and written back:
 *
 *   filter.v.availability=1            → { available: true }   (0 → false)
 *   filter.v.price.gte=20&…lte=100     → { price: { min: 20, max: 100 } }
 *   filter.p.product_type=Mats         → { productType: 'Mats' }
 *   filter.p.vendor=…, filter.p.tag=…  → { productVendor }, { tag }
 *   filter.v.option.size=Queen         → { variantOption: { name: 'Size', value: 'Queen' } }
 *
 * A parameter may repeat (values of one group are either-or on the store). Anything unknown or
 * malformed is left out and the rest kept: a URL never fails because of one bad filter.
 */
import type { ProductFilter } from './storefront-api.generated'

export type { ProductFilter }

/** The URL's filter parameters all start with this. */
export const FILTER_PREFIX = 'filter.'
/** More filters than this in one URL are ignored: no real choice needs so many, and each costs the store work. */
export const MAX_FILTERS = 25
/** Longest value kept (a product type, an option value). */
const MAX_VALUE_LENGTH = 100
const PRICE = /^\d{1,9}(\.\d{1,2})?$/

/** How an option's name appears in a URL: `Size` → `size`, `Sleeve length` → `sleeve-length`. */
export const optionParam = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-')

/**
 * The filters a URL asks for. `optionNames` (the options the store's facets name, e.g. from
 * the last answer's `filters`) give an option its real name; without them the URL's is used,
 * which Shopify matches regardless of case.
 */
export function parseFilterParams(search: URLSearchParams, { optionNames = [] }: { optionNames?: readonly string[] } = {}): ProductFilter[] {
  const filters: ProductFilter[] = []
  const seen = new Set<string>()
  const add = (filter: ProductFilter) => {
    const key = JSON.stringify(filter)
    if (seen.has(key) || filters.length >= MAX_FILTERS) return
    seen.add(key)
    filters.push(filter)
  }
  let min: number | null = null
  let max: number | null = null
  for (const [param, raw] of search) {
    if (!param.startsWith(FILTER_PREFIX)) continue
    const value = raw.trim()
    if (!value || value.length > MAX_VALUE_LENGTH) continue
    switch (param) {
      case 'filter.v.availability':
        if (value === '1' || value === '0') add({ available: value === '1' })
        break
      case 'filter.v.price.gte':
        if (PRICE.test(value)) min = Number(value)
        break
      case 'filter.v.price.lte':
        if (PRICE.test(value)) max = Number(value)
        break
      case 'filter.p.product_type':
        add({ productType: value })
        break
      case 'filter.p.vendor':
        add({ productVendor: value })
        break
      case 'filter.p.tag':
        add({ tag: value })
        break
      default: {
        const option = /^filter\.v\.option\.([\p{L}\p{N}_-]{1,50})$/u.exec(param)?.[1]
        if (!option) break
        const name = optionNames.find((n) => optionParam(n) === option.toLowerCase()) ?? option
        add({ variantOption: { name, value } })
      }
    }
  }
  // A range the wrong way round is read as meant; one bound alone is kept.
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  if (min !== null || max !== null) add({ price: { ...(min !== null ? { min } : {}), ...(max !== null ? { max } : {}) } })
  return filters
}

/** The URL parameters of `filters`, the inverse of `parseFilterParams`. */
export function filterParams(filters: readonly ProductFilter[]): [name: string, value: string][] {
  return filters.flatMap((f): [string, string][] => {
    if (typeof f.available === 'boolean') return [['filter.v.availability', f.available ? '1' : '0']]
    if (f.price) {
      const bounds: [string, string][] = []
      if (f.price.min != null) bounds.push(['filter.v.price.gte', String(f.price.min)])
      if (f.price.max != null) bounds.push(['filter.v.price.lte', String(f.price.max)])
      return bounds
    }
    if (f.productType) return [['filter.p.product_type', f.productType]]
    if (f.productVendor) return [['filter.p.vendor', f.productVendor]]
    if (f.tag) return [['filter.p.tag', f.tag]]
    if (f.variantOption) return [[`filter.v.option.${optionParam(f.variantOption.name)}`, f.variantOption.value]]
    return []
  })
}

/** A facet value's `input` (JSON text, as the Storefront API answers it) as a filter; null when it is not one. */
export function filterOfInput(input: unknown): ProductFilter | null {
  try {
    const value: unknown = typeof input === 'string' ? JSON.parse(input) : input
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ProductFilter) : null
  } catch {
    return null
  }
}
