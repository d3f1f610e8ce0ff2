import type * as en from '../../filters'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: 'Filter',
  open: message<{ active: number }>('{active, plural, =0 {Filter} other {Filter (#)}}'),
  drawerTitle: 'Filter',
  closeDrawer: 'Tutup filter',
  drawerDescription: 'Persempit produk berdasarkan ketersediaan, harga, jenis, dan ukuran',
  apply: 'Terapkan filter',
  showResults: 'Lihat hasil',
  showResultCount: message<{ count: number }>('{count, plural, other {Lihat # hasil}}'),
  clearAll: 'Hapus semua',
  activeLabel: 'Filter aktif',
  remove: message<{ label: string }>('Hapus filter: {label}'),
  count: message<{ count: number }>('({count})'),
  price: 'Harga',
  priceFrom: 'Dari',
  priceTo: 'Sampai',
  highestPrice: message<{ price: string }>('Harga tertinggi adalah {price}'),
  priceRange: message<{ min: string; max: string }>('{min} – {max}'),
  priceAbove: message<{ min: string }>('Mulai {min}'),
  priceBelow: message<{ max: string }>('Hingga {max}'),
  chip: message<{ name: string; value: string }>('{name}: {value}'),
  availability: { true: 'Tersedia', false: 'Stok habis' },
  noMatch: 'Tidak ada produk yang cocok dengan filter ini.',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: 'Jawaban dari FAQ kami',
  readMore: 'Baca jawabannya',
}
