import type * as en from '../../categories'
import type { Translation } from '../translation'

export const categories: Translation<typeof en.categories> = [
  { label: 'Seprai Grounding', to: '/sleep-products', blurb: 'Seprai pas, seprai datar, dan topper untuk tidur yang ter-grounding', art: 'sheets' },
  { label: 'Alas Grounding', to: '/mats-products', blurb: 'Untuk meja kerja, sofa, dan latihan yoga Anda', art: 'mats' },
  { label: 'Aksesori', to: '/accessories', blurb: 'Kabel, adaptor steker, dan penguji stopkontak', art: 'accessories' },
  { label: 'Semua Produk', to: '/shop-all', blurb: 'Semua seprai, alas, paket, dan aksesori dalam satu tempat', art: 'all' },
]
