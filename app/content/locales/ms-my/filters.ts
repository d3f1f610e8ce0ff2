import type * as en from '../../filters'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: 'Tapis',
  open: message<{ active: number }>('{active, plural, =0 {Tapis} other {Tapis (#)}}'),
  drawerTitle: 'Tapis',
  closeDrawer: 'Tutup penapis',
  drawerDescription: 'Tapis produk mengikut ketersediaan, harga, jenis dan saiz',
  apply: 'Guna penapis',
  showResults: 'Tunjuk hasil',
  showResultCount: message<{ count: number }>('{count, plural, other {Tunjuk # hasil}}'),
  clearAll: 'Kosongkan semua',
  activeLabel: 'Penapis aktif',
  remove: message<{ label: string }>('Buang penapis: {label}'),
  count: message<{ count: number }>('({count})'),
  price: 'Harga',
  priceFrom: 'Dari',
  priceTo: 'Hingga',
  highestPrice: message<{ price: string }>('Harga tertinggi ialah {price}'),
  priceRange: message<{ min: string; max: string }>('{min} – {max}'),
  priceAbove: message<{ min: string }>('Dari {min}'),
  priceBelow: message<{ max: string }>('Sehingga {max}'),
  chip: message<{ name: string; value: string }>('{name}: {value}'),
  availability: { true: 'Ada stok', false: 'Kehabisan stok' },
  noMatch: 'Tiada produk yang sepadan dengan penapis ini.',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: 'Jawapan daripada FAQ kami',
  readMore: 'Baca jawapan',
}
