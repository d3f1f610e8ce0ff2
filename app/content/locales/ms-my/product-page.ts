import { cart } from '#shared/cart-rules'
import type * as en from '../../product-page'
import type { Translation } from '../translation'

export type { ProductTypeKey } from '../../product-page'

export const buyNowCopy: Translation<typeof en.buyNowCopy> = {
  label: 'Beli sekarang',
  opening: 'Membuka daftar keluar…',
}

export const quantityCopy: Translation<typeof en.quantityCopy> = {
  label: 'Kuantiti',
  decrease: 'Kurangkan kuantiti',
  increase: 'Tambah kuantiti',
  notANumber: (min: number, max: number) => `Masukkan nombor bulat dari ${min} hingga ${max}.`,
  tooLow: (min: number) => `Kuantiti sekurang-kurangnya ${min}; kuantiti ditetapkan kepada ${min}.`,
  tooHigh: (max: number) => `Anda boleh menambah paling banyak ${max} sekali gus; kuantiti ditetapkan kepada ${max}.`,
  cartFull: (max: number) => `Troli anda sudah memuatkan jumlah maksimum item ini (${max} bagi satu item, ${cart.maxCartQuantity} kesemuanya).`,
  cartRoom: (room: number) => `Hanya ${room} lagi yang muat dalam troli anda; kuantiti ditetapkan kepada ${room}.`,
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
  basedOn: (count: number) => `Berdasarkan ${count} ulasan`,
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
