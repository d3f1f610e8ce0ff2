import type * as en from '../../home-products'
import type { Translation } from '../translation'
import { claims } from './claims'

export const homeProducts: Translation<typeof en.homeProducts> = {
  heading: 'Produk Grounding Terpopuler Kami',
  intro: `Seprai untuk tidur, alas untuk bekerja di meja, dan paket pemula untuk seluruh rumah. ${claims.groundTester}.`,
  listLabel: 'Produk populer',
  link: { label: 'Lihat semua produk', to: '/shop-all' },
}
