import type * as en from '../../product-cards'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const gridCopy: Translation<typeof en.gridCopy> = {
  empty: 'Tiada produk ditemui',
  loading: 'Memuatkan produk',
}

export const cardCopy: Translation<typeof en.cardCopy> = {
  add: 'Tambah',
  addLabel: message('Tambah {title} ke troli'),
  choose: 'Pilih pilihan',
  chooseLabel: message('Pilih pilihan untuk {title}'),
  soldOut: 'Habis dijual',
  onSale: 'Jualan',
}

export const priceCopy: Translation<typeof en.priceCopy> = {
  from: 'Dari',
  salePrice: 'Harga jualan',
  regularPrice: 'Harga biasa',
  save: message('Jimat {amount}'),
}

export const storeNoticeCopy: Translation<typeof en.storeNoticeCopy> = {
  paymentRequiredTitle: 'Shopify: Pembayaran diperlukan',
  paymentRequiredBody: 'Akses API Shopify memerlukan pelan bil yang aktif. Sila minta pemilik kedai menyemak pelan kedai.',
}

/** The toast a listing's notice from the store shows, if any: the store asked for payment (HTTP 402). */
export const storeNoticeToast: Translation<typeof en.storeNoticeToast> = (notice: string | null) =>
  notice === 'payment-required' ? { title: storeNoticeCopy.paymentRequiredTitle, description: storeNoticeCopy.paymentRequiredBody } : null
