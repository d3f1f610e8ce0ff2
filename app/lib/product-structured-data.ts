import { shownVariantTitle } from '#shared/default-variant'
import { brand } from '#shared/identity'
import { defaultMarket, localizedPath, type Market, shippingQuote } from '#shared/markets'
import { returns } from '#shared/shop'
import { productRating } from '~/lib/product-rating'
import { absoluteUrl, canonicalUrl } from '~/lib/seo'
import { variantParam } from '~/lib/storefront/ids'
import type { Product, ProductVariant } from '~/lib/storefront/types'

/** The schema.org documents of a product page (beside ./structured-data, which the other pages load). */

/** A page's trail as a BreadcrumbList, each step at its URL in the page's market (Singapore's paths given). */
export function breadcrumbJsonLd(siteUrl: string, items: readonly { name: string; path: string }[], market: Market = defaultMarket): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(siteUrl, localizedPath(market, item.path)),
    })),
  }
}

/** The policies an offer links to, at Singapore's paths. */
const policyPages = { shipping: '/shipping-policy', returns: '/return-policy' }

const money = (value: number, currency: string) => ({ '@type': 'MonetaryAmount', value, currency })

/**
 * Delivery of one offer to the market's country, from the market table's rule (shared/markets.ts):
 * the rate an order of this offer alone pays (free from the threshold, else the flat rate), as the
 * MonetaryAmount search engines read, and the threshold beside it (schema.org's
 * `freeShippingThreshold`; decision 086 (091)). Where the rate is calculated from the address, no rate is claimed.
 */
export function offerShippingDetails(market: Market, price: number, policyUrl: string): object {
  const quote = shippingQuote(market, price)
  const rate = quote.kind === 'free' ? 0 : quote.kind === 'flat' ? quote.amount : null
  const { freeOver } = market.shipping
  return {
    '@type': 'OfferShippingDetails',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: market.country },
    ...(rate === null ? {} : { shippingRate: money(rate, market.currency) }),
    ...(freeOver === null ? {} : { freeShippingThreshold: money(freeOver, market.currency) }),
    shippingSettingsLink: policyUrl,
  }
}

/**
 * The return policy (app/content/policies/returns.ts, from `returns` in the shop constants) for
 * the market's country: unopened items within the window, by mail, the shopper paying the
 * postage of a change of mind (an amount quoted in Singapore dollars, so named in Singapore only).
 */
export function merchantReturnPolicy(market: Market, policyUrl: string): object {
  const home = market.country === defaultMarket.country
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: market.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: returns.unopenedDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    itemCondition: 'https://schema.org/NewCondition',
    refundType: 'https://schema.org/FullRefund',
    returnFees: 'https://schema.org/ReturnShippingFees',
    ...(home ? { returnShippingFeesAmount: money(returns.changeOfMindReturnCost, defaultMarket.currency) } : {}),
    merchantReturnLink: policyUrl,
  }
}

/**
 * A product with an offer per variant and the shop's fixed rating; each offer in the page's
 * market: its price and currency as the store gave them, its delivery and its return policy. `path`
 * is Singapore's; the product and its policies are linked at the market's own URLs.
 */
export function productJsonLd(product: Product, variant: ProductVariant | undefined, siteUrl: string, path: string, market: Market = defaultMarket): object {
  const inMarket = (own: string) => canonicalUrl(siteUrl, localizedPath(market, own))
  const url = inMarket(path)
  const returnPolicy = merchantReturnPolicy(market, inMarket(policyPages.returns))
  const shippingPolicy = inMarket(policyPages.shipping)
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
      // Named as the store names it in the page's language; a product without options by its own name.
      name: shownVariantTitle(v.title) ?? product.title,
      price: v.price.amount,
      priceCurrency: v.price.currencyCode,
      availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${url}?variant=${variantParam(v.id)}`,
      shippingDetails: offerShippingDetails(market, Number(v.price.amount), shippingPolicy),
      hasMerchantReturnPolicy: returnPolicy,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: productRating.value,
      reviewCount: productRating.count,
      bestRating: productRating.best,
    },
  }
}
