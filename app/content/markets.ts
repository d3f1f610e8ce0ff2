/** The country selector's and the market offer's words (decision 086 (090)). */
export const marketCopy = {
  selectorLabel: 'Country/region',
  /** The language links beside the selector. */
  languageLabel: 'Language',
  /** As Dawn lists a country: its name, then its currency's code and symbol. */
  option: (country: { name: string; currency: string; symbol: string }) => `${country.name} (${country.currency} ${country.symbol})`,
  submit: 'Update',
  offerLabel: 'Your country',
  offer: (country: { name: string; currency: string }) => `Shopping from ${country.name}? See prices in ${country.currency}.`,
  accept: (country: { name: string }) => `Shop in ${country.name}`,
  dismiss: 'Stay here',
} as const
