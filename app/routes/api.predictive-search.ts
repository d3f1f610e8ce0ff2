import { data } from 'react-router'
import { searchQuery } from '#shared/search-query'
import type { Route } from './+types/api.predictive-search'
import { faqAnswers } from '~/features/faq/answers'
import { predictiveSearch } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { PredictiveSearchData } from '~/lib/storefront/types'

/** The header suggests at most this many FAQ answers, under the products. */
const MAX_ANSWERS = 2

/** Predictive results for the header search box: JSON, cacheable for a minute. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchQuery(new URL(request.url).searchParams).trim()
  const headers = { 'Cache-Control': 'public, max-age=60' }
  if (q.length < 2) return data<PredictiveSearchData>({ q, results: [], answers: [] }, { headers })
  // The FAQ's answers to the words typed ("is it safe"), beside the products; the FAQ is the shop's own, so they come whatever the store says.
  const answers = faqAnswers(q, MAX_ANSWERS).map(({ id, question }) => ({ id, question }))
  try {
    return data<PredictiveSearchData>({ q, results: await predictiveSearch(context.storefront, q), answers }, { headers })
  } catch (error) {
    // A store without a billing plan has nothing to suggest; the listing pages say why.
    if (error instanceof StorefrontPaymentRequired) return data<PredictiveSearchData>({ q, results: [], answers }, { headers })
    console.error('[search] predictive search failed:', error)
    return data<PredictiveSearchData>({ q, results: [], answers }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
