import type { Route } from './+types/sleep-products'
import { listingTitles } from '~/content/catalogue'
import { pages } from '~/content/pages'
import { CategoryPage } from '~/features/catalog/category-page'
import { loadListing } from '~/features/catalog/listing.server'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.sleepProducts)

export function loader({ context }: Route.LoaderArgs) {
  return { listing: loadListing(context, { filter: { titles: listingTitles.sleep, accessories: 'exclude' } }) }
}

export default function SleepProducts({ loaderData }: Route.ComponentProps) {
  return <CategoryPage copy={pages.sleepProducts} listing={loaderData.listing} />
}
