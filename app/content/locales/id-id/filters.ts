import type * as en from '../../filters'
import type { Translation } from '../translation'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: 'Filter',
  open: (active: number) => (active ? `Filter (${active})` : 'Filter'),
  drawerTitle: 'Filter',
  closeDrawer: 'Tutup filter',
  drawerDescription: 'Persempit produk berdasarkan ketersediaan, harga, jenis, dan ukuran',
  apply: 'Terapkan filter',
  showResults: (count: number | null) => (count === null ? 'Lihat hasil' : `Lihat ${count} hasil`),
  clearAll: 'Hapus semua',
  activeLabel: 'Filter aktif',
  remove: (label: string) => `Hapus filter: ${label}`,
  count: (n: number) => `(${n})`,
  price: 'Harga',
  priceFrom: 'Dari',
  priceTo: 'Sampai',
  highestPrice: (price: string) => `Harga tertinggi adalah ${price}`,
  priceRange: (min: string | null, max: string | null) => (min && max ? `${min} – ${max}` : min ? `Mulai ${min}` : `Hingga ${max}`),
  availability: { true: 'Tersedia', false: 'Stok habis' },
  noMatch: 'Tidak ada produk yang cocok dengan filter ini.',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: 'Jawaban dari FAQ kami',
  readMore: 'Baca jawabannya',
}
