import type * as en from '../../product-cards'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const gridCopy: Translation<typeof en.gridCopy> = {
  empty: '找不到相關產品',
  loading: '正在載入產品',
}

export const cardCopy: Translation<typeof en.cardCopy> = {
  add: '加入',
  addLabel: message('將「{title}」加入購物車'),
  choose: '選擇款式',
  chooseLabel: message('選擇「{title}」的款式'),
  soldOut: '售罄',
  onSale: '特價',
}

export const priceCopy: Translation<typeof en.priceCopy> = {
  from: '低至',
  salePrice: '特價',
  regularPrice: '原價',
  save: message('節省{amount}'),
}

export const storeNoticeCopy: Translation<typeof en.storeNoticeCopy> = {
  paymentRequiredTitle: 'Shopify：需要付款',
  paymentRequiredBody: '使用Shopify API需要有效的付費計劃。請聯絡店主檢查商店的計劃。',
}

/** The toast a listing's notice from the store shows, if any: the store asked for payment (HTTP 402). */
export const storeNoticeToast: Translation<typeof en.storeNoticeToast> = (notice: string | null) =>
  notice === 'payment-required' ? { title: storeNoticeCopy.paymentRequiredTitle, description: storeNoticeCopy.paymentRequiredBody } : null
