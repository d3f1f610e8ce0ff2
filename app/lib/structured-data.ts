import { brand, contact } from '#shared/identity'
import { claims } from '~/content/claims'
import { defaultMarket, localizedPath, type Market } from '#shared/markets'
import { absoluteUrl } from '~/lib/seo'

/**
 * The schema.org documents of the site and its content pages, for search results' rich snippets.
 * The product's live in ./product-structured-data (apart, so pages without products do not load them).
 */

/** Organization and WebSite (with the site search) for the home page, linked at the market's own URLs. */
export function organizationJsonLd(siteUrl: string, market: Market = defaultMarket): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: absoluteUrl(siteUrl, localizedPath(market, '/')),
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

export function websiteJsonLd(siteUrl: string, market: Market = defaultMarket): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.name,
    url: absoluteUrl(siteUrl, localizedPath(market, '/')),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, localizedPath(market, '/shop-all'))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
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

/**
 * A document as the text of an inline `<script type="application/ld+json">`: `<`, `>` and `&`
 * escaped, so no text of the data can close the element or open another.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
