import type { ReactNode } from 'react'
import { defaultMarket, type Market } from '#shared/markets'
import type { Catalogue, CopyName } from '~/i18n/catalogue'
import { pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'
import { CopyProvider } from '~/i18n/use-copy'

/** For tests: the copy a loader sends (`names`, in `market`'s language) around a component, as its route gives it. */
export function WithCopy({ names, market = defaultMarket, children }: { names: readonly CopyName[]; market?: Market; children: ReactNode }) {
  return (
    <CopyProvider copy={pageCopy(market, names)} locale={market.locale}>
      {children}
    </CopyProvider>
  )
}

/** For tests: a module's copy as the page's components read it (`useCopy`), its messages functions. */
export const copyFor = <N extends CopyName>(name: N, market: Market = defaultMarket) => localize<Catalogue[N]>(market.locale, pageCopy(market, [name])[name])
