import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { homeProducts as copy } from '~/content/home-products'
import { Section, SectionHeading } from '~/components/ui/section'
import type { ListingResult } from '~/features/catalog/listing.server'
import { ProductList } from '~/features/catalog/product-grid'
import { drawnNearScreen } from '~/features/reviews/drawn-near-screen'

/**
 * The popular-products section (`#products`, the target of the hero and call-to-action
 * buttons): heading, intro and 'Shop all products' around the best sellers' grid, as server-only
 * markup rendered for each request (decision 076).
 */
export function PopularProducts({ listing }: { listing: ListingResult }) {
  return (
    // The first child of its markup's wrapper, which app.css draws at once: the class defers it as before.
    <Section id="products" labelledBy="home-products-heading" className={`bg-earth-50 ${drawnNearScreen}`}>
      <SectionHeading id="home-products-heading" title={copy.heading} intro={copy.intro} />
      <div className="mt-10">
        {/* Below the hero: these images load lazily; the hero text is the page's largest element. */}
        <ProductList result={listing} label={copy.listLabel} aboveTheFold={false} />
      </div>
      <p className="mt-10 text-center">
        <Link to={copy.link.to} className={buttonClass({ size: 'lg' })}>
          {copy.link.label}
        </Link>
      </p>
    </Section>
  )
}
