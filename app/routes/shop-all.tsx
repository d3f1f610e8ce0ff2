import type { Route } from './+types/shop-all'
import { searchQuery } from '#shared/search-query'
import { catalogue } from '#shared/shop'
import { pageHeading, pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadBestSellers, loadListing, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { parseFilterParams } from '~/lib/storefront/filters'
import { headTags, pageHead } from '~/lib/seo'
import { ShopAllPage } from './listings/shop-all'

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const q = searchQuery(search).trim()
  const listing = await loadListing(context, {
    collection: q ? undefined : catalogue.collections.all,
    members: q ? { query: q } : listingMembers.all,
    params: readListingParams(search),
    filters: parseFilterParams(search),
  })
  // A search that finds nothing offers the best sellers instead, asked for only then (and waited
  // for, so a browser without JavaScript shows them too).
  const suggestions = q && listing.products.length === 0 ? await loadBestSellers(context, SUGGESTED_BEST_SELLERS).catch(() => null) : null
  return {
    // A search result page is not a page of its own for search engines.
    head: pageHead(context.siteUrl, pages.shopAll, q ? { noindex: true } : {}),
    heading: pageHeading(pages.shopAll),
    q,
    listing,
    suggestions,
  }
}

export default function ShopAll({ loaderData: { heading, q, listing, suggestions } }: Route.ComponentProps) {
  return <ShopAllPage heading={heading} q={q} listing={listing} suggestions={suggestions} />
}
