import { brand } from '#shared/identity'
import { productRating } from '~/lib/product-rating'
import { absoluteUrl, canonicalUrl } from '~/lib/seo'
import { variantParam } from '~/lib/storefront/ids'
import type { Product, ProductVariant } from '~/lib/storefront/types'

/** The schema.org documents of a product page (beside ./structured-data, which the other pages load). */

/** A page's trail as a BreadcrumbList. */
export function breadcrumbJsonLd(siteUrl: string, items: readonly { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(siteUrl, item.path),
    })),
  }
}

/** A product with an offer per variant and the shop's rating (SPEC §3). */
export function productJsonLd(product: Product, variant: ProductVariant | undefined, siteUrl: string, path: string): object {
  const url = canonicalUrl(siteUrl, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => absoluteUrl(siteUrl, i.url)),
    sku: variantParam(variant?.id ?? product.id),
    brand: { '@type': 'Brand', name: brand.name },
    url,
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      name: v.title,
      price: v.price.amount,
      priceCurrency: v.price.currencyCode,
      availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${url}?variant=${variantParam(v.id)}`,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: productRating.value,
      reviewCount: productRating.count,
      bestRating: productRating.best,
    },
  }
}
