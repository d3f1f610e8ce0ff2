import type { markets } from '#shared/markets'
import type * as en from '../../markets'
import type { Translation } from '../translation'

/** The markets' country names (shared/markets.ts); a country the store names otherwise keeps its name. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: '新加坡',
  Malaysia: '馬來西亞',
  Indonesia: '印尼',
  'Hong Kong SAR': '香港',
  Australia: '澳洲',
  'United States': '美國',
}
const countryName = (name: string) => countryNames[name as keyof typeof countryNames] ?? name

/** The country selector's and the market offer's words. */
export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: '國家／地區',
  languageLabel: '語言',
  option: (country: { name: string; currency: string; symbol: string }) => `${countryName(country.name)}（${country.currency} ${country.symbol}）`,
  submit: '更新',
  offerLabel: '你的國家／地區',
  offer: (country: { name: string; currency: string }) => `正在${countryName(country.name)}購物？以${country.currency}查看價錢。`,
  accept: (country: { name: string }) => `前往${countryName(country.name)}商店`,
  dismiss: '留在此頁',
}
