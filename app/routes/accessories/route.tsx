import type { Route } from './+types/route'
import { catalogue } from '#shared/shop'
import { accessoryCategories } from '~/content/catalogue'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { marketOf } from '~/lib/storefront/market'
import { accessoryCategoryMembers, listingMembers } from '~/features/catalog/categories'
import { loadListing, readListingQuery } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'
import { AccessoriesPage } from './accessories-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const search = new URL(request.url).searchParams
  const category = accessoryCategories.find((c) => c.id === search.get('category')) ?? null
  // The listing is the store's collection when it has one, its filters on; a category card narrows
  // it by its title keywords (the facets counted for the category). Without the collection, the
  // title rules alone, unfiltered.
  const members = category ? accessoryCategoryMembers(category) : listingMembers.accessories
  const listing = await loadListing(context, {
    collection: catalogue.collections.accessories,
    narrow: category ? members.accepts : undefined,
    members,
    ...readListingQuery(search),
  })
  const market = marketOf(context.storefront)
  const { pages, pageHeading } = await copyModule(market, 'pages.server')
  return {
    head: pageHead(context.siteUrl, pages.accessories),
    heading: pageHeading(pages.accessories),
    active: category?.id ?? null,
    listing,
    // The filters' words in the page's language.
    copy: await pageCopy(market, ['catalogue', 'filters']),
  }
}

export default function Accessories({ loaderData: { heading, active, listing, copy } }: Route.ComponentProps) {
  return (
    <CopyProvider copy={copy}>
      <AccessoriesPage heading={heading} active={active} listing={listing} />
    </CopyProvider>
  )
}

/** A listing of the store's collection, as Shopify's analytics name it. */
export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'collection', collectionHandle: catalogue.collections.accessories }) }
