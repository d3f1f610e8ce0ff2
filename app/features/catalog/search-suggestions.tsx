import { Suspense } from 'react'
import { Await } from 'react-router'
import { Link } from '~/components/link'
import type { ListingResult } from './listing.server'
import { Suggestions as CategorySuggestions } from './suggestions'
import { useCopy } from '~/i18n/use-copy'

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
  const { noResultsCopy } = useCopy('search')
  const { shopCategories } = useCopy('shop-categories')
  return (
    <div className="mt-6 flex flex-col gap-10">
      <div className="flex flex-col items-center gap-3 text-center text-stone-700">
        <p>{noResultsCopy.hint}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {noResultsCopy.tryWords.map((word) => (
            <li key={word}>
              <Link
                to={`/shop-all?q=${encodeURIComponent(word)}`}
                aria-label={noResultsCopy.trySearch({ word })}
                className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:border-brand-300 hover:bg-brand-50"
              >
                {word}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <CategorySuggestions
        bestSellers={bestSellers}
        headings={{ categories: noResultsCopy.categoriesHeading, bestSellers: noResultsCopy.bestSellersHeading }}
        categories={shopCategories}
      />
    </div>
  )
}
