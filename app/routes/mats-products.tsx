import type { Route } from './+types/mats-products'
import { pageHeading, pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { CategoryPage } from '~/features/catalog/category-page'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  return {
    head: pageHead(context.siteUrl, pages.matsProducts),
    heading: pageHeading(pages.matsProducts),
    listing: await loadListing(context, { members: listingMembers.mats, params }),
  }
}

export default function MatsProducts({ loaderData }: Route.ComponentProps) {
  return <CategoryPage copy={loaderData.heading} listing={loaderData.listing} />
}
