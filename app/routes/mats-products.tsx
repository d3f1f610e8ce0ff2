import type { Route } from './+types/mats-products'
import { listingTitles } from '~/content/catalogue'
import { pages } from '~/content/pages'
import { CategoryPage } from '~/features/catalog/category-page'
import { loadListing } from '~/features/catalog/listing.server'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.matsProducts)

export function loader({ context }: Route.LoaderArgs) {
  return { listing: loadListing(context, { filter: { titles: listingTitles.mats } }) }
}

export default function MatsProducts({ loaderData }: Route.ComponentProps) {
  return <CategoryPage copy={pages.matsProducts} listing={loaderData.listing} />
}
