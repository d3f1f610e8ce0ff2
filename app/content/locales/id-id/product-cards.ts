import type * as en from '../../product-cards'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const gridCopy: Translation<typeof en.gridCopy> = {
  empty: 'Produk tidak ditemukan',
  loading: 'Memuat produk',
}

export const cardCopy: Translation<typeof en.cardCopy> = {
  add: 'Tambah',
  addLabel: message('Tambahkan {title} ke keranjang'),
  choose: 'Pilih opsi',
  chooseLabel: message('Pilih opsi untuk {title}'),
  soldOut: 'Habis',
  onSale: 'Promo',
}

export const priceCopy: Translation<typeof en.priceCopy> = {
  from: 'Mulai',
  salePrice: 'Harga promo',
  regularPrice: 'Harga normal',
  save: message('Hemat {amount}'),
}

export const storeNoticeCopy: Translation<typeof en.storeNoticeCopy> = {
  paymentRequiredTitle: 'Shopify: Pembayaran diperlukan',
  paymentRequiredBody: 'Akses API Shopify memerlukan paket tagihan yang aktif. Mohon minta pemilik toko memeriksa paket tokonya.',
}

export const storeNoticeToast: Translation<typeof en.storeNoticeToast> = (notice: string | null) =>
  notice === 'payment-required' ? { title: storeNoticeCopy.paymentRequiredTitle, description: storeNoticeCopy.paymentRequiredBody } : null
