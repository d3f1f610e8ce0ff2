import type { Route } from './+types/route'
import { searchQuery } from '#shared/search-query'
import { catalogue } from '#shared/shop'
import { pageCopyFor } from '~/lib/seo.server'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { marketOf } from '~/lib/storefront/market'
import { listingMembers } from '~/features/catalog/categories'
import { loadBestSellers, loadListing, loadSearch, readListingQuery, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { faqAnswers } from '~/features/faq/answers'
import { headTags, pageHead } from '~/lib/seo'
import { ShopAllPage } from './shop-all-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const page = await pageCopyFor(marketOf(context.storefront), 'shopAll')
  const search = new URL(request.url).searchParams
  const q = searchQuery(search).trim()
  const { params, filters } = readListingQuery(search)
  // A shopper's search goes through the store's search(), typo-tolerant and filterable, as on Shopify.
  const listing = q
    ? await loadSearch(context, { query: q, params, filters })
    : await loadListing(context, { collection: catalogue.collections.all, members: listingMembers.all, params, filters })
  // A search that finds nothing offers the best sellers instead, asked for only then (and waited
  // for, so a browser without JavaScript shows them too).
  const suggestions =
    q && listing.products.length === 0 && filters.length === 0 ? await loadBestSellers(context, SUGGESTED_BEST_SELLERS).catch(() => null) : null
  const market = marketOf(context.storefront)
  const { pageHeading } = await copyModule(market, 'pages.server')
  return {
    // A search result page is not a page of its own for search engines.
    head: pageHead(context.siteUrl, page, q ? { noindex: true } : {}),
    heading: pageHeading(page),
    q,
    listing,
    suggestions,
    // The FAQ's answers to the words searched for ("is it safe"), beside the products.
    answers: q ? faqAnswers(q, undefined, (await copyModule(market, 'faq')).faqQuestions) : [],
    // The filters', the categories' and the FAQ answers' words in the page's language.
    copy: await pageCopy(market, ['catalogue', 'filters', 'shop-categories']),
  }
}

export default function ShopAll({ loaderData: { heading, q, listing, suggestions, answers, copy } }: Route.ComponentProps) {
  return (
    <CopyProvider copy={copy}>
      <ShopAllPage heading={heading} q={q} listing={listing} suggestions={suggestions} answers={answers} />
    </CopyProvider>
  )
}

/** Every product is the store's `all` collection; with `?q=` the page is a search. */
export const handle: AnalyticsHandle = {
  analytics: ({ q }: Route.ComponentProps['loaderData']) =>
    q ? { pageType: 'search', searchString: q } : { pageType: 'collection', collectionHandle: catalogue.collections.all },
}
