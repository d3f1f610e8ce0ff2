import type * as en from '../../home-products'
import type { Translation } from '../translation'
import { claims } from './claims'

export const homeProducts: Translation<typeof en.homeProducts> = {
  heading: 'Produk Grounding Paling Popular Kami',
  intro: `Cadar untuk tidur, tikar untuk kerja di meja dan kit permulaan untuk seluruh rumah. ${claims.groundTester}.`,
  listLabel: 'Produk popular',
  link: { label: 'Lihat semua produk', to: '/shop-all' },
}
