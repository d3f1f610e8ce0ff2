import type * as en from '../../search'
import type { Translation } from '../translation'

export const searchCopy: Translation<typeof en.searchCopy> = {
  placeholder: 'Cari produk',
  label: 'Cari produk',
  submit: 'Cari',
  resultsLabel: 'Saran produk',
  announce: (n: number) => (n === 0 ? 'Tidak ada produk yang cocok' : `${n} saran produk. Gunakan tombol panah atas dan bawah untuk memilih.`),
  noResults: (q: string) => `Tidak ada produk yang cocok dengan “${q}”`,
  answersLabel: 'Jawaban dari FAQ',
  enterHint: 'Tekan Enter untuk melihat semua hasil',
}

export const noResultsCopy: Translation<typeof en.noResultsCopy> = {
  hint: 'Periksa ejaan, gunakan lebih sedikit kata, atau coba kata yang lebih umum:',
  // Words the store's search finds in its titles in this language.
  tryWords: ['seprai', 'alas', 'kabel', 'penguji', 'paket'],
  trySearch: (word: string) => `Cari “${word}”`,
  categoriesHeading: 'Jelajahi kategori',
  bestSellersHeading: 'Terlaris',
}
