import { memo } from 'react'
import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { PageHeader } from '~/components/page-header'
import type { PageHeading } from '~/content/pages.server'
import { useCopy } from '~/i18n/use-copy'
import { Listing } from '~/features/catalog/listing'
import type { ListingResult } from '~/features/catalog/listing.server'
import { SearchSuggestions } from '~/features/catalog/search-suggestions'
import type { FaqAnswer } from '~/features/faq/answers'
import { FaqAnswers } from '~/features/faq/faq-answers'

/**
 * /shop-all: the category teasers and the whole list, or a search's results. Memoised on the
 * loader's data, so a new sort's or filter's loading state renders the router, not the page.
 */
export const ShopAllPage = memo(function ShopAllPage({
  heading,
  q,
  listing,
  suggestions,
  answers = [],
}: {
  heading: PageHeading
  q: string
  listing: ListingResult
  suggestions: ListingResult | null
  /** The FAQ's answers to a search. */
  answers?: readonly FaqAnswer[]
}) {
  const { listingCopy } = useCopy('catalogue')
  const { shopCategories } = useCopy('shop-categories')
  return (
    <>
      <PageHeader copy={heading} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        {q ? null : (
          <nav aria-label={listingCopy.categoriesLabel} className="mb-10">
            {/* The product cards' headings are h3: this keeps the outline h1 → h2 → h3. */}
            <h2 className="sr-only">{listingCopy.filterHeading}</h2>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {shopCategories.map((category) => (
                <li key={category.to}>
                  <Link
                    to={category.to}
                    className="group flex h-full flex-col rounded-2xl border border-brand-100 bg-brand-50 p-4 transition-colors hover:border-brand-300 hover:bg-brand-100"
                  >
                    <span className="font-semibold text-brand-900">{category.title}</span>
                    <span className="mt-1 text-sm text-stone-700">{category.blurb}</span>
                    <Icon name="arrow-right" className="mt-3 size-4 text-brand-700 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {q ? <SearchSummary q={q} listing={listing} /> : null}
        <Listing result={listing} label={q ? listingCopy.resultsFor({ q }) : heading.heading} before={<FaqAnswers answers={answers} />} />
        {q ? <SearchSuggestions suggestions={suggestions} /> : null}
      </div>
    </>
  )
})

function SearchSummary({ q, listing }: { q: string; listing: ListingResult }) {
  const { listingCopy } = useCopy('catalogue')
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <h2 className="text-xl font-semibold text-stone-900">
        {listingCopy.searchResults({ query: q, count: listing.total?.count ?? listing.products.length })}
      </h2>
      <Link to="/shop-all" className="inline-flex items-center gap-1 rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100">
        <Icon name="x" className="size-4" aria-hidden="true" />
        {listingCopy.clearSearch}
      </Link>
    </div>
  )
}
