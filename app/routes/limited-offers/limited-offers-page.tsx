import { memo } from 'react'
import { Icon } from '~/components/icon'
import { PageHeader } from '~/components/page-header'
import type { PageHeading } from '~/content/pages.server'
import { Listing } from '~/features/catalog/listing'
import type { ListingResult } from '~/features/catalog/listing.server'
import { useCopy } from '~/i18n/use-copy'

/**
 * /limited-offers: the banner, then the unfiltered list. Memoised on the loader's data, so a new
 * sort's or filter's loading state renders the router, not the page.
 */
export const LimitedOffersPage = memo(function LimitedOffersPage({ heading, listing }: { heading: PageHeading; listing: ListingResult }) {
  const { listingCopy } = useCopy('catalogue')
  const banner = listingCopy.limitedOffersBanner
  return (
    <>
      <PageHeader copy={heading} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        <aside className="mb-8 flex flex-col gap-2 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white md:flex-row md:items-center md:gap-6 md:p-8">
          <Icon name="sparkles" className="size-8 shrink-0 text-amber-300" aria-hidden="true" />
          <div>
            <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">{banner.eyebrow}</p>
            <h2 className="mt-1 font-display text-2xl font-bold">{banner.heading}</h2>
            <p className="mt-1 text-brand-100">{banner.body}</p>
          </div>
        </aside>
        <Listing result={listing} label={heading.heading} />
      </div>
    </>
  )
})
