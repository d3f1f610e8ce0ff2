import { useId } from 'react'
import { Form, useLocation, useRouteLoaderData } from 'react-router'
import { markets } from '#shared/markets'
import { useMarket } from '~/components/link'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { unlocalizedPath } from '~/lib/market-path'
import { useHydrated } from '~/lib/use-hydrated'

/** A country the store sells to, with its currency, as the root loader lists them. */
export type SelectorCountry = { isoCode: string; name: string; currency: string; symbol: string }

/** The table's countries, for a page rendered without the root's data (an error page). */
const tableCountries: SelectorCountry[] = markets.map((m) => ({ isoCode: m.country, name: m.name, currency: m.currency, symbol: m.currencySymbol }))

/** The store's countries (`localization.availableCountries`), from the root loader. */
export function useCountries(): SelectorCountry[] {
  const data = useRouteLoaderData('root') as { countries?: SelectorCountry[] } | undefined
  return data?.countries?.length ? data.countries : tableCountries
}

/** A country's name in the page's language, as the root's list of the store's countries gives it. */
export function useCountryName(country: string): string {
  const countries = useCountries()
  return countries.find((c) => c.isoCode === country)?.name ?? tableCountries.find((c) => c.isoCode === country)?.name ?? country
}

const styles = {
  // Fixed widths in the header: a box sized by its text would move as the brand font replaces its fallback.
  header: {
    form: 'hidden items-center gap-1 xl:flex',
    label: 'sr-only',
    select: 'w-48 border-stone-300 text-stone-800',
    button: 'w-16 text-center text-brand-800',
  },
  menu: {
    form: 'flex flex-wrap items-center gap-2 px-3',
    label: 'w-full text-xs font-semibold tracking-wider text-stone-600 uppercase',
    select: 'border-stone-300 text-stone-800',
    button: 'text-brand-800',
  },
  footer: {
    form: 'flex flex-wrap items-center gap-2',
    label: 'w-full text-sm font-semibold tracking-wider text-white uppercase',
    select: 'border-brand-700 bg-brand-800 text-white',
    button: 'text-white',
  },
}

/**
 * The country selector (Dawn's "Country/region"): the store's countries with their currency. It
 * posts to the `/market` action, which remembers the choice and goes to this page in that market,
 * with or without JavaScript.
 */
export function CountrySelector({ place, className }: { place: keyof typeof styles; className?: string }) {
  const { marketCopy } = useCopy('markets')
  const id = useId()
  const market = useMarket()
  const { pathname, search } = useLocation()
  // The page's query rides along once hydrated: the server's copy is every shopper's (the page
  // cache keeps one per page, whatever tracking parameters the URL had), so it carries none.
  const hydrated = useHydrated()
  const countries = useCountries()
  const style = styles[place]
  return (
    <Form method="post" action="/market" className={cn(style.form, className)}>
      <input type="hidden" name="path" value={unlocalizedPath(pathname, hydrated ? search : '')} />
      <input type="hidden" name="language" value={market.language} />
      <label htmlFor={id} className={style.label}>
        {marketCopy.selectorLabel}
      </label>
      {/* Keyed by the market, so the list shows the page's market again after a switch. */}
      <select
        key={market.country}
        id={id}
        name="country"
        defaultValue={market.country}
        className={cn('h-9 min-w-0 rounded-md border px-2 text-sm', style.select)}
      >
        {countries.map((country) => (
          <option key={country.isoCode} value={country.isoCode}>
            {marketCopy.option(country)}
          </option>
        ))}
      </select>
      <button type="submit" className={cn('h-9 rounded-md px-2 text-sm font-semibold underline-offset-4 hover:underline', style.button)}>
        {marketCopy.submit}
      </button>
    </Form>
  )
}
