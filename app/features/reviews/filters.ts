import { searchQuery } from '#shared/search-query'
import { type Benefit, benefits, type ProductKind, productKinds, ratingChoices, type StarRating } from '~/content/review-choices'

/** The review filters of the testimonials page, as kept in its URL. */
export type ReviewFilters = {
  benefit: Benefit | 'all'
  product: ProductKind | 'all'
  rating: StarRating | 'all'
  /** Keyword search over the review's text and the reviewer's name. */
  q: string
}

export const ALL = 'all'
export const defaultFilters: ReviewFilters = { benefit: ALL, product: ALL, rating: ALL, q: '' }

/** Names of the URL's query parameters (and of the filter form's fields). */
export const filterParams = ['benefit', 'product', 'rating', 'q'] as const
export type FilterParam = (typeof filterParams)[number]

const pick = <T>(choices: readonly T[], raw: string | null, toValue: (s: string) => T): T | 'all' => {
  if (raw === null) return ALL
  const value = toValue(raw.trim())
  return choices.includes(value) ? value : ALL
}

const caseless =
  <T extends string>(choices: readonly T[]) =>
  (s: string) =>
    (choices.find((c) => c.toLowerCase() === s.toLowerCase()) ?? s) as T

/** The filters a URL asks for; an unknown or missing value means all. */
export function parseFilters(params: URLSearchParams): ReviewFilters {
  return {
    benefit: pick(benefits, params.get('benefit'), caseless(benefits)),
    product: pick(productKinds, params.get('product'), caseless(productKinds)),
    rating: pick(ratingChoices, params.get('rating'), (s) => Number(s) as StarRating),
    q: searchQuery(params),
  }
}

/** The query string of the filters, leaving out what is at its default: `?benefit=Sleep&q=back`. */
export function filtersToSearch(filters: ReviewFilters): string {
  const params = new URLSearchParams()
  if (filters.benefit !== ALL) params.set('benefit', filters.benefit)
  if (filters.product !== ALL) params.set('product', filters.product)
  if (filters.rating !== ALL) params.set('rating', String(filters.rating))
  if (filters.q.trim()) params.set('q', filters.q)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Whether any filter or search narrows the list. */
export const isFiltering = (f: ReviewFilters) => f.benefit !== ALL || f.product !== ALL || f.rating !== ALL || normalize(f.q) !== ''

/** Lower case, typographic apostrophes made plain, runs of white space made one space. */
export const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether a product's name contains the chosen word (docs/product.md#testimonials-and-reviews), as a word: 'Mat' finds the
 * Earthing Therapy Mat, not the Leather Mattress Topper.
 */
export const productMatches = (productName: string, kind: ProductKind) => new RegExp(`\\b${escapeRegExp(kind)}\\b`, 'i').test(productName)

/** A review sent through the form has no benefit: it passes the benefit filter only at "all". */
type Filterable = { name: string; text: string; rating: number; benefit?: Benefit; product: string }

/**
 * The reviews that pass every filter, in their original order: the search is a
 * case-insensitive substring of the review text or the name, the benefit and rating match
 * exactly, the product when its name contains the chosen word.
 */
export function filterReviews<T extends Filterable>(reviews: readonly T[], filters: ReviewFilters): T[] {
  const q = normalize(filters.q)
  return reviews.filter(
    (r) =>
      (filters.benefit === ALL || r.benefit === filters.benefit) &&
      (filters.product === ALL || productMatches(r.product, filters.product)) &&
      (filters.rating === ALL || r.rating === filters.rating) &&
      (q === '' || normalize(r.text).includes(q) || normalize(r.name).includes(q)),
  )
}
