import type { Market } from '#shared/markets'
import type * as en from '../../market-shipping'
import type { Translation } from '../translation'
import { amountIn, isHome } from '../../market-shipping'

export { amountIn, isHome } from '../../market-shipping'

/** The markets' names (shared/markets.ts) in Chinese. */
const countryNames: Record<string, string> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
}
const nameOf = (market: Market) => countryNames[market.name] ?? market.name

export const shippingBanner: Translation<typeof en.shippingBanner> = (market: Market): string => {
  const { freeOver } = market.shipping
  if (freeOver === null) return '从新加坡发货至全球'
  return isHome(market) ? `本地订单满${amountIn(market, freeOver)}免运费` : `满${amountIn(market, freeOver)}免运费`
}

export const marketShippingCopy: Translation<typeof en.marketShippingCopy> = {
  perk(market: Market): string {
    const { freeOver } = market.shipping
    if (freeOver === null) return '全球送货，运费在结账时显示'
    return isHome(market) ? `订单满${amountIn(market, freeOver)}即可免运费` : `寄往${nameOf(market)}的订单满${amountIn(market, freeOver)}即可免运费`
  },
  benefit(market: Market): { title: string; body: string } {
    const { freeOver } = market.shipping
    if (freeOver === null) return { title: '全球送货', body: '从新加坡直送到您家门口；结账时会显示寄往您地址的运费。' }
    if (isHome(market)) return { title: '本地免运费', body: `新加坡订单满${amountIn(market, freeOver)}即可免运费。` }
    return { title: `免运费寄往${nameOf(market)}`, body: `订单满${amountIn(market, freeOver)}即可享有。` }
  },
}
