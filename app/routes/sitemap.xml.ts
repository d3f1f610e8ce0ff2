import type { Route } from './+types/sitemap.xml'
import { staticPaths } from '~/content/pages.server'
import { getSitemapProducts, type SitemapProduct } from '~/lib/storefront/catalogue'
import { canonicalUrl } from '~/lib/seo'
import { localizedPath, markets } from '#shared/markets'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every static page and every product, by canonical URL, in every market (each market's copy is canonical at its own URL). */
export async function loader({ context }: Route.LoaderArgs) {
  let products: SitemapProduct[] = []
  try {
    products = await getSitemapProducts(context.storefront)
  } catch (error) {
    console.error('[sitemap] could not list products:', error)
  }
  const urls = markets.flatMap((market) => {
    const loc = (path: string) => escapeXml(canonicalUrl(context.siteUrl, localizedPath(market, path)))
    return [
      ...staticPaths().map((path) => `<url><loc>${loc(path)}</loc></url>`),
      ...products.map((p) => `<url><loc>${loc(`/product/${encodeURIComponent(p.handle)}`)}</loc><lastmod>${escapeXml(p.updatedAt)}</lastmod></url>`),
    ]
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
