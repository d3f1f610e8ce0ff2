import type { Route } from './+types/sleep-products'
import { pageHeading, pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { CategoryPage } from '~/features/catalog/category-page.server'
import { ListingPage } from '~/features/catalog/listing-page'
import { listingPage } from '~/features/catalog/listing-page.server'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  const listing = await loadListing(context, { members: listingMembers.sleep, params })
  const page = <CategoryPage copy={pageHeading(pages.sleepProducts)} listing={listing} />
  return { head: pageHead(context.siteUrl, pages.sleepProducts), page: listingPage(context, request, page, listing) }
}

export default function SleepProducts({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={loaderData.page} />
}
