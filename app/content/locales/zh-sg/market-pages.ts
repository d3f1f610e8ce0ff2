import type { Market } from '#shared/markets'
import { shipping } from '#shared/shop'
import type * as en from '../../market-pages'
import type { PageCopy } from '../../pages.server'
import type { Translation } from '../translation'
import { amountIn, isHome } from './market-shipping'
import { homeDescriptionLead, pages } from './pages.server'

/** The markets' names (shared/markets.ts) in Chinese. */
const countryNames: Record<string, string> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
}
const duration = (s: string) => s.replace(/^(.+) business days$/, '$1个工作日')

/** English's rule, in these words: a description (or intro) naming Singapore's threshold names the market's own. */
export const pageCopyIn: Translation<typeof en.pageCopyIn> = (copy: PageCopy, market: Market): PageCopy => {
  if (isHome(market)) return copy
  const { freeOver } = market.shipping
  const free = freeOver === null ? null : amountIn(market, freeOver)
  switch (copy.path) {
    case pages.home.path:
      return { ...copy, description: `${homeDescriptionLead}${free ? `满${free}免运费。` : '从新加坡发货至全球。'}` }
    case pages.limitedOffers.path: {
      const range = '选购我们全系列的接地产品：床单、接地垫、套装和配件'
      return {
        ...copy,
        description: free ? `${range}，满${free}免运费。` : `${range}，从新加坡发货至全球。`,
        intro: free ? `全系列产品一站看齐，订单满${free}免运费。` : '全系列产品一站看齐，从新加坡发货至全球。',
      }
    }
    case pages.shippingPolicy.path: {
      const name = countryNames[market.name] ?? market.name
      const abroad = free
        ? `寄往${name}${duration(shipping.internationalDelivery)}送达，满${free}免运费。`
        : `全球送货${duration(shipping.internationalDelivery)}送达，运费在结账时显示。`
      return { ...copy, description: `${abroad}新加坡境内${duration(shipping.domesticDelivery)}送达。` }
    }
    default:
      return copy
  }
}
