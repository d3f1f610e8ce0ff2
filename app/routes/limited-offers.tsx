import { Icon } from '~/components/icon'
import type { Route } from './+types/limited-offers'
import { PageHeader } from '~/components/page-header'
import { listingCopy } from '~/content/catalogue'
import { pageHeading, pages } from '~/content/pages'
import { Listing } from '~/features/catalog/listing'
import { DEFAULT_SORT, readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { salesFirst } from '~/features/catalog/sales'
import { headTags, pageHead } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  const listing = await loadListing(context, { params })
  // SPEC: the unfiltered list; in the shop's own order, what is on sale leads each page.
  return {
    head: pageHead(context.siteUrl, pages.limitedOffers),
    heading: pageHeading(pages.limitedOffers),
    listing: listing.sort === DEFAULT_SORT ? { ...listing, products: salesFirst(listing.products) } : listing,
  }
}

export default function LimitedOffers({ loaderData }: Route.ComponentProps) {
  const banner = listingCopy.limitedOffersBanner
  return (
    <>
      <PageHeader copy={loaderData.heading} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        <aside className="mb-8 flex flex-col gap-2 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white md:flex-row md:items-center md:gap-6 md:p-8">
          <Icon name="sparkles" className="size-8 shrink-0 text-amber-300" aria-hidden="true" />
          <div>
            <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">{banner.eyebrow}</p>
            <h2 className="mt-1 font-display text-2xl font-bold">{banner.heading}</h2>
            <p className="mt-1 text-brand-100">{banner.body}</p>
          </div>
        </aside>
        <Listing result={loaderData.listing} label={loaderData.heading.heading} />
      </div>
    </>
  )
}
