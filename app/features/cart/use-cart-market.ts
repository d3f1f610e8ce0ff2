import { useEffect } from 'react'
import { useMarket } from '~/components/link'
import { followMarket, useCartStore } from './store'

/**
 * Keeps the cart in the page's market (decision 086 (091)): once the stored cart is back, whenever the
 * page's market changes, and when the shopper comes back to this tab (another tab may have moved
 * the cart to its own market meanwhile).
 */
export function useCartMarket() {
  const market = useMarket()
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
