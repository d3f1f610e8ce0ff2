import type { Route } from './+types/mats-products'
import { PageHeader } from '~/components/page-header'
import { listingCopy, listingTitles } from '~/content/catalogue'
import { pages } from '~/content/pages'
import { loadListing } from '~/features/catalog/listing.server'
import { ProductGrid } from '~/features/catalog/product-grid'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.matsProducts)

export function loader({ context }: Route.LoaderArgs) {
  return { listing: loadListing(context, { filter: { titles: listingTitles.mats } }) }
}

export default function MatsProducts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={pages.matsProducts} trail={[{ label: 'Shop', to: '/shop-all' }]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 lg:px-8">
        {/* The cards' titles are third-level headings, under this one. */}
        <h2 className="sr-only">{listingCopy.productsHeading}</h2>
        <ProductGrid listing={loaderData.listing} label={pages.matsProducts.heading} />
      </div>
    </>
  )
}
