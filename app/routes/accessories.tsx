import type { Route } from './+types/accessories'
import { catalogue } from '#shared/shop'
import { accessoryCategories } from '~/content/catalogue'
import { pageHeading, pages } from '~/content/pages'
import { accessoryCategoryMembers, listingMembers } from '~/features/catalog/categories'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadListing } from '~/features/catalog/listing.server'
import { parseFilterParams } from '~/lib/storefront/filters'
import { headTags, pageHead } from '~/lib/seo'
import { AccessoriesPage } from './listings/accessories'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const category = accessoryCategories.find((c) => c.id === search.get('category')) ?? null
  // A category card narrows by SPEC's title keywords; the whole listing is the store's collection when it has one.
  const listing = await loadListing(context, {
    collection: category ? undefined : catalogue.collections.accessories,
    members: category ? accessoryCategoryMembers(category) : listingMembers.accessories,
    params: readListingParams(search),
    filters: parseFilterParams(search),
  })
  return { head: pageHead(context.siteUrl, pages.accessories), heading: pageHeading(pages.accessories), active: category?.id ?? null, listing }
}

export default function Accessories({ loaderData: { heading, active, listing } }: Route.ComponentProps) {
  return <AccessoriesPage heading={heading} active={active} listing={listing} />
}
