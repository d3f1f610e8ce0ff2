import { memo, Suspense, useSyncExternalStore } from 'react'
import { internationalMarket, type Market, marketFromAcceptLanguage } from '#shared/markets'
import { useMarket } from '~/components/link'
import { lazyWithPreload } from '~/rendering/lazy'
import { chosenCountry } from '~/lib/market-path'

/**
 * The market to offer a shopper who has chosen none: the one their browser's languages (what it
 * sends as `Accept-Language`) suggest, in their language where it is sold in it, when it is not the
 * page's country. Never the rest of the world's:
 * `en-US` and `en-GB` are browsers' defaults the world over, Singapore's included, so they say
 * nothing of where a shopper is (the selector is always there).
 */
export function marketToOffer(page: Market, cookies: string, languages: readonly string[]): Market | null {
  if (chosenCountry(cookies)) return null
  const suggested = marketFromAcceptLanguage(languages.join(','))
  if (!suggested || suggested.country === internationalMarket.country) return null
  return suggested.country !== page.country ? suggested : null
}

/** The shopper's languages and cookies change with no event the page needs to follow. */
const noSubscription = () => () => {}

/** The bar's code, fetched only for a shopper it is offered to. */
const MarketOfferBar = lazyWithPreload(() => import('./market-offer-bar'))

/**
 * "Shopping from Malaysia? See prices in MYR": offered, never a redirect (decision 086 (090)). Worked out
 * in the browser after hydration, so every shopper gets the same cached page. Memoised: the root
 * layout renders again for every state of a navigation, and reading the cookies each time cost a
 * tap about 5 ms at 4x; the page's URL is what it follows.
 */
export const MarketOffer = memo(function MarketOffer() {
  const page = useMarket()
  // The browser's answer, read at hydration (the server's is "none": the page is everyone's).
  const offered = useSyncExternalStore(
    noSubscription,
    () => marketToOffer(page, document.cookie, navigator.languages ?? [navigator.language])?.locale ?? '',
    () => '',
  )
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <MarketOfferBar key={offered} offered={offered} />
    </Suspense>
  )
})
