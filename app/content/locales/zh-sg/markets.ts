import type * as en from '../../markets'
import { message } from '#shared/message'
import type { Translation } from '../translation'

export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: '国家/地区',
  languageLabel: '语言',
  option: message('{name}（{currency} {symbol}）'),
  submit: '更新',
  offerLabel: '您所在的国家',
  offer: message('您在{name}购物吗？查看以{currency}标示的价格。'),
  accept: message('前往{name}商店'),
  dismiss: '留在这里',
}

/** The markets' countries in Simplified Chinese; a country the table does not hold keeps the store's name. */
export const countryNames: Translation<typeof en.countryNames> = {
  Singapore: '新加坡',
  Malaysia: '马来西亚',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港特区',
  Australia: '澳大利亚',
  'United States': '美国',
}
