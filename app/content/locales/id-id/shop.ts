import { message } from '#shared/message'
import { brand } from '#shared/identity'
import type * as en from '../../shop'
import type { Translation } from '../translation'

export const errorCopy: Translation<typeof en.errorCopy> = {
  title: 'Terjadi kesalahan',
  pageTitle: `Terjadi kesalahan | ${brand.name}`,
  body: 'Halaman ini gagal dimuat. Silakan coba lagi sebentar lagi.',
  retry: 'Coba lagi',
  home: 'Kembali ke beranda',
  notFoundTitle: `Halaman tidak ditemukan | ${brand.name}`,
  notFoundHeading: 'Ups! Halaman tidak ditemukan',
  notFoundBody: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  notFoundLink: 'Kembali ke beranda',
  notFoundSearch: 'Cari di toko',
  notFoundCategories: 'Jelajahi per kategori',
  notFoundBestSellers: 'Produk terlaris kami',
}

/** Indonesian writes a decimal comma: 4,8. */
export const ratingLabel: Translation<typeof en.ratingLabel> = message('Rating {rating, number} dari 5')
