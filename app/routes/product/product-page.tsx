import { Suspense, useRef } from 'react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { Stars } from '~/components/ui/stars'
import { useCopy } from '~/i18n/use-copy'
import { Price } from '~/features/catalog/price'
import { ProductGallery } from './product-gallery'
import { VariantPicker } from './variant-picker'
import { SizeGuide } from './size-guide'
import { showsPicker } from '~/features/catalog/variants'
import { cn } from '~/lib/cn'
import { productRating } from '~/lib/product-rating'
import type { Review } from '~/content/testimonials-reviews'
import type { ProductWithDetails } from '~/lib/storefront/catalogue'
import type { ProductSummary, ProductVariant } from '~/lib/storefront/types'
import { BackInStockForm } from '~/features/back-in-stock/back-in-stock-form'
import { BuyBox } from './buy-box'
import { type Benefit, ProductAbout } from './product-details'
import { ProductReviews } from './product-reviews'
import { RelatedProducts } from './related-products'

type Props = {
  product: ProductWithDetails
  /** The chosen variant, from the URL. */
  variant: ProductVariant | undefined
  benefits: readonly Benefit[]
  shippingAndReturns: readonly string[]
  reviews: Review[]
  /** The reviews are the shop's, not this product type's. */
  shopWide: boolean
  related: Promise<ProductSummary[]> | ProductSummary[]
  /** The option the size guide is for, by its name in the page's language; null: no size guide. */
  sizeOption: string | null
}

/**
 * A product: the gallery beside its title, the chosen variant's price and stock, the variant
 * picker and the buy box, then what there is to know about it. The sections below the first
 * screen sit in boundaries of their own, so each hydrates in a task of its own; a variant chosen
 * renders them again only if their data changed (they are `memo`).
 */
export function ProductPage({ product, variant, benefits, shippingAndReturns, reviews, shopWide, related, sizeOption }: Props) {
  const { productCopy } = useCopy('catalogue')
  const { productReviewsCopy } = useCopy('product-page')
  // The end of the page: from there on the footer shows, and the phone's buy bar goes.
  const end = useRef<HTMLDivElement>(null)
  const forSale = Boolean(variant?.availableForSale)
  const price = (
    <Price price={variant?.price ?? product.priceRange.minVariantPrice} compareAt={variant?.compareAtPrice} priceClassName="font-semibold text-brand-800" />
  )

  return (
    <>
      <Breadcrumbs items={[productCopy.shopCrumb]} current={product.title} />
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        {/* Tighter on a phone: the price and Add to Cart are above the fold. */}
        <div className="first-screen grid gap-4 py-4 md:grid-cols-2 md:gap-12 md:py-12">
          {/* Sticky beside the longer column, so the gallery never leaves a blank column under it. */}
          <div className="md:sticky md:top-28 md:self-start">
            <ProductGallery images={product.images} title={product.title} shown={variant?.image ?? null} />
          </div>
          <div className="flex min-w-0 flex-col gap-4 md:gap-6">
            <div>
              <h1 className="font-display text-2xl font-bold tracking-tight text-stone-900 md:text-4xl">{product.title}</h1>
              <a href="#reviews" className="mt-1 inline-flex md:mt-2 items-center gap-2 text-sm text-stone-700 hover:text-stone-900">
                <Stars rating={productRating.value} />
                <span>{productReviewsCopy.basedOn({ count: productRating.count })}</span>
              </a>
              <p className="mt-2 text-xl md:mt-3 md:text-2xl" aria-live="polite" data-testid="product-price">
                {price}
              </p>
              <p className={cn('mt-1 text-sm font-medium', forSale ? 'text-brand-700' : 'text-accent-600')}>
                {forSale ? productCopy.inStock : productCopy.outOfStock}
              </p>
            </div>
            {showsPicker(product) ? <VariantPicker product={product} selected={variant} sizeGuide={<SizeGuide />} sizeOption={sizeOption} /> : null}
            <BuyBox product={product} variant={variant} price={price} end={end} />
            {variant && !forSale ? (
              <BackInStockForm key={variant.id} productHandle={product.handle} variant={variant} option={showsPicker(product) ? variant.title : null} />
            ) : null}
            <Suspense>
              <ProductAbout product={product} benefits={benefits} shippingAndReturns={shippingAndReturns} />
            </Suspense>
          </div>
        </div>
        <div className="space-y-16 border-t border-stone-200 py-12 md:py-16">
          <Suspense>
            <ProductReviews reviews={reviews} shopWide={shopWide} />
          </Suspense>
          <RelatedProducts products={related} />
        </div>
        <div ref={end} />
      </div>
    </>
  )
}
