import type * as en from '../../filters'
import type { Translation } from '../translation'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: 'Tapis',
  open: (active: number) => (active ? `Tapis (${active})` : 'Tapis'),
  drawerTitle: 'Tapis',
  closeDrawer: 'Tutup penapis',
  drawerDescription: 'Tapis produk mengikut ketersediaan, harga, jenis dan saiz',
  apply: 'Guna penapis',
  showResults: (count: number | null) => (count === null ? 'Tunjuk hasil' : `Tunjuk ${count} hasil`),
  clearAll: 'Kosongkan semua',
  activeLabel: 'Penapis aktif',
  remove: (label: string) => `Buang penapis: ${label}`,
  count: (n: number) => `(${n})`,
  price: 'Harga',
  priceFrom: 'Dari',
  priceTo: 'Hingga',
  highestPrice: (price: string) => `Harga tertinggi ialah ${price}`,
  priceRange: (min: string | null, max: string | null) => (min && max ? `${min} – ${max}` : min ? `Dari ${min}` : `Sehingga ${max}`),
  availability: { true: 'Ada stok', false: 'Kehabisan stok' },
  noMatch: 'Tiada produk yang sepadan dengan penapis ini.',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: 'Jawapan daripada FAQ kami',
  readMore: 'Baca jawapan',
}
