import type * as en from '../../markets'
import type { Translation } from '../translation'

/** The markets' names (shared/markets.ts) in Chinese; a country outside the table keeps the name the store gives it. */
const countryNames: Record<string, string> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
}
const inChinese = (name: string) => countryNames[name] ?? name

export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: '国家/地区',
  languageLabel: '语言',
  option: (country: { name: string; currency: string; symbol: string }) => `${inChinese(country.name)}（${country.currency} ${country.symbol}）`,
  submit: '更新',
  offerLabel: '您所在的国家',
  offer: (country: { name: string; currency: string }) => `您在${inChinese(country.name)}购物吗？查看以${country.currency}标示的价格。`,
  accept: (country: { name: string }) => `前往${inChinese(country.name)}商店`,
  dismiss: '留在这里',
}
