import { useState } from 'react'
import { Form, useLocation } from 'react-router'
import { defaultMarket, localizations } from '#shared/markets'
import { useMarket } from '~/components/link'
import { useCountries } from '~/components/country-selector'
import { useCopy } from '~/i18n/use-copy'
import { marketCookie, unlocalizedPath } from '~/lib/market-path'

/**
 * The offer of the shopper's market (see MarketOffer), laid over the bottom of the screen, so
 * nothing on the page moves when it appears. Choosing posts to the selector's action; "Stay here"
 * remembers the page's market. `offered`: the offered market's locale (`id-ID`).
 */
export default function MarketOfferBar({ offered }: { offered: string }) {
  const { marketCopy } = useCopy('markets')
  const page = useMarket()
  const { pathname, search } = useLocation()
  const [dismissed, setDismissed] = useState(false)
  const offer = localizations.find((l) => l.locale === offered) ?? defaultMarket
  // Named as the page's language names it (the root's list of countries).
  const name = useCountries().find((c) => c.isoCode === offer.country)?.name ?? offer.name
  if (dismissed) return null
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
        <p>{marketCopy.offer({ name, currency: offer.currency })}</p>
        <input type="hidden" name="path" value={unlocalizedPath(pathname, search)} />
        <input type="hidden" name="language" value={offer.language} />
        <button type="submit" name="country" value={offer.country} className="h-9 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {marketCopy.accept({ name })}
        </button>
        <button type="button" onClick={stay} className="h-9 rounded-md px-3 font-semibold text-brand-800 underline-offset-4 hover:underline">
          {marketCopy.dismiss}
        </button>
      </Form>
    </section>
  )
}
