import { data } from 'react-router'
import type { Route } from './+types/sitemap-file'
import { staticPaths } from '~/content/pages.server'
import { getSitemapProducts, type SitemapProduct } from '~/lib/storefront/catalogue'
import { inMarket } from '~/lib/storefront/market'
import { canonicalUrl } from '~/lib/seo'
import { escapeXml, sitemapName, sitemapResponse } from '~/lib/sitemap'
import { localizations, localizedPath } from '#shared/markets'

/** One localization's sitemap (`/sitemap/id-id.xml`): every static page and every product it sells, at their canonical URLs there. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const localization = localizations.find((l) => `${sitemapName(l)}.xml` === params.file)
  if (!localization) throw data(null, { status: 404 })
  let products: SitemapProduct[] = []
  try {
    products = await getSitemapProducts(inMarket(context.storefront, localization))
  } catch (error) {
    console.error('[sitemap] could not list products:', error)
  }
  const loc = (path: string) => escapeXml(canonicalUrl(context.siteUrl, localizedPath(localization, path)))
  return sitemapResponse('urlset', [
    ...staticPaths().map((path) => `<url><loc>${loc(path)}</loc></url>`),
    ...products.map((p) => `<url><loc>${loc(`/product/${encodeURIComponent(p.handle)}`)}</loc><lastmod>${escapeXml(p.updatedAt)}</lastmod></url>`),
  ])
}
