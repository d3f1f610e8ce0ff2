import { brand, contact } from '#shared/shop'
import { claims } from '~/content/claims'
import { catalogue } from '#shared/shop'
import { absoluteUrl, canonicalUrl } from '~/lib/seo'
import { variantParam } from '~/lib/storefront/ids'
import type { Product, ProductVariant } from '~/lib/storefront/types'

/**
 * Every schema.org document the pages put in their head, for search results' rich snippets.
 */

/** Organization and WebSite (with the site search) for the home page. */
export function organizationJsonLd(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/logo.png'),
    description: brand.description,
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: contact.email,
      telephone: contact.phone,
      areaServed: ['SG', 'MY', 'ID', 'HK', 'AU'],
      availableLanguage: ['English'],
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: claims.rating,
      reviewCount: claims.reviewCount,
      bestRating: 5,
    },
  }
}

export function websiteJsonLd(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.name,
    url: absoluteUrl(siteUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/shop-all')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

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

/** Questions and answers as an FAQPage; `pageUrl` names the page when it is the FAQ itself. */
export function faqPageJsonLd(questions: readonly { question: string; answer: string }[], pageUrl?: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(pageUrl ? { url: pageUrl } : {}),
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
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
    image: product.images.map((i) => i.url),
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
      ratingValue: catalogue.structuredDataRating.value,
      reviewCount: catalogue.structuredDataRating.count,
      bestRating: 5,
    },
  }
}
