import { data } from 'react-router'
import { searchQuery } from '#shared/search-query'
import type { Route } from './+types/api.predictive-search'
import { predictiveSearch } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { PredictiveSearchData } from '~/lib/storefront/types'

/** Predictive results for the header search box: JSON, cacheable for a minute. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchQuery(new URL(request.url).searchParams).trim()
  const headers = { 'Cache-Control': 'public, max-age=60' }
  if (q.length < 2) return data<PredictiveSearchData>({ q, results: [] }, { headers })
  try {
    return data<PredictiveSearchData>({ q, results: await predictiveSearch(context.storefront, q) }, { headers })
  } catch (error) {
    // A store without a billing plan has nothing to suggest; the listing pages say why.
    if (error instanceof StorefrontPaymentRequired) return data<PredictiveSearchData>({ q, results: [] }, { headers })
    console.error('[search] predictive search failed:', error)
    return data<PredictiveSearchData>({ q, results: [] }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
