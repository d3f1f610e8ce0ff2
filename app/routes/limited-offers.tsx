import type { Route } from './+types/limited-offers'
import { pageHeading, pages } from '~/content/pages'
import { ListingPage } from '~/features/catalog/listing-page'
import { listingPage } from '~/features/catalog/listing-page.server'
import { DEFAULT_SORT, readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { salesFirst } from '~/features/catalog/sales'
import { headTags, pageHead } from '~/lib/seo'
import { LimitedOffersPage } from './listings/limited-offers.server'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  const loaded = await loadListing(context, { params })
  // SPEC: the unfiltered list; in the shop's own order, what is on sale leads each page.
  const listing = loaded.sort === DEFAULT_SORT ? { ...loaded, products: salesFirst(loaded.products) } : loaded
  const page = <LimitedOffersPage heading={pageHeading(pages.limitedOffers)} listing={listing} />
  return { head: pageHead(context.siteUrl, pages.limitedOffers), page: listingPage(context, request, page, listing) }
}

export default function LimitedOffers({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={loaderData.page} />
}
