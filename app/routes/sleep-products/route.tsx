import type { Route } from './+types/route'
import { catalogue } from '#shared/shop'
import { pageHeading } from '~/content/pages.server'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { listingMembers } from '~/features/catalog/categories'
import { loadListing, readListingQuery } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'
import { CategoryPage } from '~/features/catalog/category-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const page = await pageCopyFor(marketOf(context.storefront), 'sleepProducts')
  const search = new URL(request.url).searchParams
  const listing = await loadListing(context, {
    collection: catalogue.collections.sleep,
    members: listingMembers.sleep,
    ...readListingQuery(search),
  })
  return { head: pageHead(context.siteUrl, page), heading: pageHeading(page), listing }
}

export default function SleepProducts({ loaderData: { heading, listing } }: Route.ComponentProps) {
  return <CategoryPage copy={heading} listing={listing} />
}

/** A listing of the store's collection, as Shopify's analytics name it. */
export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'collection', collectionHandle: catalogue.collections.sleep }) }
