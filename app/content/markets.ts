import { message } from '#shared/message'

/** The country selector's and the market offer's words (decision 086 (090)). */
export const marketCopy = {
  selectorLabel: 'Country/region',
  /** The language links beside the selector. */
  languageLabel: 'Language',
  /** As Dawn lists a country: its name, then its currency's code and symbol. */
  option: message<{ name: string; currency: string; symbol: string }>('{name} ({currency} {symbol})'),
  submit: 'Update',
  offerLabel: 'Your country',
  offer: message<{ name: string; currency: string }>('Shopping from {name}? See prices in {currency}.'),
  accept: message<{ name: string }>('Shop in {name}'),
  dismiss: 'Stay here',
} as const

/**
 * The countries by their names in the page's language, keyed by the name the store gives them
 * (Shopify's `Country.name`); a country not listed keeps the store's name. The one table of them:
 * the root loader names the page's market and the selector's countries with it.
 */
export const countryNames: Record<string, string> = {
  Singapore: 'Singapore',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'United States',
}
