import { localizationsOf, type Market } from '../../shared/markets'

/**
 * The embedded store's languages, as Shopify's `Language` answers them (name in English, endonym
 * as CLDR spells it), and the file of translations each reads (`translations/<file>.ts`).
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

const byCode = new Map<string, StoreLanguage>(storeLanguages.map((l) => [l.isoCode, l]))

/**
 * A market's languages as `Country.availableLanguages` lists them, its default (English) first:
 * the store publishes each country in the languages the shop's localizations name.
 */
export const languagesOf = (market: Market): StoreLanguage[] => localizationsOf(market.country).map((l) => byCode.get(l.language)!)

/** The language an operation is answered in: the one it asks for when its country has it, else the country's default. */
export function languageIn(market: Market, requested: unknown): StoreLanguageCode {
  const languages = languagesOf(market).map((l) => l.isoCode)
  return typeof requested === 'string' && languages.includes(requested as StoreLanguageCode) ? (requested as StoreLanguageCode) : languages[0]!
}
