import type * as en from '../../shop-categories'
import type { Translation } from '../translation'

export const shopCategories: Translation<typeof en.shopCategories> = [
  { title: 'Seprai Grounding', to: '/sleep-products', blurb: 'Seprai dan topper untuk tidur yang ter-grounding', art: 'sheet' },
  { title: 'Alas Grounding', to: '/mats-products', blurb: 'Untuk meja kerja, lantai, dan latihan yoga Anda', art: 'mat' },
  { title: 'Aksesori', to: '/accessories', blurb: 'Kabel, adaptor, dan penguji', art: 'cord' },
  { title: 'Penawaran Terbatas', to: '/limited-offers', blurb: 'Paket pemula berisi semua yang Anda perlukan', art: 'kit' },
]
