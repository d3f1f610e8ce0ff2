import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/faq'
import { searchQuery } from '#shared/search-query'
import { pages } from '~/content/pages'
import { FaqPage } from '~/features/faq/faq-page'
import { faqPage } from '~/features/faq/faq-page.server'
import { headTags, pageHead } from '~/lib/seo'

/**
 * The page is server-only markup rendered for the address's search (decision 077): the data
 * carries it only to a client-side visit, the document has it otherwise.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const query = searchQuery(new URL(request.url).searchParams)
  return {
    // The FAQPage structured data is in the page's markup (`faqPage`), not in the head's data.
    head: pageHead(context.siteUrl, pages.faq),
    page: faqPage(context, query),
  }
}

/** The page is its address's search and nothing else: a form sent elsewhere on it (the newsletter) does not load it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => !formMethod && defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage page={loaderData.page} />
}
