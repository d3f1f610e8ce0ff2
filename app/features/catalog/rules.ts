import type { MarketLanguage } from '#shared/markets'
import { type AccessoryCategory, accessoryTitleWords } from '~/content/catalogue'

/**
 * The language the title rules are written in and read the store's titles in: the store's own
 * (English), whatever language a page shows them in (the store answers titles translated).
 */
export const RULES_LANGUAGE = 'EN' satisfies MarketLanguage

/** Accessories are recognised by their title (docs/product.md#listings). */
export function isAccessory(title: string): boolean {
  const lower = title.toLowerCase()
  return accessoryTitleWords.some((word) => lower.includes(word))
}

export type ListingFilter = {
  /** Keep products whose title matches one of these. */
  titles?: readonly string[]
  /** Title match by exact title instead of case-insensitive substring. */
  exactTitles?: boolean
  accessories?: 'exclude' | 'only'
  limit?: number
}

function titleMatches(title: string, wanted: readonly string[], exact: boolean) {
  const lower = title.toLowerCase()
  return wanted.some((w) => (exact ? title === w : lower.includes(w.toLowerCase())))
}

/** Whether a product belongs in a listing with this filter (its `limit` aside). */
export function matchesListing(p: { title: string }, filter: ListingFilter): boolean {
  if (filter.titles && !titleMatches(p.title, filter.titles, Boolean(filter.exactTitles))) return false
  if (filter.accessories === 'exclude' && isAccessory(p.title)) return false
  if (filter.accessories === 'only' && !isAccessory(p.title)) return false
  return true
}

export function filterProducts<T extends { title: string }>(products: readonly T[], filter: ListingFilter = {}): T[] {
  let result = products.filter((p) => matchesListing(p, filter))
  if (filter.limit !== undefined) result = result.slice(0, Math.max(0, filter.limit))
  return result
}

/** The accessory category cards: partial keyword match, or exact title match. */
export function inAccessoryCategory(title: string, category: AccessoryCategory): boolean {
  return titleMatches(title, category.keywords, category.exactMatch)
}
