import type { Market, MarketCountry } from '../../shared/markets'

/**
 * The embedded store's languages, as Shopify's `Language` answers them (name in English, endonym
 * as CLDR spells it), and the file of translations each reads (`translations/<file>.json`).
 */
export const storeLanguages = [
  { isoCode: 'EN', name: 'English', endonymName: 'English', file: null },
  { isoCode: 'ID', name: 'Indonesian', endonymName: 'Indonesia', file: 'id-id' },
  { isoCode: 'MS', name: 'Malay', endonymName: 'Melayu', file: 'ms-my' },
  { isoCode: 'ZH_CN', name: 'Chinese (Simplified)', endonymName: '简体中文', file: 'zh-sg' },
  { isoCode: 'ZH_TW', name: 'Chinese (Traditional)', endonymName: '繁體中文', file: 'zh-hk' },
] as const

export type StoreLanguage = (typeof storeLanguages)[number]
export type StoreLanguageCode = StoreLanguage['isoCode']

/** The languages a country's shoppers may read the store in, its default (English) first, as the store's markets publish them. */
const countryLanguages: Record<MarketCountry, StoreLanguageCode[]> = {
  SG: ['EN', 'ZH_CN'],
  MY: ['EN', 'MS'],
  ID: ['EN', 'ID'],
  HK: ['EN', 'ZH_TW'],
  AU: ['EN'],
  US: ['EN'],
}

const byCode = new Map<string, StoreLanguage>(storeLanguages.map((l) => [l.isoCode, l]))

/** A market's languages as `Country.availableLanguages` lists them, its default first. */
export const languagesOf = (market: Market): StoreLanguage[] => countryLanguages[market.country].map((code) => byCode.get(code)!)

/** The language an operation is answered in: the one it asks for when its country has it, else the country's default. */
export function languageIn(market: Market, requested: unknown): StoreLanguageCode {
  const languages = countryLanguages[market.country]
  return typeof requested === 'string' && languages.includes(requested as StoreLanguageCode) ? (requested as StoreLanguageCode) : languages[0]!
}
