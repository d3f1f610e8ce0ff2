import { defaultMarket, type Market } from '#shared/markets'
import type { Catalogue, CopyName } from '~/i18n/catalogue'
import { pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'

/**
 * For tests: a module's copy as the page's components read it (`useCopy`), its messages functions.
 * A component a test renders without a page reads the same English copy (tests/setup/setup-vitest.ts).
 */
export async function copyFor<N extends CopyName>(name: N, market: Market = defaultMarket) {
  return localize<Catalogue[N]>(market.locale, (await pageCopy(market, [name]))[name])
}
