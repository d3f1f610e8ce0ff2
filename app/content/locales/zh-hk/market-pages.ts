import type { Market, markets } from '#shared/markets'
import { shipping } from '#shared/shop'
import type * as en from '../../market-pages'
import type { Translation } from '../translation'
import { amountIn, isHome } from './market-shipping'
import { homeDescriptionLead, type PageCopy, pages } from './pages.server'

/** The markets' country names (shared/markets.ts), and the delivery times (shared/shop.ts), in words. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'United States': '美國',
}
const countryName = (market: Market) => countryNames[market.name as keyof typeof countryNames] ?? market.name
const businessDays: Record<typeof shipping.domesticDelivery | typeof shipping.internationalDelivery, string> = {
  '1-3 business days': '1至3個工作天',
  '5-14 business days': '5至14個工作天',
}

/**
 * A page's copy in a market: a description (or intro) that names Singapore's free-shipping
 * threshold names the market's own, in its currency; every other page's copy, and all of Singapore's, as it is.
 */
export const pageCopyIn: Translation<typeof en.pageCopyIn> = (copy: PageCopy, market: Market): PageCopy => {
  if (isHome(market)) return copy
  const { freeOver } = market.shipping
  const free = freeOver === null ? null : amountIn(market, freeOver)
  switch (copy.path) {
    case pages.home.path:
      return { ...copy, description: `${homeDescriptionLead}${free ? `滿${free}免費送貨。` : '由新加坡寄送全球。'}` }
    case pages.limitedOffers.path: {
      const range = '選購我們的全系列接地產品：床單、接地墊、套裝及配件'
      return {
        ...copy,
        description: free ? `${range}，滿${free}免費送貨。` : `${range}，由新加坡寄送全球。`,
        intro: free ? `全系列產品一站式選購，訂單滿${free}免費送貨。` : '全系列產品一站式選購，由新加坡寄送全球。',
      }
    }
    case pages.shippingPolicy.path: {
      const abroad = free
        ? `送貨至${countryName(market)}需時${businessDays[shipping.internationalDelivery]}，滿${free}免運費。`
        : `全球送貨需時${businessDays[shipping.internationalDelivery]}，運費於結帳時顯示。`
      return { ...copy, description: `${abroad}新加坡送貨需時${businessDays[shipping.domesticDelivery]}。` }
    }
    default:
      return copy
  }
}
