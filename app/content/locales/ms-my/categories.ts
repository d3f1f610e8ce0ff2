import type * as en from '../../categories'
import type { Translation } from '../translation'

export const categories: Translation<typeof en.categories> = [
  { label: 'Cadar Grounding', to: '/sleep-products', blurb: 'Cadar getah, cadar rata dan topper untuk tidur sambil grounding', art: 'sheets' },
  { label: 'Tikar Grounding', to: '/mats-products', blurb: 'Untuk meja, sofa dan amalan yoga anda', art: 'mats' },
  { label: 'Aksesori', to: '/accessories', blurb: 'Kord, penyesuai palam dan penguji soket', art: 'accessories' },
  { label: 'Semua Produk', to: '/shop-all', blurb: 'Setiap cadar, tikar, kit dan aksesori di satu tempat', art: 'all' },
]
