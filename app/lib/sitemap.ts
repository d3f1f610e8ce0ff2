import type { Market } from '#shared/markets'

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A localization's sitemap file (`/sitemap/<name>.xml`): its prefix, or `en-sg` for Singapore's English, which has none. */
export const sitemapName = (localization: Market) => localization.pathPrefix.slice(1) || localization.locale.toLowerCase()

/** A sitemap document of `<url>` or `<sitemap>` entries. */
export function sitemapResponse(root: 'urlset' | 'sitemapindex', entries: string[]): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${root}>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
