import { data } from 'react-router'
import type { Route } from './+types/api.predictive-search'
import { predictiveSearch } from '~/features/catalog/api.server'
import type { PredictiveSearchData } from '~/lib/storefront/types'
import { PAYMENT_REQUIRED } from '~/lib/storefront/client'

/** Predictive results for the header search box: JSON, cacheable for a minute. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  const headers = { 'Cache-Control': 'public, max-age=60' }
  if (q.length < 2) return data<PredictiveSearchData>({ q, results: [] }, { headers })
  try {
    const results = await predictiveSearch(context.storefront, q)
    return data<PredictiveSearchData>({ q, results: results === PAYMENT_REQUIRED ? [] : results }, { headers })
  } catch (error) {
    console.error('[search] predictive search failed:', error)
    return data<PredictiveSearchData>({ q, results: [] }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
