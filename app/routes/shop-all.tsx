import type { Route } from './+types/shop-all'
import { searchQuery } from '#shared/search-query'
import { pageHeading, pages } from '~/content/pages'
import { listingMembers } from '~/features/catalog/categories'
import { ListingPage } from '~/features/catalog/listing-page'
import { listingPage } from '~/features/catalog/listing-page.server'
import { readListingParams } from '~/features/catalog/listing-params'
import { loadBestSellers, loadListing, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { headTags, pageHead } from '~/lib/seo'
import { ShopAllPage } from './listings/shop-all.server'

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const q = searchQuery(search).trim()
  const listing = await loadListing(context, { members: q ? { query: q } : listingMembers.all, params: readListingParams(search) })
  // A search that finds nothing offers the best sellers instead, asked for only then (and waited
  // for: the page is one piece of markup).
  const suggestions = q && listing.products.length === 0 ? await loadBestSellers(context, SUGGESTED_BEST_SELLERS).catch(() => null) : null
  const heading = pageHeading(pages.shopAll)
  return {
    // A search result page is not a page of its own for search engines.
    head: pageHead(context.siteUrl, pages.shopAll, q ? { noindex: true } : {}),
    page: listingPage(context, request, <ShopAllPage heading={heading} q={q} listing={listing} suggestions={suggestions} />, listing, suggestions ? [suggestions] : []),
  }
}

export default function ShopAll({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={loaderData.page} />
}
