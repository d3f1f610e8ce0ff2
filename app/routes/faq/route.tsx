import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/route'
import { FaqPage } from './faq-page'
import { canonicalUrl, headTags, pageHead } from '~/lib/seo'
import { marketOf } from '~/lib/storefront/market'
import { localizedPath, marketFromPath } from '#shared/markets'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'

export async function loader({ context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const { pages, pageHeading } = await copyModule(market, 'pages.server')
  return {
    // The FAQPage structured data is in the page's markup (`FaqPage`), not in the head's data.
    head: pageHead(context.siteUrl, pages.faq),
    // The FAQ's own URL in the page's market, as its canonical link has it.
    pageUrl: canonicalUrl(context.siteUrl, localizedPath(market, pages.faq.path)),
    // The structured data's language: the page's.
    inLanguage: market.locale,
    heading: pageHeading(pages.faq),
    // The questions, their categories and the page's words in the page's language.
    copy: await pageCopy(market, ['faq', 'faq-feedback']),
  }
}

/**
 * The page's data is its head and its copy: a search (the URL's `?q=`, answered in the page) and a
 * form sent elsewhere on it (the newsletter) do not load it again; the page in another market
 * (another language) does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  marketFromPath(currentUrl.pathname).market !== marketFromPath(nextUrl.pathname).market ? defaultShouldRevalidate : false

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <FaqPage pageUrl={loaderData.pageUrl} inLanguage={loaderData.inLanguage} heading={loaderData.heading} />
    </CopyProvider>
  )
}
