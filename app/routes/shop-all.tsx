import { ArrowRight, X } from 'lucide-react'
import { Suspense } from 'react'
import { Await, Link } from 'react-router'
import type { Route } from './+types/shop-all'
import { PageHeader } from '~/components/page-header'
import { listingCopy } from '~/content/catalogue'
import { pages } from '~/content/pages'
import { shopCategories } from '~/content/shop-categories'
import { loadListing } from '~/features/catalog/listing.server'
import { ProductGrid } from '~/features/catalog/product-grid'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const q = new URLSearchParams(location.search).get('q')?.trim()
  // A search result page is not a page of its own for search engines.
  return pageMeta(matches, pages.shopAll, q ? { noindex: true } : {})
}

export function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 100) ?? ''
  return { q, listing: loadListing(context, { query: q || undefined }) }
}

export default function ShopAll({ loaderData }: Route.ComponentProps) {
  const { q, listing } = loaderData
  return (
    <>
      <PageHeader copy={pages.shopAll} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        {q ? null : (
          <nav aria-label="Categories" className="mb-10">
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
                    <ArrowRight className="mt-3 size-4 text-brand-700 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {q ? <SearchSummary q={q} listing={listing} /> : null}
        <ProductGrid listing={listing} label={q ? `Results for ${q}` : pages.shopAll.heading} />
      </div>
    </>
  )
}

function SearchSummary({ q, listing }: { q: string; listing: Route.ComponentProps['loaderData']['listing'] }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <h2 className="text-xl font-semibold text-stone-900" aria-live="polite">
        <ResultCount q={q} listing={listing} />
      </h2>
      <Link to="/shop-all" className="inline-flex items-center gap-1 rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100">
        <X className="size-4" aria-hidden="true" />
        {listingCopy.clearSearch}
      </Link>
    </div>
  )
}

function ResultCount({ q, listing }: { q: string; listing: Route.ComponentProps['loaderData']['listing'] }) {
  return (
    <Suspense fallback={listingCopy.searching(q)}>
      <Await resolve={listing}>{(result) => listingCopy.searchResults(q, result.products.length)}</Await>
    </Suspense>
  )
}
