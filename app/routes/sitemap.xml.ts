import type { Route } from './+types/sitemap.xml'
import { canonicalUrl } from '~/lib/seo'
import { escapeXml, sitemapName, sitemapResponse } from '~/lib/sitemap'
import { localizations } from '#shared/markets'

/**
 * The sitemap index, as Shopify's `/sitemap.xml` is: one sitemap per market and language
 * (`/sitemap/id-id.xml`), each listing that localization's pages at their canonical URLs.
 */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(
    'sitemapindex',
    localizations.map((l) => `<sitemap><loc>${escapeXml(canonicalUrl(context.siteUrl, `/sitemap/${sitemapName(l)}.xml`))}</loc></sitemap>`),
  )
}
