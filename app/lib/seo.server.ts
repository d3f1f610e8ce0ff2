import type { Market } from '#shared/markets'
import type { PageCopy, pages } from '~/content/pages.server'
import { copyModule } from '~/i18n/catalogue.server'

/** A static page, by its key in `pages` (app/content/pages.server.ts). */
export type PageName = keyof typeof pages

/**
 * A static page's copy (title, description, heading, breadcrumb, intro) in the market's language:
 * its translation's `pages.server`, and, where it names Singapore's free-shipping threshold, the
 * market's own (`market-pages`). For a loader: its head (`pageHead`) and what its page shows (`pageHeading`).
 */
export async function pageCopyFor(market: Market, name: PageName): Promise<PageCopy> {
  const { pages: inLanguage } = await copyModule(market, 'pages.server')
  return (await copyModule(market, 'market-pages')).pageCopyIn(inLanguage[name], market)
}
