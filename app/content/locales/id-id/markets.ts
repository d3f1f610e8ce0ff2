import type * as en from '../../markets'
import type { Translation } from '../translation'

/** The markets' countries as Indonesian names them; any other name as it is. */
const countryNames: Record<string, string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
}
const countryName = (name: string) => countryNames[name] ?? name

export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: 'Negara/wilayah',
  languageLabel: 'Bahasa',
  option: (country: { name: string; currency: string; symbol: string }) => `${countryName(country.name)} (${country.currency} ${country.symbol})`,
  submit: 'Perbarui',
  offerLabel: 'Negara Anda',
  offer: (country: { name: string; currency: string }) => `Belanja dari ${countryName(country.name)}? Lihat harga dalam ${country.currency}.`,
  accept: (country: { name: string }) => `Belanja di ${countryName(country.name)}`,
  dismiss: 'Tetap di sini',
}
