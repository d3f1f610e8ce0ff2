import type { Route } from './+types/route'
import { catalogue } from '#shared/shop'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { marketOf } from '~/lib/storefront/market'
import { listingMembers } from '~/features/catalog/categories'
import { loadListing, readListingQuery } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'
import { CategoryPage } from '~/features/catalog/category-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const search = new URL(request.url).searchParams
  const listing = await loadListing(context, {
    collection: catalogue.collections.sleep,
    members: listingMembers.sleep,
    ...readListingQuery(search),
  })
  const market = marketOf(context.storefront)
  const { pages, pageHeading } = await copyModule(market, 'pages.server')
  return {
    head: pageHead(context.siteUrl, pages.sleepProducts),
    heading: pageHeading(pages.sleepProducts),
    listing,
    // The filters' words in the page's language.
    copy: await pageCopy(market, ['catalogue', 'filters']),
  }
}

export default function SleepProducts({ loaderData: { heading, listing, copy } }: Route.ComponentProps) {
  return (
    <CopyProvider copy={copy}>
      <CategoryPage copy={heading} listing={listing} />
    </CopyProvider>
  )
}

/** A listing of the store's collection, as Shopify's analytics name it. */
export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'collection', collectionHandle: catalogue.collections.sleep }) }
