import type * as en from '../../product-page'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export type { ProductTypeKey } from '../../product-page'

/** Buy it now, beside Add to Cart: straight to checkout with this option and quantity. */
export const buyNowCopy: Translation<typeof en.buyNowCopy> = {
  label: '立即購買',
  opening: '正在前往結帳…',
}

export const quantityCopy: Translation<typeof en.quantityCopy> = {
  label: '數量',
  decrease: '減少數量',
  increase: '增加數量',
  notANumber: message('請輸入{min}至{max}之間的整數。'),
  tooLow: message('數量最少為{min}，已設為{min}。'),
  tooHigh: message('每次最多可加入{max}件，數量已設為{max}。'),
  cartFull: message('購物車內此貨品已達上限（每件貨品最多{max}件，全車合共最多{total}件）。'),
  cartRoom: message('{room, plural, other {購物車只可再放#件，數量已設為#。}}'),
}

export const detailsCopy: Translation<typeof en.detailsCopy> = {
  heading: '產品詳情',
  inTheBox: '包裝內容',
  sizeAndFit: '尺寸及適用範圍',
  care: '護理方法',
  shippingAndReturns: '送貨及退貨',
  shippingLink: { label: '送貨政策', to: '/shipping-policy' },
  returnsLink: { label: '退貨政策', to: '/return-policy' },
}

export const productReviewsCopy: Translation<typeof en.productReviewsCopy> = {
  heading: '顧客評價',
  outOf: '（滿分5分）',
  basedOn: message('{count, plural, other {根據#則評價}}'),
  shopWide: '顧客怎樣評價Groundwell產品',
  allReviews: '閱讀所有評價',
  empty: '此產品暫時未有評價。',
}

export const relatedCopy: Translation<typeof en.relatedCopy> = {
  heading: '你可能也喜歡',
}

export const buyBarCopy: Translation<typeof en.buyBarCopy> = {
  label: '購買',
}
