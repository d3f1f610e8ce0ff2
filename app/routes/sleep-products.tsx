import type { Route } from './+types/sleep-products'
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
    head: pageHead(context.siteUrl, pages.sleepProducts),
    heading: pageHeading(pages.sleepProducts),
    listing: await loadListing(context, { members: listingMembers.sleep, params }),
  }
}

export default function SleepProducts({ loaderData }: Route.ComponentProps) {
  return <CategoryPage copy={loaderData.heading} listing={loaderData.listing} />
}
