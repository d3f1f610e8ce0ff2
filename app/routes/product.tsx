import { data } from 'react-router'
import type { Route } from './+types/product'
import { productCopy } from '~/content/catalogue'
import { productBenefits, shippingAndReturns } from '~/content/product-benefits'
import { reviews as publishedReviews } from '~/content/testimonials-reviews'
import { brand, catalogue } from '#shared/shop'
import { MarkupCards } from '~/features/catalog/markup-cards'
import { defaultVariant, selectVariant } from '~/features/catalog/variants'
import { productTypeOf, reviewKindOf } from '~/features/product/product-kind'
import { ProductPage } from '~/features/product/product-page'
import { galleryPreload, productNotFound, productPage } from '~/features/product/product-page.server'
import { loadRelated } from '~/features/product/related.server'
import { reviewsForKind } from '~/features/product/reviews'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { imageUrl } from '~/lib/image'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { Product } from '~/lib/storefront/types'
import { absoluteUrl, buildHead, type Head, headTags, truncate } from '~/lib/seo'
import { breadcrumbJsonLd, productJsonLd } from '~/lib/product-structured-data'

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const notFound = (notice: 'payment-required' | null = null) =>
    data({ head: productHead(context.siteUrl, null, null), page: null, notFound: productNotFound(context, request, notice) }, { status: 404 })
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
  // The page is one piece of markup: it waits for both (cached, nearly always); a failure shows none.
  const [submitted, related] = await Promise.all([
    loadPublishedReviews(context, kind ? { kind } : {}).catch((error: unknown) => {
      console.error('[reviews] could not load the submitted reviews:', error)
      return []
    }),
    loadRelated(context, product).catch((error: unknown) => {
      console.error(`[catalog] could not load the products related to "${params.handle}":`, error)
      return []
    }),
  ])
  return {
    head: productHead(context.siteUrl, product, variant?.id ?? null),
    page: productPage(
      context,
      request,
      product,
      variant,
      {
        benefits: productBenefits[type],
        shippingAndReturns,
        reviews: reviewsForKind(kind, submitted, publishedReviews),
        shopWide: !kind,
        related,
      },
      productStructuredData(context.siteUrl, product, variant),
    ),
    notFound: null,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/** Product and BreadcrumbList structured data: in the page's markup (`productPage`), sent once. */
function productStructuredData(siteUrl: string, product: Product, variant: Product['variants'][number] | undefined): object[] {
  const path = `/product/${product.handle}`
  return [
    productJsonLd(product, variant ?? defaultVariant(product.variants), siteUrl, path),
    breadcrumbJsonLd(siteUrl, [
      { name: 'Home', path: '/' },
      { name: productCopy.shopCrumb.label, path: productCopy.shopCrumb.to },
      { name: product.title, path },
    ]),
  ]
}

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
  })
  head.more = [
    { property: 'product:price:amount', content: variant?.price.amount ?? product.priceRange.minVariantPrice.amount },
    { property: 'product:price:currency', content: variant?.price.currencyCode ?? product.priceRange.minVariantPrice.currencyCode },
    { property: 'og:image:secure_url', content: absoluteUrl(siteUrl, image?.url ?? '/og-image.png') },
    ...galleryPreload(product),
  ]
  return head
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <ProductPage page={loaderData.page} /> : <MarkupCards id="product-not-found" cards={loaderData.notFound!} />
}
