import { useEffect, useMemo } from 'react'
import { useMarket } from '~/components/link'
import { useCountryName } from '~/components/country-selector'
import { followMarket, useCartStore } from './store'

/**
 * Keeps the cart in the page's market (decision 086 (091)): once the stored cart is back, whenever the
 * page's market changes, and when the shopper comes back to this tab (another tab may have moved
 * the cart to its own market meanwhile).
 */
export function useCartMarket() {
  const page = useMarket()
  // Named in the page's language: the cart tells the shopper it moved there.
  const name = useCountryName(page.country)
  const market = useMemo(() => ({ ...page, name }), [page, name])
  const hydrated = useCartStore((s) => s.hasHydrated)
  useEffect(() => {
    if (hydrated) void followMarket(market)
  }, [hydrated, market])
  useEffect(() => {
    const onUse = () => {
      if (document.visibilityState === 'visible') void followMarket(market)
    }
    window.addEventListener('focus', onUse)
    document.addEventListener('visibilitychange', onUse)
    return () => {
      window.removeEventListener('focus', onUse)
      document.removeEventListener('visibilitychange', onUse)
    }
  }, [market])
}
