import { Icon } from '~/components/icon'
import { data, Link } from 'react-router'
import type { Route } from './+types/product'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { Stars } from '~/components/ui/stars'
import { productCopy } from '~/content/catalogue'
import { productBenefits, shippingAndReturns } from '~/content/product-benefits'
import { productReviewsCopy } from '~/content/product-page'
import { reviews as publishedReviews } from '~/content/testimonials-reviews'
import { brand, catalogue, shipping } from '#shared/shop'
import { ProductGallery } from '~/features/catalog/product-gallery'
import { useStoreNotice } from '~/features/catalog/product-grid'
import { Price } from '~/features/catalog/price'
import { VariantPicker } from '~/features/catalog/variant-picker'
import { defaultVariant, selectVariant, showsPicker } from '~/features/catalog/variants'
import { BuyBox } from '~/features/product/buy-box'
import { ProductDetailsSections } from '~/features/product/product-details'
import { productTypeOf, reviewKindOf } from '~/features/product/product-kind'
import { ProductReviews } from '~/features/product/product-reviews'
import { RelatedProducts } from '~/features/product/related-products'
import { loadRelated } from '~/features/product/related.server'
import { reviewsForKind } from '~/features/product/reviews'
import { PRODUCT_PAGE_END_ID } from '~/features/product/sticky-buy-bar'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { cn } from '~/lib/cn'
import { productRating } from '~/lib/product-rating'
import { imageUrl } from '~/lib/image'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { Product } from '~/lib/storefront/types'
import { absoluteUrl, buildHead, type Head, headTags, truncate } from '~/lib/seo'
import { breadcrumbJsonLd, productJsonLd } from '~/lib/product-structured-data'

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const notFound = (notice: 'payment-required' | null = null) =>
    data({ head: productHead(context.siteUrl, null, null), product: null, variantId: null, notice }, { status: 404 })
  let product
  try {
    product = await getProductByHandle(context.storefront, params.handle)
  } catch (error) {
    if (error instanceof StorefrontPaymentRequired) return notFound('payment-required')
    // SPEC: a failed load shows 'Product not found' too; the cause is in the log.
    console.error(`[catalog] could not load product "${params.handle}":`, error)
    return notFound()
  }
  if (!product) return notFound()
  const variant = selectVariant(product.variants, new URL(request.url).searchParams.get('variant'))
  const type = productTypeOf(product)
  const kind = reviewKindOf(type)
  const submitted = await loadPublishedReviews(context, kind ? { kind } : {}).catch((error: unknown) => {
    console.error('[reviews] could not load the submitted reviews:', error)
    return []
  })
  return {
    head: productHead(context.siteUrl, product, variant?.id ?? null),
    product,
    variantId: variant?.id ?? null,
    notice: null,
    // Copy for this product's type, as data: only the one list reaches the browser.
    benefits: productBenefits[type],
    shippingAndReturns,
    reviews: reviewsForKind(kind, submitted, publishedReviews),
    shopWide: !kind,
    // Streamed below the fold: the page does not wait for it.
    related: loadRelated(context, product),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/** The page's head, worked out here so the browser carries none of the SEO code. */
function productHead(siteUrl: string, product: Product | null, variantId: string | null): Head {
  if (!product) return { title: `${productCopy.notFound} | ${brand.name}`, noindex: true }
  const path = `/product/${product.handle}`
  const image = product.images[0]
  const variant = product.variants.find((v) => v.id === variantId) ?? defaultVariant(product.variants)
  const head = buildHead({
    siteUrl,
    path,
    title: `${product.title} | ${brand.name}`,
    description: truncate(product.description, catalogue.metaDescriptionLength),
    type: 'product',
    image: image ? { url: imageUrl(image.url, { width: 1200, height: 630, crop: 'center' }), alt: image.altText ?? product.title, width: 1200, height: 630 } : undefined,
    jsonLd: [
      productJsonLd(product, variant, siteUrl, path),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Shop', path: '/shop-all' },
        { name: product.title, path },
      ]),
    ],
  })
  head.more = [
    { property: 'product:price:amount', content: variant?.price.amount ?? product.priceRange.minVariantPrice.amount },
    { property: 'product:price:currency', content: variant?.price.currencyCode ?? product.priceRange.minVariantPrice.currencyCode },
    { property: 'og:image:secure_url', content: absoluteUrl(siteUrl, image?.url ?? '/og-image.png') },
  ]
  return head
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  useStoreNotice(loaderData.notice)
  const { product, variantId } = loaderData
  if (!product) return <ProductNotFound />
  const variant = product.variants.find((v) => v.id === variantId) ?? defaultVariant(product.variants)
  const forSale = Boolean(variant?.availableForSale)
  const price = (
    <Price price={variant?.price ?? product.priceRange.minVariantPrice} compareAt={variant?.compareAtPrice} priceClassName="font-semibold text-brand-800" />
  )

  return (
    <>
      <Breadcrumbs items={[{ label: 'Shop', to: '/shop-all' }]} current={product.title} />
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <div className="grid gap-8 py-8 md:grid-cols-2 md:gap-12 md:py-12">
          {/* Sticky beside the longer column, so the gallery never leaves a blank column under it. */}
          <div className="md:sticky md:top-28 md:self-start">
            <ProductGallery images={product.images} title={product.title} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <div>
              <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{product.title}</h1>
              <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-stone-700 hover:text-stone-900">
                <Stars rating={productRating.value} />
                <span>{productReviewsCopy.basedOn(productRating.count)}</span>
              </a>
              <p className="mt-3 text-2xl" aria-live="polite" data-testid="product-price">
                {price}
              </p>
              <p className={cn('mt-1 text-sm font-medium', forSale ? 'text-brand-700' : 'text-accent-600')}>
                {forSale ? productCopy.inStock(shipping.processingDays) : productCopy.outOfStock}
              </p>
            </div>

            {showsPicker(product) ? <VariantPicker product={product} selected={variant} /> : null}

            <BuyBox product={product} variant={variant} price={price} />

            <div className="space-y-3 text-stone-700">
              {product.description.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>

            <section aria-labelledby="features-heading" className="rounded-2xl bg-earth-50 p-5">
              <h2 id="features-heading" className="font-semibold text-stone-900">
                {productCopy.featuresHeading}
              </h2>
              <ul className="mt-3 space-y-3">
                {loaderData.benefits.map((benefit) => (
                  <li key={benefit.title} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                    <span>
                      <span className="font-semibold text-stone-900">{benefit.title}.</span> <span className="text-stone-700">{benefit.body}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>

            <ProductDetailsSections details={product.details} shipping={loaderData.shippingAndReturns} />

            <nav aria-labelledby="learn-more-heading">
              <h2 id="learn-more-heading" className="font-semibold text-stone-900">
                {productCopy.learnMoreHeading}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {productCopy.learnMore.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-block rounded-full border border-brand-200 px-4 py-1.5 text-sm text-brand-800 hover:bg-brand-50">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>

        <div className="space-y-16 border-t border-stone-200 py-12 md:py-16">
          <ProductReviews reviews={loaderData.reviews} shopWide={loaderData.shopWide} />
          <RelatedProducts products={loaderData.related} />
        </div>
        <div id={PRODUCT_PAGE_END_ID} />
      </div>
    </>
  )
}

function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-bold text-stone-900">{productCopy.notFound}</h1>
      <p className="mt-4 text-stone-700">{productCopy.notFoundBody}</p>
      <Link to="/" className={buttonClass({ className: 'mt-8' })}>
        {productCopy.returnToShop}
      </Link>
    </section>
  )
}
