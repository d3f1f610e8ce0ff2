import { Icon } from '~/components/icon'
import { useId } from 'react'
import { Link } from '~/components/link'
import type { shopCategories } from '~/content/shop-categories'
import type { Localized } from '~/i18n/format'
import type { ListingResult } from './listing.server'
import { ProductGrid } from './product-grid'

/**
 * Somewhere to go when a page has nothing to show (a search without results, a missing page):
 * the shop's categories (in the page's language, as its loader sent them) and its best sellers,
 * under the calling page's own headings.
 */
export function Suggestions({
  bestSellers,
  headings,
  categories,
}: {
  bestSellers: ListingResult
  headings: { categories: string; bestSellers: string }
  categories: Localized<typeof shopCategories>
}) {
  const id = useId()
  return (
    <>
      <nav aria-labelledby={`${id}-categories`}>
        <h2 id={`${id}-categories`} className="mb-4 text-center font-display text-2xl font-bold text-stone-900">
          {headings.categories}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.to}>
              <Link
                to={category.to}
                className="group flex h-full flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-stone-900">
                  {category.title}
                  <Icon name="arrow-right" className="size-4 shrink-0 text-brand-700 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
                <span className="text-sm text-stone-600">{category.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {bestSellers.products.length ? (
        <section aria-labelledby={`${id}-best-sellers`}>
          <h2 id={`${id}-best-sellers`} className="mb-4 text-center font-display text-2xl font-bold text-stone-900">
            {headings.bestSellers}
          </h2>
          <ProductGrid listing={bestSellers} label={headings.bestSellers} aboveTheFold={false} />
        </section>
      ) : null}
    </>
  )
}
