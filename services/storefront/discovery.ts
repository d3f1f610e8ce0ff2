/**
 * Collections, filters and their facets, typo-tolerant search and recommendations, as Shopify's
 * Storefront API answers them, over any list of products: the embedded store and the tests'
 * fake Shopify share it, so the shop meets the same behaviour on both.
 */
import { DEFAULT_VARIANT_TITLE } from '../../shared/default-variant'
import { isUnspaced, type Searchable, singular, titlesOf, variantTitlesOf, words } from './search'

/** The number at the end of a Shopify id (`gid://shopify/Product/1001`): the order products were made in. */
export const idNumber = (gid: string) => Number(gid.split('/').pop())

/** What filtering, faceting and recommending read of a product. */
export type Discoverable = {
  id: string
  handle: string
  title: string
  productType: string
  tags: string[]
  vendor: string
  availableForSale: boolean
  /** Its variants as filters read them (`variants` is the GraphQL field). */
  offers: { available: boolean; price: number; options: { name: string; value: string }[] }[]
  searchable: Searchable
}

/** Storefront `ProductFilter` input, the parts this store answers (others match nothing, as an unknown metafield does on Shopify). */
export type ProductFilter = {
  available?: boolean | null
  price?: { min?: number | null; max?: number | null } | null
  productType?: string | null
  productVendor?: string | null
  tag?: string | null
  variantOption?: { name: string; value: string } | null
  [other: string]: unknown
}

/**
 * The store's collections, derived from the catalogue: one per product type the listings show, and
 * `all`. Their default order is the catalogue's own, as a manually sorted collection's is.
 */
export const COLLECTIONS = [
  { handle: 'sleep', title: 'Sleep', description: 'Earthing sheets and toppers for grounded sleep.', productType: 'Sheets' },
  { handle: 'mats', title: 'Mats', description: 'Earthing mats for the desk, the floor and yoga.', productType: 'Mats' },
  { handle: 'accessories', title: 'Accessories', description: 'Cords, adapters and testers for every grounding product.', productType: 'Accessories' },
  { handle: 'kits', title: 'Kits', description: 'Everything needed to ground a bed or a home, in one box.', productType: 'Kits' },
  { handle: 'all', title: 'All products', description: 'Every product in the store.', productType: null },
] as const

export type CollectionDefinition = (typeof COLLECTIONS)[number]

/** The arguments of the Storefront API's `search` that this store reads (besides its page's). */
export type SearchArguments = {
  query: string
  productFilters?: ProductFilter[] | null
  types?: string[] | null
  sortKey?: 'RELEVANCE' | 'PRICE' | null
  prefix?: 'LAST' | 'NONE' | null
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null
}

export function collectionMembers<P extends { productType: string }>(collection: CollectionDefinition, products: readonly P[]): P[] {
  return collection.productType ? products.filter((p) => p.productType === collection.productType) : [...products]
}

/** The group a filter belongs to: within a group values are ORed, across groups ANDed, as on Shopify. */
function groupOf(filter: ProductFilter): string | null {
  if (typeof filter.available === 'boolean') return 'available'
  if (filter.price && typeof filter.price === 'object') return 'price'
  if (typeof filter.productType === 'string') return 'productType'
  if (typeof filter.productVendor === 'string') return 'productVendor'
  if (typeof filter.tag === 'string') return 'tag'
  if (filter.variantOption && typeof filter.variantOption === 'object') return `option:${filter.variantOption.name.toLowerCase()}`
  return null
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0

function matchesFilter(p: Discoverable, filter: ProductFilter): boolean {
  if (typeof filter.available === 'boolean') return p.availableForSale === filter.available
  if (filter.price) {
    const min = filter.price.min ?? 0
    const max = filter.price.max ?? Infinity
    return p.offers.some((v) => v.price >= min && v.price <= max)
  }
  if (typeof filter.productType === 'string') return same(p.productType, filter.productType)
  if (typeof filter.productVendor === 'string') return same(p.vendor, filter.productVendor)
  if (typeof filter.tag === 'string') return p.tags.some((t) => same(t, filter.tag as string))
  if (filter.variantOption) {
    const { name, value } = filter.variantOption
    return p.offers.some((v) => v.options.some((o) => same(o.name, name) && same(o.value, value)))
  }
  // A filter this store does not hold (a metafield, a category) matches nothing.
  return false
}

function grouped(filters: readonly ProductFilter[]) {
  const groups = new Map<string, ProductFilter[]>()
  for (const filter of filters) {
    const key = groupOf(filter) ?? `unknown:${groups.size}`
    groups.set(key, [...(groups.get(key) ?? []), filter])
  }
  return groups
}

const matchesGroups = (p: Discoverable, groups: Map<string, ProductFilter[]>, except?: string) =>
  [...groups].every(([key, list]) => key === except || list.some((f) => matchesFilter(p, f)))

/** The products every filter group accepts. */
export function applyFilters<P extends Discoverable>(products: readonly P[], filters: readonly ProductFilter[] | null | undefined): P[] {
  if (!filters?.length) return [...products]
  const groups = grouped(filters)
  return products.filter((p) => matchesGroups(p, groups))
}

/** Options that are no choice (Shopify's `Title: Default Title`) are not offered as filters. */
const isDefaultOption = (name: string, value: string) => name === 'Title' && value === DEFAULT_VARIANT_TITLE

/** The query key of an option filter: `filter.v.option.<name>`, as Shopify's themes spell it. */
export const optionKey = (name: string) => name.toLowerCase().replace(/\s+/g, '-')
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')

type FilterValue = { id: string; label: string; count: number; input: string; image: null; swatch: null }
export type Facet = { id: string; label: string; type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN'; presentation: 'TEXT' | null; values: FilterValue[] }

/**
 * The facets of a result set (`collection.products.filters`, `search.productFilters`): availability,
 * price, product type and each variant option, every value with the number of products it would
 * show. A value's count honours the filters of the other groups, not its own (so choosing Queen
 * still counts King), as Shopify's do.
 */
export function facets(products: readonly Discoverable[], applied: readonly ProductFilter[] | null | undefined, currencyMax?: number): Facet[] {
  // In the store's own order (its products' ids), as Shopify's: groups and values do not move with
  // the order the listing was asked for.
  const base = [...products].sort((a, b) => idNumber(a.id) - idNumber(b.id))
  const groups = grouped(applied ?? [])
  const countIn = (group: string, filter: ProductFilter) => base.filter((p) => matchesGroups(p, groups, group) && matchesFilter(p, filter)).length
  const value = (id: string, label: string, group: string, filter: ProductFilter): FilterValue => ({
    id,
    label,
    count: countIn(group, filter),
    input: JSON.stringify(filter),
    image: null,
    swatch: null,
  })
  const result: Facet[] = [
    {
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        value('filter.v.availability.1', 'In stock', 'available', { available: true }),
        value('filter.v.availability.0', 'Out of stock', 'available', { available: false }),
      ],
    },
  ]
  const highest = currencyMax ?? Math.max(0, ...base.flatMap((p) => p.offers.map((v) => v.price)))
  result.push({
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [{ id: 'filter.v.price', label: 'Price', count: 0, input: JSON.stringify({ price: { min: 0, max: highest } }), image: null, swatch: null }],
  })
  const types = [...new Set(base.map((p) => p.productType).filter(Boolean))]
  if (types.length) {
    result.push({
      id: 'filter.p.product_type',
      label: 'Product type',
      type: 'LIST',
      presentation: 'TEXT',
      values: types.map((t) => value(`filter.p.product_type.${t}`, t, 'productType', { productType: t })),
    })
  }
  const options = new Map<string, { name: string; values: string[] }>()
  for (const p of base)
    for (const v of p.offers)
      for (const o of v.options) {
        if (isDefaultOption(o.name, o.value)) continue
        const key = optionKey(o.name)
        const entry = options.get(key) ?? { name: o.name, values: [] }
        if (!entry.values.includes(o.value)) entry.values.push(o.value)
        options.set(key, entry)
      }
  for (const [key, { name, values }] of options) {
    result.push({
      id: `filter.v.option.${key}`,
      label: name,
      type: 'LIST',
      presentation: 'TEXT',
      values: values.map((v) => value(`filter.v.option.${key}.${slug(v)}`, v, `option:${name.toLowerCase()}`, { variantOption: { name, value: v } })),
    })
  }
  return result
}

/** Levenshtein distance, stopping once it passes `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      best = Math.min(best, row[j]!)
    }
    if (best > max) return false
    previous = row
  }
  return previous[b.length]! <= max
}

/** Shopify's search forgives one typo in a word of five letters or more, none in a shorter one. */
export const TYPO_MIN_LENGTH = 5

function wordScore(wanted: string, candidates: string[], isLast: boolean, prefix: boolean): number {
  const s = singular(wanted)
  if (candidates.some((w) => w === wanted || singular(w) === s || (isUnspaced(wanted) && w.includes(wanted)))) return 3
  if ((!prefix || isLast) && candidates.some((w) => w.startsWith(wanted))) return 2
  if (wanted.length >= TYPO_MIN_LENGTH && candidates.some((w) => withinEdits(wanted, w, 1) || withinEdits(s, singular(w), 1))) return 1
  return 0
}

/**
 * How well a product answers a shopper's search (`search(query:)`): every word must be found, as
 * a whole word, its singular, a prefix (the last word only when `prefix` is LAST) or within one
 * typo; 0 when one is missing. Title words weigh more than the rest.
 */
export function searchScore(item: Searchable, query: string, prefix: 'LAST' | 'NONE' = 'LAST'): number {
  const wanted = words(query)
  if (!wanted.length) return 0
  const title = titlesOf(item).flatMap(words)
  const rest = [item.productType, item.vendor, ...item.tags, ...variantTitlesOf(item), ...item.skus].flatMap(words)
  let score = 0
  for (const [i, w] of wanted.entries()) {
    const isLast = i === wanted.length - 1
    const inTitle = wordScore(w, title, isLast, prefix === 'LAST')
    const elsewhere = inTitle ? 0 : wordScore(w, rest, isLast, prefix === 'LAST')
    if (!inTitle && !elsewhere) return 0
    score += inTitle ? inTitle * 2 : elsewhere
  }
  return score
}

/**
 * `search()`'s products, best first (or by price), unavailable ones placed as `unavailableProducts`
 * says; each read as `searchable` gives it (in the operation's language: `translations.ts` `searchableIn`).
 */
export function searchProducts<P extends Discoverable>(
  products: readonly P[],
  {
    query,
    sortKey,
    prefix,
    unavailableProducts,
  }: { query: string; sortKey?: 'RELEVANCE' | 'PRICE' | null; prefix?: 'LAST' | 'NONE' | null; unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null },
  searchable: (product: P) => Searchable = (product) => product.searchable,
): P[] {
  const scored = products.map((p, i) => ({ p, i, score: searchScore(searchable(p), query, prefix ?? 'LAST') })).filter((x) => x.score > 0)
  const price = (p: Discoverable) => Math.min(...p.offers.map((v) => v.price))
  scored.sort(sortKey === 'PRICE' ? (a, b) => price(a.p) - price(b.p) || a.i - b.i : (a, b) => b.score - a.score || a.i - b.i)
  let found = scored.map((x) => x.p)
  const placement = unavailableProducts ?? 'LAST'
  if (placement === 'HIDE') found = found.filter((p) => p.availableForSale)
  if (placement === 'LAST') found = [...found.filter((p) => p.availableForSale), ...found.filter((p) => !p.availableForSale)]
  return found
}

/** Shopify answers at most ten recommendations. */
export const RECOMMENDATIONS = 10

/**
 * `productRecommendations`: RELATED are products of the same type, then those sharing the most
 * tags; COMPLEMENTARY are the accessories that go with a product that is not one (Shopify serves
 * those the owner pairs in Search & Discovery; this store pairs by type). Null for an unknown product.
 */
export function recommend<P extends Discoverable>(products: readonly P[], product: P | null | undefined, intent: 'RELATED' | 'COMPLEMENTARY'): P[] | null {
  if (!product) return null
  const others = products.filter((p) => p.id !== product.id && p.availableForSale)
  if (intent === 'COMPLEMENTARY') {
    if (product.productType === 'Accessories') return []
    return others.filter((p) => p.productType === 'Accessories').slice(0, RECOMMENDATIONS)
  }
  const shared = (p: P) => p.tags.filter((t) => product.tags.includes(t)).length
  return others
    .map((p, i) => ({ p, i, score: (p.productType === product.productType ? 100 : 0) + shared(p) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, RECOMMENDATIONS)
    .map((x) => x.p)
}
