import type * as en from '../../search'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const searchCopy: Translation<typeof en.searchCopy> = {
  placeholder: 'Cari produk',
  label: 'Cari produk',
  submit: 'Cari',
  resultsLabel: 'Cadangan produk',
  announce: message('{count, plural, =0 {Tiada produk yang sepadan} other {# produk dicadangkan. Gunakan kekunci atas dan bawah untuk memilih.}}'),
  noResults: message('Tiada produk yang sepadan dengan “{q}”'),
  answersLabel: 'Jawapan daripada FAQ',
  enterHint: 'Tekan Enter untuk melihat semua hasil',
}

/** What a search with no results offers instead (the list says 'Tiada produk ditemui' above it). */
export const noResultsCopy: Translation<typeof en.noResultsCopy> = {
  hint: 'Semak ejaan, gunakan lebih sedikit perkataan, atau cuba perkataan yang lebih umum:',
  // Words the store's search finds in its titles in this language.
  tryWords: ['cadar', 'tikar', 'kord', 'penguji', 'kit'],
  trySearch: message('Cari “{word}”'),
  categoriesHeading: 'Lihat kategori',
  bestSellersHeading: 'Produk terlaris',
}
