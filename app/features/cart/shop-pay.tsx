import { lazy, Suspense } from 'react'
import { useRouteLoaderData } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated'

// Shopify's own button, and the script it loads from Shopify's CDN, only where a real store is
// configured: on the embedded store nothing of it is fetched.
const ShopPayButton = lazy(() => import('@shopify/hydrogen-react/ShopPayButton').then((m) => ({ default: m.ShopPayButton })))

/** Shop Pay's express checkout for these lines, with a real store; nothing on the embedded one. */
export function ShopPay({ lines, className }: { lines: { id: string; quantity: number }[]; className?: string }) {
  const store = (useRouteLoaderData('root') as { shopPayStore?: string | null } | undefined)?.shopPayStore ?? null
  // Rendered in the browser only: the button is Shopify's web component, drawn by its script.
  const hydrated = useHydrated()
  if (!store || !hydrated || lines.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ShopPayButton storeDomain={store} variantIdsAndQuantities={lines} className={className} width="100%" />
    </Suspense>
  )
}
