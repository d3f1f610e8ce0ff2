import type { Route } from './+types/mats-products'
import { pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { CategoryPage } from '~/features/catalog/category-page'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.matsProducts)

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readListingParams(new URL(request.url).searchParams)
  return { listing: await loadListing(context, { members: listingMembers.mats, params }) }
}

export default function MatsProducts({ loaderData }: Route.ComponentProps) {
  return <CategoryPage copy={pages.matsProducts} listing={loaderData.listing} />
}
