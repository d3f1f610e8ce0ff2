import type { Route } from './+types/mats-products'
import { pageHeading, pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'
import { CategoryPage } from './listings/category-page'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  const listing = await loadListing(context, { members: listingMembers.mats, params })
  return { head: pageHead(context.siteUrl, pages.matsProducts), heading: pageHeading(pages.matsProducts), listing }
}

export default function MatsProducts({ loaderData: { heading, listing } }: Route.ComponentProps) {
  return <CategoryPage copy={heading} listing={listing} />
}
