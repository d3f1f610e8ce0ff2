import { useState, useSyncExternalStore } from 'react'
import { Form, useLocation } from 'react-router'
import { internationalMarket, type Market, marketForCountry, marketFromAcceptLanguage } from '#shared/markets'
import { useMarket } from '~/components/link'
import { marketCopy } from '~/content/markets'
import { chosenCountry, marketCookie, unlocalizedAddress } from '~/lib/market-path'

/**
 * The market to offer a shopper who has chosen none: the one their browser's languages (what it
 * sends as `Accept-Language`) suggest, when it is not the page's. Never the rest of the world's:
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

/**
 * "Shopping from Malaysia? See prices in MYR": offered, never a redirect (decision 090). Worked out
 * in the browser after hydration, so every shopper gets the same cached page, and laid over the
 * bottom of the screen, so nothing on the page moves when it appears. Choosing posts to the
 * selector's action; "Stay here" remembers the page's market.
 */
export function MarketOffer() {
  const page = useMarket()
  const { pathname, search } = useLocation()
  const [dismissed, setDismissed] = useState(false)
  // The browser's answer, read at hydration (the server's is "none": the page is everyone's).
  const offered = useSyncExternalStore(
    noSubscription,
    () => marketToOffer(page, document.cookie, navigator.languages ?? [navigator.language])?.country ?? '',
    () => '',
  )
  if (!offered || dismissed) return null
  const offer = marketForCountry(offered)
  const stay = () => {
    document.cookie = marketCookie(page.country)
    setDismissed(true)
  }
  return (
    <section
      aria-label={marketCopy.offerLabel}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <Form
        method="post"
        action="/market"
        onSubmit={() => setDismissed(true)}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-stone-800"
      >
        <p>{marketCopy.offer(offer)}</p>
        <input type="hidden" name="path" value={unlocalizedAddress(pathname, search)} />
        <button type="submit" name="country" value={offer.country} className="h-9 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {marketCopy.accept(offer)}
        </button>
        <button type="button" onClick={stay} className="h-9 rounded-md px-3 font-semibold text-brand-800 underline-offset-4 hover:underline">
          {marketCopy.dismiss}
        </button>
      </Form>
    </section>
  )
}
