import type * as en from '../../product-page'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const buyNowCopy: Translation<typeof en.buyNowCopy> = {
  label: '立即购买',
  opening: '正在打开结账页面…',
}

export const quantityCopy: Translation<typeof en.quantityCopy> = {
  label: '数量',
  decrease: '减少数量',
  increase: '增加数量',
  notANumber: message('请输入{min}到{max}之间的整数。'),
  tooLow: message('数量至少为{min}，已设为{min}。'),
  tooHigh: message('每次最多可加入{max}件，数量已设为{max}。'),
  cartFull: message('您的购物车中此商品已达上限（每件商品最多{max}件，总共最多{total}件）。'),
  cartRoom: message('{room, plural, other {购物车只能再放#件，数量已设为#。}}'),
}

export const detailsCopy: Translation<typeof en.detailsCopy> = {
  heading: '商品详情',
  inTheBox: '包装内容',
  sizeAndFit: '尺寸与适用',
  care: '保养方法',
  shippingAndReturns: '运送与退货',
  shippingLink: { label: '运送政策', to: '/shipping-policy' },
  returnsLink: { label: '退货政策', to: '/return-policy' },
}

export const productReviewsCopy: Translation<typeof en.productReviewsCopy> = {
  heading: '顾客评价',
  outOf: '满分5分',
  basedOn: message('{count, plural, other {共#条评价}}'),
  shopWide: '顾客怎么评价他们的Groundwell产品',
  allReviews: '查看全部评价',
  empty: '此商品暂无评价。',
}

export const relatedCopy: Translation<typeof en.relatedCopy> = {
  heading: '您可能也喜欢',
}

export const buyBarCopy: Translation<typeof en.buyBarCopy> = {
  label: '购买',
}
