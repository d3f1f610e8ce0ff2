import { useRouteLoaderData } from 'react-router'
import { defaultMarket, type Market, marketForCountry } from '#shared/markets'

/**
 * The page's market, for client components: what the root loader carries (the market, or its
 * country), else Singapore's. Always the table's own object, so it compares by identity.
 */
export function useMarket(): Market {
  const data = useRouteLoaderData('root') as { market?: Pick<Market, 'country'> | string | null } | undefined
  const market = data?.market
  if (!market) return defaultMarket
  return marketForCountry(typeof market === 'string' ? market : market.country)
}
