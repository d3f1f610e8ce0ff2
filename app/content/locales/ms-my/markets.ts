import type { markets } from '#shared/markets'
import type * as en from '../../markets'
import type { Translation } from '../translation'

/** The markets' countries as Malaysian Malay names them; a name the table does not hold is shown as it comes. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Syarikat',
}
const inMalay = (country: string) => countryNames[country as keyof typeof countryNames] ?? country

export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: 'Negara/wilayah',
  languageLabel: 'Bahasa',
  option: (country: { name: string; currency: string; symbol: string }) => `${inMalay(country.name)} (${country.currency} ${country.symbol})`,
  submit: 'Kemas kini',
  offerLabel: 'Negara anda',
  offer: (country: { name: string; currency: string }) => `Membeli-belah dari ${inMalay(country.name)}? Lihat harga dalam ${country.currency}.`,
  accept: (country: { name: string }) => `Beli di ${inMalay(country.name)}`,
  dismiss: 'Kekal di sini',
}
