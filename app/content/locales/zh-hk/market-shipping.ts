import type { Market, markets } from '#shared/markets'
import { amountIn, isHome } from '../../market-shipping'
import type * as en from '../../market-shipping'
import type { Translation } from '../translation'

/** Logic, not copy: the amount's form and which market is the shop's home. */
export { amountIn, isHome }

/** The markets' country names (shared/markets.ts). */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'United States': '美國',
}
const countryName = (market: Market) => countryNames[market.name as keyof typeof countryNames] ?? market.name

/** The promo banner's first line; short enough for one line at 320 px beside the rating. */
export const shippingBanner: Translation<typeof en.shippingBanner> = (market: Market) => {
  const { freeOver } = market.shipping
  if (freeOver === null) return '由新加坡寄送全球'
  return isHome(market) ? `本地訂單滿${amountIn(market, freeOver)}免費送貨` : `滿${amountIn(market, freeOver)}免費送貨`
}

/** The home page's perk and the product page's benefit, sent as route data. */
export const marketShippingCopy: Translation<typeof en.marketShippingCopy> = {
  perk(market: Market): string {
    const { freeOver } = market.shipping
    if (freeOver === null) return '寄送全球，運費於結帳時顯示'
    return isHome(market) ? `訂單滿${amountIn(market, freeOver)}即享免費送貨` : `送貨至${countryName(market)}，訂單滿${amountIn(market, freeOver)}即享免費送貨`
  },
  benefit(market: Market): { title: string; body: string } {
    const { freeOver } = market.shipping
    if (freeOver === null) return { title: '寄送全球', body: '由新加坡直送到你家門口；結帳時會按你的地址顯示運費。' }
    if (isHome(market)) return { title: '本地免費送貨', body: `新加坡訂單滿${amountIn(market, freeOver)}即可享用。` }
    return { title: `免費送貨至${countryName(market)}`, body: `訂單滿${amountIn(market, freeOver)}即可享用。` }
  },
}
