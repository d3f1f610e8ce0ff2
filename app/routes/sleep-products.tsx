import type { Route } from './+types/sleep-products'
import { pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { CategoryPage } from '~/features/catalog/category-page'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.sleepProducts)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  return { listing: await loadListing(context, { members: listingMembers.sleep, params }) }
}

export default function SleepProducts({ loaderData }: Route.ComponentProps) {
  return <CategoryPage copy={pages.sleepProducts} listing={loaderData.listing} />
}
