import { memo } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { PageHeader } from '~/components/page-header'
import type { PageHeading } from '~/content/pages.server'
import { Listing } from '~/features/catalog/listing'
import type { ListingResult } from '~/features/catalog/listing.server'
import { cn } from '~/lib/cn'
import { activeParams } from '~/features/catalog/filter-state'
import { DEFAULT_SORT, readListingParams } from '~/features/catalog/listing-params'
import { useCopy } from '~/i18n/use-copy'

const icons = { 'cords-adapters': 'cable', 'outlet-testers': 'plug-zap', 'other-accessories': 'scan-line' } as const

/**
 * /accessories: the category cards that filter it, and its list. Memoised on the loader's data, so
 * a new sort's or filter's loading state renders the router, not the page.
 */
export const AccessoriesPage = memo(function AccessoriesPage({
  heading,
  active,
  listing,
}: {
  heading: PageHeading
  active: string | null
  listing: ListingResult
}) {
  const { accessoryCategories, listingCopy } = useCopy('catalogue')
  const search = new URLSearchParams(useLocation().search)
  // A card keeps the filters and sort chosen (they apply to every category) and starts at the first page.
  const kept = [...activeParams(search)]
  const { sort } = readListingParams(search)
  if (sort !== DEFAULT_SORT) kept.push(['sort', sort])
  const cardHref = (category: string | null) => {
    const next = new URLSearchParams(category ? [['category', category], ...kept] : kept)
    return next.size ? `/accessories?${next}` : '/accessories'
  }
  return (
    <>
      <PageHeader copy={heading} trail={[listingCopy.shopCrumb]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        <h2 className="sr-only">{listingCopy.filterHeading}</h2>
        <ul className="mb-8 grid gap-3 md:grid-cols-3">
          {accessoryCategories.map((category) => {
            const isActive = active === category.id
            const icon = icons[category.id as keyof typeof icons] ?? 'cable'
            return (
              <li key={category.id}>
                {/* A toggle: the active card clears the filter. The state lives in the URL, so it can be shared; the page stays where it is. */}
                <Link
                  to={cardHref(isActive ? null : category.id)}
                  prefetch="intent"
                  preventScrollReset
                  aria-current={isActive ? 'true' : undefined}
                  className={cn(
                    'flex h-full items-start gap-3 rounded-2xl border-2 p-4 transition-colors',
                    isActive ? 'border-brand-600 bg-brand-50' : 'border-stone-200 bg-white hover:border-brand-300',
                  )}
                >
                  <Icon name={icon} className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="flex-1">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                      {category.title}
                      {isActive ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                          <Icon name="circle-check" className="size-3" aria-hidden="true" />
                          {listingCopy.activeFilter}
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-1 block text-sm text-stone-700">{category.description}</span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
        <Listing result={listing} label={heading.heading} />
      </div>
    </>
  )
})
