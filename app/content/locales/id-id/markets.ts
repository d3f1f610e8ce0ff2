import type * as en from '../../markets'
import { message } from '#shared/message'
import type { Translation } from '../translation'

export const marketCopy: Translation<typeof en.marketCopy> = {
  selectorLabel: 'Negara/wilayah',
  languageLabel: 'Bahasa',
  option: message('{name} ({currency} {symbol})'),
  submit: 'Perbarui',
  offerLabel: 'Negara Anda',
  offer: message('Belanja dari {name}? Lihat harga dalam {currency}.'),
  accept: message('Belanja di {name}'),
  dismiss: 'Tetap di sini',
}

/** The markets' countries as Indonesian names them; a country the table does not hold keeps the store's name. */
export const countryNames: Translation<typeof en.countryNames> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
}
