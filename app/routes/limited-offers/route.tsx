import type { Route } from './+types/route'
import { catalogue } from '#shared/shop'
import { listingMembers } from '~/features/catalog/categories'
import { DEFAULT_SORT } from '~/features/catalog/listing-params'
import { loadListing, readListingQuery } from '~/features/catalog/listing.server'
import { salesFirst } from '~/features/catalog/sales'
import { headTags, pageHead } from '~/lib/seo'
import { LimitedOffersPage } from './limited-offers-page'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { marketOf } from '~/lib/storefront/market'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  // The unfiltered list (every product, as /shop-all's, no title rule), which the shopper
  // may narrow with the store's filters as on every listing (issue 32).
  const loaded = await loadListing(context, {
    collection: catalogue.collections.all,
    members: listingMembers.all,
    ...readListingQuery(search),
  })
  // In the shop's own sort, what is on sale leads each page, filtered or not.
  const listing = loaded.sort === DEFAULT_SORT ? { ...loaded, products: salesFirst(loaded.products) } : loaded
  // The page's copy in its language, naming the market's own free-shipping threshold.
  const market = marketOf(context.storefront)
  const { pages, pageHeading } = await copyModule(market, 'pages.server')
  const page = (await copyModule(market, 'market-pages')).pageCopyIn(pages.limitedOffers, market)
  return { head: pageHead(context.siteUrl, page), heading: pageHeading(page), listing, copy: await pageCopy(market, ['catalogue', 'filters']) }
}

export default function LimitedOffers({ loaderData: { heading, listing, copy } }: Route.ComponentProps) {
  return (
    <CopyProvider copy={copy}>
      <LimitedOffersPage heading={heading} listing={listing} />
    </CopyProvider>
  )
}

/** A listing of the store's collection, as Shopify's analytics name it. */
export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'collection', collectionHandle: catalogue.collections.all }) }
