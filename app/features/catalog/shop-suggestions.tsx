import { shopCategories } from '~/content/shop-categories'
import type { ListingResult } from './listing.server'
import { Suggestions } from './suggestions'

/**
 * The suggestions with the categories in English, for the not-found page until its loader sends
 * its copy (`pageCopy(market, ['shop-categories'])`, then `Suggestions` with `useCopy`). A listing's
 * search reads them in the page's language (`SearchSuggestions`).
 */
export function ShopSuggestions({ bestSellers, headings }: { bestSellers: ListingResult; headings: { categories: string; bestSellers: string } }) {
  return <Suggestions bestSellers={bestSellers} headings={headings} categories={shopCategories} />
}
