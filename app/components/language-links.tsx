import { useLocation } from 'react-router'
import { languageNames, localizationsOf } from '#shared/markets'
import { useMarket } from '~/components/link'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { inMarketPath } from '~/lib/market-path'
import { useHydrated } from '~/lib/use-hydrated'

const styles = {
  header: 'hidden shrink-0 text-sm font-semibold whitespace-nowrap text-brand-800 xl:flex',
  menu: 'flex px-3 text-sm font-semibold text-brand-800',
  footer: 'flex text-sm font-semibold text-white',
}

/**
 * The page in the market's other languages (beside the country selector): plain links, each
 * named in its own language, that load the page anew, so they work without JavaScript and the
 * whole page, its scripts' copy included, comes in the language. None in a market sold in
 * English only.
 */
export function LanguageLinks({ place, className }: { place: keyof typeof styles; className?: string }) {
  const { marketCopy } = useCopy('markets')
  const market = useMarket()
  const { pathname, search } = useLocation()
  // The query rides along once hydrated, as the country selector's does: the server's copy of a
  // page is every shopper's (the page cache keeps one, whatever tracking parameters came with it).
  const hydrated = useHydrated()
  const others = localizationsOf(market.country).filter((l) => l.language !== market.language)
  if (others.length === 0) return null
  return (
    <ul aria-label={marketCopy.languageLabel} className={cn('items-center gap-3', styles[place], className)}>
      {others.map((l) => (
        <li key={l.locale}>
          <a
            href={inMarketPath(l, pathname + (hydrated ? search : ''))}
            lang={l.locale}
            hrefLang={l.locale}
            className="inline-flex h-9 items-center underline-offset-4 hover:underline"
          >
            {languageNames[l.language]}
          </a>
        </li>
      ))}
    </ul>
  )
}
