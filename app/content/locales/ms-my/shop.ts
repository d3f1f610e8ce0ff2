import { message } from '#shared/message'
import { brand } from '#shared/identity'
import type * as en from '../../shop'
import type { Translation } from '../translation'

export const errorCopy: Translation<typeof en.errorCopy> = {
  title: 'Ada yang tidak kena',
  pageTitle: `Ada yang tidak kena | ${brand.name}`,
  body: 'Kami tidak dapat memuatkan halaman ini. Sila cuba lagi sebentar lagi.',
  retry: 'Cuba lagi',
  home: 'Kembali ke laman utama',
  notFoundTitle: `Halaman tidak ditemui | ${brand.name}`,
  notFoundHeading: 'Alamak! Halaman tidak ditemui',
  notFoundBody: 'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
  notFoundLink: 'Kembali ke laman utama',
  notFoundSearch: 'Cari di kedai',
  notFoundCategories: 'Lihat mengikut kategori',
  notFoundBestSellers: 'Produk terlaris kami',
}

/** How a star rating is read out wherever one is shown. */
export const ratingLabel: Translation<typeof en.ratingLabel> = message('Dinilai {rating, number} daripada 5')
