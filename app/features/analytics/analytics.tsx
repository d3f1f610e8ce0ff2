import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '~/lib/idle'
import { pageConsent } from '~/lib/page-consent'

// Shopify's analytics and the real-user speed measures: their code is fetched only once the page is
// interactive and the visitor allows analytics, so no first paint or first tap waits for it.
const ShopifyAnalytics = lazy(() => import('./shopify-analytics'))

/** The shop's part of every event, from the root loader. */
export type ShopAnalytics = {
  shopId: string
  currency: string
  /** Shopify's `LanguageCode` of the page (`EN`). */
  acceptedLanguage: string
  /** The market's country (`SG`). */
  market: string
  /** The share of page loads whose speed is measured (`VITALS_SAMPLE_RATE`). */
  vitalsSampleRate: number
}

/** Starts the analytics when the page is idle after hydrating, where the visitor allows them. */
export function Analytics({ shop }: { shop: ShopAnalytics }) {
  const state = useSyncExternalStore(pageConsent.subscribe, pageConsent.getSnapshot, pageConsent.getServerSnapshot)
  useEffect(() => whenIdle(() => void pageConsent.load()), [])
  if (!state?.consent.analytics) return null
  return (
    <Suspense fallback={null}>
      <ShopifyAnalytics shop={shop} consent={state} />
    </Suspense>
  )
}
