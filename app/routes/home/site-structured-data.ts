import { brand, contact } from '#shared/identity'
import { claims } from '~/content/claims'
import { defaultMarket, localizedPath, type Market } from '#shared/markets'
import { absoluteUrl } from '~/lib/seo'

/**
 * The site's schema.org documents, on the home page, for search results' rich snippets. Each page's
 * own live in its folder, so no page's script waits for another's in a file of their own.
 */

/**
 * Organization and WebSite (with the site search) for the home page, linked at the market's own
 * URLs, in the page's language (`description`: the shop in a sentence, `pages.server`'s `brandDescription`).
 */
export function organizationJsonLd(siteUrl: string, market: Market = defaultMarket, description: string = brand.description): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: absoluteUrl(siteUrl, localizedPath(market, '/')),
    logo: absoluteUrl(siteUrl, '/logo.png'),
    description,
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
    inLanguage: market.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, localizedPath(market, '/shop-all'))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
