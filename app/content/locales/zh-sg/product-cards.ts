import type * as en from '../../product-cards'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const gridCopy: Translation<typeof en.gridCopy> = {
  empty: '找不到商品',
  loading: '正在加载商品',
}

export const cardCopy: Translation<typeof en.cardCopy> = {
  add: '加入',
  addLabel: message('将{title}加入购物车'),
  choose: '选择款式',
  chooseLabel: message('选择{title}的款式'),
  soldOut: '已售罄',
  onSale: '特价',
}

export const priceCopy: Translation<typeof en.priceCopy> = {
  from: '起价',
  salePrice: '特价',
  regularPrice: '原价',
  save: message('省{amount}'),
}

export const storeNoticeCopy: Translation<typeof en.storeNoticeCopy> = {
  paymentRequiredTitle: 'Shopify：需要付款',
  paymentRequiredBody: '使用Shopify API需要有效的付费方案。请联系店主检查商店的方案。',
}

/** English's helper, reading this module's notice (a re-export would show the English one). */
export const storeNoticeToast: Translation<typeof en.storeNoticeToast> = (notice: string | null) =>
  notice === 'payment-required' ? { title: storeNoticeCopy.paymentRequiredTitle, description: storeNoticeCopy.paymentRequiredBody } : null
