import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/route'
import { pageHeading, pages } from '~/content/pages.server'
import { pageCopyFor } from '~/lib/seo.server'
import { FaqPage } from './faq-page'
import { canonicalUrl, headTags, pageHead } from '~/lib/seo'
import { marketOf } from '~/lib/storefront/market'
import { localizedPath } from '#shared/markets'

export async function loader({ context }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const page = await pageCopyFor(marketOf(context.storefront), 'faq')
  return {
    // The FAQPage structured data is in the page's markup (`FaqPage`), not in the head's data.
    head: pageHead(context.siteUrl, page),
    // The FAQ's own URL in the page's market, as its canonical link has it.
    pageUrl: canonicalUrl(context.siteUrl, localizedPath(marketOf(context.storefront), pages.faq.path)),
    heading: pageHeading(page),
  }
}

/**
 * The page's data is its head alone: a search (the URL's `?q=`, answered in the page) and a
 * form sent elsewhere on it (the newsletter) do not load it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage pageUrl={loaderData.pageUrl} heading={loaderData.heading} />
}
