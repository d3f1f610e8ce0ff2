import type * as en from '../../shop-categories'
import type { Translation } from '../translation'

export const shopCategories: Translation<typeof en.shopCategories> = [
  { title: 'Cadar Grounding', to: '/sleep-products', blurb: 'Cadar dan topper untuk tidur sambil grounding', art: 'sheet' },
  { title: 'Tikar Grounding', to: '/mats-products', blurb: 'Untuk meja, lantai dan amalan yoga anda', art: 'mat' },
  { title: 'Aksesori', to: '/accessories', blurb: 'Kord, penyesuai dan penguji', art: 'cord' },
  { title: 'Tawaran Terhad', to: '/limited-offers', blurb: 'Kit permulaan dengan semua yang anda perlukan', art: 'kit' },
]
