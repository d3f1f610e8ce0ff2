import type * as en from '../../search'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const searchCopy: Translation<typeof en.searchCopy> = {
  placeholder: 'Cari produk',
  label: 'Cari produk',
  submit: 'Cari',
  resultsLabel: 'Saran produk',
  announce: message('{count, plural, =0 {Tidak ada produk yang cocok} other {# saran produk. Gunakan tombol panah atas dan bawah untuk memilih.}}'),
  noResults: message('Tidak ada produk yang cocok dengan “{q}”'),
  answersLabel: 'Jawaban dari FAQ',
  enterHint: 'Tekan Enter untuk melihat semua hasil',
}

export const noResultsCopy: Translation<typeof en.noResultsCopy> = {
  hint: 'Periksa ejaan, gunakan lebih sedikit kata, atau coba kata yang lebih umum:',
  // Words the store's search finds in its titles in this language.
  tryWords: ['seprai', 'alas', 'kabel', 'penguji', 'paket'],
  trySearch: message('Cari “{word}”'),
  categoriesHeading: 'Jelajahi kategori',
  bestSellersHeading: 'Terlaris',
}
