import type * as en from '../../product-page'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export type { ProductTypeKey } from '../../product-page'

export const buyNowCopy: Translation<typeof en.buyNowCopy> = {
  label: 'Beli sekarang',
  opening: 'Membuka checkout…',
}

export const quantityCopy: Translation<typeof en.quantityCopy> = {
  label: 'Jumlah',
  decrease: 'Kurangi jumlah',
  increase: 'Tambah jumlah',
  notANumber: message('Masukkan bilangan bulat dari {min} sampai {max}.'),
  tooLow: message('Jumlah minimal {min}; jumlah diatur ke {min}.'),
  tooHigh: message('Anda dapat menambahkan maksimal {max} sekaligus; jumlah diatur ke {max}.'),
  cartFull: message('Keranjang Anda sudah memuat jumlah maksimal untuk barang ini ({max} per barang, {total} secara keseluruhan).'),
  cartRoom: message('{room, plural, other {Hanya # lagi yang muat di keranjang Anda; jumlah diatur ke #.}}'),
}

export const detailsCopy: Translation<typeof en.detailsCopy> = {
  heading: 'Detail produk',
  inTheBox: 'Isi kemasan',
  sizeAndFit: 'Ukuran',
  care: 'Perawatan',
  shippingAndReturns: 'Pengiriman dan pengembalian',
  shippingLink: { label: 'Kebijakan pengiriman', to: '/shipping-policy' },
  returnsLink: { label: 'Kebijakan pengembalian', to: '/return-policy' },
}

export const productReviewsCopy: Translation<typeof en.productReviewsCopy> = {
  heading: 'Ulasan pelanggan',
  outOf: 'dari 5',
  basedOn: message('{count, plural, other {Berdasarkan # ulasan}}'),
  shopWide: 'Kata pelanggan tentang produk Groundwell mereka',
  allReviews: 'Baca semua ulasan',
  empty: 'Belum ada ulasan untuk produk ini.',
}

export const relatedCopy: Translation<typeof en.relatedCopy> = {
  heading: 'Anda mungkin juga suka',
}

export const buyBarCopy: Translation<typeof en.buyBarCopy> = {
  label: 'Beli',
}
