import type { Market } from '#shared/markets'
import type * as en from '../../market-shipping'
import type { Translation } from '../translation'
import { groupThousands } from '#shared/numbers'
import { isHome } from '../../market-shipping'

export { isHome } from '../../market-shipping'

/** `IDR 1.900.000`: an amount in a market's currency, grouped as Indonesian writes numbers. */
export const amountIn: Translation<typeof en.amountIn> = (market: Pick<Market, 'currency'>, amount: number) =>
  `${market.currency} ${groupThousands(amount, 'id-ID')}`

/** The markets' countries as Indonesian names them; any other name as it is. */
const countryNames: Record<string, string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
}
const countryName = (market: Market) => countryNames[market.name] ?? market.name

export const shippingBanner: Translation<typeof en.shippingBanner> = (market: Market): string => {
  const { freeOver } = market.shipping
  if (freeOver === null) return 'Kirim ke Seluruh Dunia dari Singapura'
  return isHome(market) ? `Gratis Ongkir Domestik di Atas ${amountIn(market, freeOver)}` : `Gratis Ongkir di Atas ${amountIn(market, freeOver)}`
}

export const marketShippingCopy: Translation<typeof en.marketShippingCopy> = {
  perk(market: Market): string {
    const { freeOver } = market.shipping
    if (freeOver === null) return 'Kirim ke seluruh dunia, ongkir tampil saat checkout'
    return isHome(market)
      ? `Gratis ongkir untuk pesanan mulai ${amountIn(market, freeOver)}`
      : `Gratis ongkir ke ${countryName(market)} untuk pesanan mulai ${amountIn(market, freeOver)}`
  },
  benefit(market: Market): { title: string; body: string } {
    const { freeOver } = market.shipping
    if (freeOver === null)
      return { title: 'Kirim ke seluruh dunia', body: 'Dari Singapura sampai ke depan pintu Anda; ongkir untuk alamat Anda tampil saat checkout.' }
    if (isHome(market)) return { title: 'Gratis ongkir domestik', body: `Untuk pesanan di Singapura mulai ${amountIn(market, freeOver)}.` }
    return { title: `Gratis ongkir ke ${countryName(market)}`, body: `Untuk pesanan mulai ${amountIn(market, freeOver)}.` }
  },
}
