import { memo } from 'react'
import { PageHeader } from '~/components/page-header'
import type { PageHeading } from '~/content/pages.server'
import { Listing } from '~/features/catalog/listing'
import type { ListingResult } from '~/features/catalog/listing.server'
import { useCopy } from '~/i18n/use-copy'

/**
 * A category listing under Shop (sheets, mats): its header, then its products. Memoised on the
 * loader's data, so a new sort's or filter's loading state renders the router, not the page.
 */
export const CategoryPage = memo(function CategoryPage({ copy, listing }: { copy: PageHeading; listing: ListingResult }) {
  const { listingCopy } = useCopy('catalogue')
  return (
    <>
      <PageHeader copy={copy} trail={[listingCopy.shopCrumb]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        {/* The cards' titles are third-level headings, under this one. */}
        <h2 className="sr-only">{listingCopy.productsHeading}</h2>
        <Listing result={listing} label={copy.heading} />
      </div>
    </>
  )
})
