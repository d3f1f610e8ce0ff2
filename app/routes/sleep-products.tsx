import type { Route } from './+types/sleep-products'
import { PageHeader } from '~/components/page-header'
import { listingCopy, listingTitles } from '~/content/catalogue'
import { pages } from '~/content/pages'
import { loadListing } from '~/features/catalog/listing.server'
import { ProductGrid } from '~/features/catalog/product-grid'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.sleepProducts)

export function loader({ context }: Route.LoaderArgs) {
  return { listing: loadListing(context, { filter: { titles: listingTitles.sleep, accessories: 'exclude' } }) }
}

export default function SleepProducts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={pages.sleepProducts} trail={[{ label: 'Shop', to: '/shop-all' }]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        {/* The cards' titles are third-level headings, under this one. */}
        <h2 className="sr-only">{listingCopy.productsHeading}</h2>
        <ProductGrid listing={loaderData.listing} label={pages.sleepProducts.heading} />
      </div>
    </>
  )
}
