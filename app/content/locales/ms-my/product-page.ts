import type * as en from '../../product-page'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export type { ProductTypeKey } from '../../product-page'

export const buyNowCopy: Translation<typeof en.buyNowCopy> = {
  label: 'Beli sekarang',
  opening: 'Membuka daftar keluar…',
}

export const quantityCopy: Translation<typeof en.quantityCopy> = {
  label: 'Kuantiti',
  decrease: 'Kurangkan kuantiti',
  increase: 'Tambah kuantiti',
  notANumber: message('Masukkan nombor bulat dari {min} hingga {max}.'),
  tooLow: message('Kuantiti sekurang-kurangnya {min}; kuantiti ditetapkan kepada {min}.'),
  tooHigh: message('Anda boleh menambah paling banyak {max} sekali gus; kuantiti ditetapkan kepada {max}.'),
  cartFull: message('Troli anda sudah memuatkan jumlah maksimum item ini ({max} bagi satu item, {total} kesemuanya).'),
  cartRoom: message('{room, plural, other {Hanya # lagi yang muat dalam troli anda; kuantiti ditetapkan kepada #.}}'),
}

export const detailsCopy: Translation<typeof en.detailsCopy> = {
  heading: 'Butiran produk',
  inTheBox: 'Kandungan kotak',
  sizeAndFit: 'Saiz dan padanan',
  care: 'Penjagaan',
  shippingAndReturns: 'Penghantaran dan pemulangan',
  shippingLink: { label: 'Dasar penghantaran', to: '/shipping-policy' },
  returnsLink: { label: 'Dasar pemulangan', to: '/return-policy' },
}

export const productReviewsCopy: Translation<typeof en.productReviewsCopy> = {
  heading: 'Ulasan pelanggan',
  outOf: 'daripada 5',
  basedOn: message('{count, plural, other {Berdasarkan # ulasan}}'),
  shopWide: 'Apa kata pelanggan tentang produk Groundwell mereka',
  allReviews: 'Baca semua ulasan',
  empty: 'Belum ada ulasan untuk produk ini.',
}

export const relatedCopy: Translation<typeof en.relatedCopy> = {
  heading: 'Anda mungkin juga suka',
}

export const buyBarCopy: Translation<typeof en.buyBarCopy> = {
  label: 'Beli',
}
