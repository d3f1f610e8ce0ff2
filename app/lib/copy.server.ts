import type { Market } from '#shared/markets'
import type { Catalogue, CopyName } from '~/i18n/catalogue'
import { pageCopy } from '~/i18n/catalogue.server'
import { type Localized, localize } from '~/i18n/format'

/**
 * A copy module in the market's language as a page reads it (its messages functions of their
 * values), for a loader or an action that words a message on the server (an action's answer).
 */
export async function serverCopy<N extends CopyName>(market: Market, name: N): Promise<Localized<Catalogue[N]>> {
  return localize<Catalogue[N]>(market.locale, (await pageCopy(market, [name]))[name])
}
