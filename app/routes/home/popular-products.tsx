import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import type { HomeCopy } from '~/content/home'
import type { ListingResult } from '~/features/catalog/listing.server'
import { ProductList } from '~/features/catalog/product-grid'

/**
 * The popular-products section (`#products`, the target of the hero and call-to-action buttons):
 * heading, intro and 'Shop all products' around the best sellers' grid.
 */
export function PopularProducts({ copy, listing }: { copy: HomeCopy['products']; listing: ListingResult }) {
  return (
    <Section id="products" labelledBy="home-products-heading" className="bg-earth-50">
      <SectionHeading id="home-products-heading" title={copy.heading} intro={copy.intro} />
      <div className="mt-10">
        {/* Below the hero: these images load lazily; the hero text is the page's largest element. */}
        <ProductList result={listing} label={copy.listLabel} aboveTheFold={false} />
      </div>
      <p className="mt-10 text-center">
        <Link to={copy.link.to} prefetch="intent" className={buttonClass({ size: 'lg' })}>
          {copy.link.label}
        </Link>
      </p>
    </Section>
  )
}
