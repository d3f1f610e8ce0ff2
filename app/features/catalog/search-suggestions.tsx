import { Suspense } from 'react'
import { Await } from 'react-router'
import { noResultsCopy } from '~/content/search'
import type { ListingResult } from './listing.server'
import { ShopSuggestions } from './shop-suggestions'

/**
 * Under a search that found nothing: the categories and the best sellers, so the shopper has
 * somewhere to go. `suggestions` is null when the search did find something.
 */
export function SearchSuggestions({ suggestions }: { suggestions: Promise<ListingResult | null> | ListingResult | null }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={suggestions} errorElement={null}>
        {(bestSellers) => (bestSellers ? <Suggestions bestSellers={bestSellers} /> : null)}
      </Await>
    </Suspense>
  )
}

function Suggestions({ bestSellers }: { bestSellers: ListingResult }) {
  return (
    <div className="mt-6 flex flex-col gap-10">
      <p className="text-center text-stone-700">{noResultsCopy.hint}</p>
      <ShopSuggestions bestSellers={bestSellers} headings={{ categories: noResultsCopy.categoriesHeading, bestSellers: noResultsCopy.bestSellersHeading }} />
    </div>
  )
}
