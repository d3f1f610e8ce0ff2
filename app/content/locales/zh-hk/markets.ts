import type * as en from '../../markets'
import { message } from '#shared/message'
import type { Translation } from '../translation'

export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: '國家／地區',
  languageLabel: '語言',
  option: message('{name}（{currency} {symbol}）'),
  submit: '更新',
  offerLabel: '你的國家／地區',
  offer: message('正在{name}購物？以{currency}查看價錢。'),
  accept: message('前往{name}商店'),
  dismiss: '留在此頁',
}

/** The markets' countries in Traditional Chinese as Hong Kong writes them; a country the table does not hold keeps the store's name. */
export const countryNames: Translation<typeof en.countryNames> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'United States': '美國',
}
