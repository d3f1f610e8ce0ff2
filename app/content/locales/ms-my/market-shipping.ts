import type { Market, markets } from '#shared/markets'
import type * as en from '../../market-shipping'
import { amountIn, isHome } from '../../market-shipping'
import type { Translation } from '../translation'

export { amountIn, isHome } from '../../market-shipping'

/** The markets' countries as Malaysian Malay names them; a name the table does not hold is shown as it comes. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Syarikat',
}
const nameOf = (market: Market) => countryNames[market.name as keyof typeof countryNames] ?? market.name

/** The promo banner's first line: 'Pos Percuma', as Malaysian shops say it, keeps it on one line at 320 px. */
export const shippingBanner: Translation<typeof en.shippingBanner> = (market: Market) => {
  const { freeOver } = market.shipping
  if (freeOver === null) return 'Pos ke Seluruh Dunia dari Singapura'
  return isHome(market) ? `Pos Percuma Domestik Dari ${amountIn(market, freeOver)}` : `Pos Percuma Dari ${amountIn(market, freeOver)}`
}

export const marketShippingCopy: Translation<typeof en.marketShippingCopy> = {
  perk(market: Market): string {
    const { freeOver } = market.shipping
    if (freeOver === null) return 'Penghantaran ke seluruh dunia, kos ditunjukkan semasa daftar keluar'
    return isHome(market)
      ? `Penghantaran percuma untuk pesanan ${amountIn(market, freeOver)} ke atas`
      : `Penghantaran percuma ke ${nameOf(market)} untuk pesanan ${amountIn(market, freeOver)} ke atas`
  },
  benefit(market: Market): { title: string; body: string } {
    const { freeOver } = market.shipping
    if (freeOver === null)
      return { title: 'Dihantar ke seluruh dunia', body: 'Dari Singapura terus ke pintu rumah anda; daftar keluar menunjukkan kos untuk alamat anda.' }
    if (isHome(market)) return { title: 'Penghantaran domestik percuma', body: `Untuk pesanan di Singapura bernilai ${amountIn(market, freeOver)} ke atas.` }
    return { title: `Penghantaran percuma ke ${nameOf(market)}`, body: `Untuk pesanan ${amountIn(market, freeOver)} ke atas.` }
  },
}
