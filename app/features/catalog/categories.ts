import { type AccessoryCategory, accessoryTitleWords, listingTitles } from '~/content/catalogue'
import { inAccessoryCategory, isAccessory, matchesListing } from './rules'

/**
 * Each listing's members, asked of the store: a Storefront search `query` on titles that finds
 * at least the listing's products wherever the store lists them, and the listing's title rule (`accepts`, on
 * the title) applied to what comes back, which stays the definition of the listing.
 */
export type ListingMembers = { query?: string; accepts?: (title: string) => boolean }

/** A quoted phrase: the store's syntax has no escape for `"`, so it is dropped. */
const phrase = (text: string) => `"${text.replace(/["\\]/g, '')}"`
/** A title word or its start, or an exact phrase when it has a space. */
const titleTerm = (word: string) => (/\s/.test(word) ? `title:${phrase(word)}` : `title:${word.toLowerCase()}*`)
const anyOf = (terms: string[]) => `(${terms.join(' OR ')})`

const accessoryQuery = anyOf(accessoryTitleWords.map(titleTerm))
const notAccessoryQuery = accessoryTitleWords.map((w) => `-${titleTerm(w)}`).join(' ')
const titlesQuery = (titles: readonly string[]) => anyOf(titles.map((t) => `title:${phrase(t)}`))

export const listingMembers = {
  all: {},
  sleep: {
    query: `${titlesQuery(listingTitles.sleep)} ${notAccessoryQuery}`,
    accepts: (title) => matchesListing({ title }, { titles: listingTitles.sleep, accessories: 'exclude' }),
  },
  mats: {
    query: titlesQuery(listingTitles.mats),
    accepts: (title) => matchesListing({ title }, { titles: listingTitles.mats }),
  },
  accessories: { query: accessoryQuery, accepts: isAccessory },
} satisfies Record<string, ListingMembers>

/** One accessory category card: accessories whose title has one of its keywords, or is one of its titles. */
export function accessoryCategoryMembers(category: AccessoryCategory): ListingMembers {
  const terms = category.exactMatch ? category.keywords.map((k) => `title:${phrase(k)}`) : category.keywords.map(titleTerm)
  return {
    query: `${accessoryQuery} ${anyOf(terms)}`,
    accepts: (title) => isAccessory(title) && inAccessoryCategory(title, category),
  }
}
