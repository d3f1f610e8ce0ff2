import { data, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import type { Route } from './+types/route'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { reviews as publishedReviews } from '~/content/testimonials-reviews'
import { brand, catalogue } from '#shared/shop'
import { loadBestSellers, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { ruleFieldsOf } from '~/features/catalog/rule-titles.server'
import { selectVariant } from '~/features/catalog/variants'
import { productTypeOf, reviewKindOf } from './product-kind'
import { ProductNotFound } from './product-not-found'
import { ProductPage } from './product-page'
import { loadRelated } from './related.server'
import { reviewsForKind } from './reviews'
import { loadPublishedReviews } from '~/features/reviews/published.server'
import { imageUrl } from '~/lib/image'
import { breadcrumbJsonLd, productJsonLd } from '~/lib/product-structured-data'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { marketOf } from '~/lib/storefront/market'
import { marketFromPath } from '#shared/markets'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import { absoluteUrl, buildHead, headTags, truncate } from '~/lib/seo'
import { pageCopyFor } from '~/lib/seo.server'
import { sizeOptionOf } from './size-option'
import { analyticsProduct, type AnalyticsHandle } from '~/features/analytics/page-analytics'

/** The product copy (`catalogue`: its crumb, 'Product not found') in the market's language, for the head and the structured data the loader words. */
const productCopyIn = async (market: ReturnType<typeof marketOf>) => (await copyModule(market, 'catalogue')).productCopy

export async function loader({ params, context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const notFound = async (notice: 'payment-required' | null = null) => {
    const head = { title: `${(await productCopyIn(market)).notFound} | ${brand.name}`, noindex: true }
    // Somewhere to go instead; the store that asked for payment has nothing to suggest.
    const bestSellers = notice ? null : await loadBestSellers(context, SUGGESTED_BEST_SELLERS)
    return data({ head, siteUrl: context.siteUrl, product: null, notice, bestSellers, copy: await pageCopy(market, ['catalogue']) }, { status: 404 })
  }
  let product
  // The rules (its kind, its "You may also like") read the product's English title, asked beside it
  // when the page is in another language.
  const ruleFields = ruleFieldsOf(context, params.handle)
  try {
    product = await getProductByHandle(context.storefront, params.handle)
  } catch (error) {
    if (error instanceof StorefrontPaymentRequired) return notFound('payment-required')
    // A failed load shows 'Product not found' too; the cause is in the log.
    console.error(`[catalog] could not load product "${params.handle}":`, error)
    return notFound()
  }
  if (!product) return notFound()
  const { title, productType } = (await ruleFields) ?? product
  const type = productTypeOf({ title, productType })
  const kind = reviewKindOf(type)
  const submitted = await loadPublishedReviews(context, kind ? { kind } : {}).catch((error: unknown) => {
    console.error('[reviews] could not load the submitted reviews:', error)
    return []
  })
  const image = product.images[0]
  // The size guide beside the option it sizes, whatever the store calls that option in the language.
  const { sizeGuide } = await copyModule(market, 'size-guide')
  const sizeOption = sizeOptionOf(
    product,
    type,
    sizeGuide.groups.flatMap((group) => group.rows),
  )
  const { benefitsIn, shippingAndReturns } = await copyModule(market, 'product-benefits')
  return {
    head: buildHead({
      siteUrl: context.siteUrl,
      path: `/product/${product.handle}`,
      title: `${product.title} | ${brand.name}`,
      description: truncate(product.description, catalogue.metaDescriptionLength),
      type: 'product',
      image: image
        ? { url: imageUrl(image.url, { width: 1200, height: 630, crop: 'center' }), alt: image.altText ?? product.title, width: 1200, height: 630 }
        : undefined,
    }),
    siteUrl: context.siteUrl,
    // The structured data's breadcrumb in the page's language.
    crumbs: { home: (await pageCopyFor(market, 'home')).crumb, shop: (await productCopyIn(market)).shopCrumb },
    product,
    notice: null,
    // Copy for this product's type, as data: only the one list reaches the browser.
    benefits: benefitsIn(type, market),
    shippingAndReturns,
    reviews: reviewsForKind(kind, submitted, publishedReviews),
    shopWide: !kind,
    sizeOption,
    // The page's copy in its language: the size guide where it shows, the back-in-stock form where a variant is sold out.
    copy: await pageCopy(market, [
      'catalogue',
      'product-page',
      'gallery',
      ...(sizeOption ? (['size-guide'] as const) : []),
      ...(product.variants.some((v) => !v.availableForSale) ? (['back-in-stock'] as const) : []),
    ]),
    // Streamed below the fold: the page does not wait for it.
    related: loadRelated(context, { id: product.id, title, productType }).catch((error: unknown) => {
      console.error(`[catalog] could not load the products related to "${params.handle}":`, error)
      return []
    }),
  }
}

/**
 * Choosing a variant changes only `?variant=`: the page has every variant already and shows the
 * chosen one from the URL at once, so the data is not asked for again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const [current, next] = [new URLSearchParams(currentUrl.search), new URLSearchParams(nextUrl.search)]
  current.delete('variant')
  next.delete('variant')
  return current.toString() === next.toString() ? false : defaultShouldRevalidate
}

/**
 * The head the loader built, with what follows the chosen variant (its price, and the Product and
 * BreadcrumbList structured data, written here once rather than sent again as data).
 */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData?.product) return headTags(loaderData?.head, location)
  const { product, siteUrl } = loaderData
  const path = `/product/${product.handle}`
  const variant = selectVariant(product.variants, new URLSearchParams(location.search).get('variant'))
  const price = variant?.price ?? product.priceRange.minVariantPrice
  // The page's localization (its country and language): the structured data's delivery, returns and links are its own.
  const { market } = marketFromPath(location.pathname)
  return [
    ...headTags(loaderData.head, location),
    { property: 'product:price:amount', content: price.amount },
    { property: 'product:price:currency', content: price.currencyCode },
    { property: 'og:image:secure_url', content: absoluteUrl(siteUrl, product.images[0]?.url ?? '/og-image.png') },
    { 'script:ld+json': productJsonLd(product, variant, siteUrl, path, market) },
    {
      'script:ld+json': breadcrumbJsonLd(
        siteUrl,
        [
          { name: loaderData.crumbs.home, path: '/' },
          { name: loaderData.crumbs.shop.label, path: loaderData.crumbs.shop.to },
          { name: product.title, path },
        ],
        market,
      ),
    },
  ]
}

export default function Product({ loaderData }: Route.ComponentProps) {
  // The chosen variant is the URL's: a choice shows at once, with no data to wait for.
  const [searchParams] = useSearchParams()
  if (!loaderData.product)
    return (
      <CopyProvider copy={loaderData.copy}>
        <ProductNotFound notice={loaderData.notice} bestSellers={loaderData.bestSellers} />
      </CopyProvider>
    )
  const { product } = loaderData
  return (
    <CopyProvider copy={loaderData.copy}>
      <ProductPage
        product={product}
        variant={selectVariant(product.variants, searchParams.get('variant'))}
        benefits={loaderData.benefits}
        shippingAndReturns={loaderData.shippingAndReturns}
        reviews={loaderData.reviews}
        shopWide={loaderData.shopWide}
        related={loaderData.related}
        sizeOption={loaderData.sizeOption}
      />
    </CopyProvider>
  )
}

/** The product and the variant the page shows (`?variant=`, else the first for sale), as Shopify's analytics name them. */
export const handle: AnalyticsHandle = {
  analytics: ({ product }: Route.ComponentProps['loaderData'], url: URL) => {
    if (!product) return { pageType: '404' }
    const variant = selectVariant(product.variants, url.searchParams.get('variant'))
    return { pageType: 'product', resourceId: product.id, products: variant ? [analyticsProduct(product, variant, brand.name)] : [] }
  },
}
