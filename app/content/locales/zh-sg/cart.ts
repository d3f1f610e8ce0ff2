import { giftCardRules } from '#shared/cart-rules'
import { discountCodeRules } from '#shared/shop'
import type * as en from '../../cart'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartCopy: Translation<typeof en.cartCopy> = {
  added: '已加入购物车',
  title: '您的购物车',
  open: message('打开购物车，共{count}件商品'),
  close: '关闭购物车',
  empty: '购物车还是空的',
  emptyHint: '为您的家挑选合适的接地产品。',
  browse: '逛逛商店',
  decrease: message('减少{title}的数量'),
  increase: message('增加{title}的数量'),
  quantity: message('{title}的数量'),
  remove: message('移除{title}'),
  each: '/件',
  total: '总计',
  shippingFree: '运费：免费',
  shippingFlat: message('运费：{amount}'),
  shippingAtCheckout: '运费在结账时计算',
  away: message('再买{amount}即可免运费'),
  qualified: '您已享有免运费！🎉',
  neverFree: '国际运费在结账时计算',
  shippingProgress: '免运费进度',
  checkout: '结账',
  checkingOut: '正在准备结账…',
  checkoutNote: '安全结账页面将在新标签页中打开。',
  checkoutError: '结账出错',
  checkoutFallback: '无法前往结账，请再试一次。',
  checkoutFailed: '无法前往结账',
  checkoutLater: '请稍后再试',
  tooManyOfOne: message('每件商品最多可订购{max}件，请减少数量后再试。'),
  tooManyItems: message('购物车最多可放{max}件商品，请移除部分商品后再试。'),
  removedUnavailable: '部分商品已停售，已从您的购物车中移除。',
  repriced: message('您的购物车现已按{country}的价格以{currency}计价。'),
  repricedUnavailable: message('部分商品不在{country}销售：它们仍留在购物车中，但不会计入结账。'),
  notAvailableIn: message('{country}不提供'),
  leftOut: message('在{country}不提供的商品不会计入结账。移除这些商品，即可继续为其余商品结账。'),
  nothingToCheckOut: message('这些商品都不在{country}销售。'),
}

export const cartNoteCopy: Translation<typeof en.cartNoteCopy> = {
  toggle: '添加订单备注',
  toggleEdit: '编辑订单备注',
  label: '订单备注',
  hint: '送货说明或礼品留言，会随订单一起送到结账页面。',
  count: message('{used}/{max}个字符'),
  tooLong: message('订单备注最多{max}个字符，请删减后再试。'),
  atLimit: message('已达到{max}个字符的上限。'),
}

export const cartSuggestionsCopy: Translation<typeof en.cartSuggestionsCopy> = {
  title: '加购一件即可免运费',
  add: '加入',
  addLabel: message('将{title}加入购物车'),
  loading: '正在加载推荐商品',
}

export const cartPageCopy: Translation<typeof en.cartPageCopy> = {
  title: '购物车',
  heading: '您的购物车',
  viewCart: '查看购物车',
  needsJs: '购物车需要启用JavaScript',
  needsJsBody: '您的购物车保存在这个浏览器中，因此本页面需要JavaScript才能显示。请启用JavaScript并重新加载页面，即可查看购物车并结账。',
  continueShopping: '继续购物',
  summary: '订单摘要',
}

export const discountCopy: Translation<typeof en.discountCopy> = {
  label: '优惠码',
  placeholder: '例如：GW10-7KQ3M9PX',
  apply: '使用',
  applying: '正在使用…',
  remove: message('移除优惠码{code}'),
  applied: message('已使用{code}'),
  discount: '折扣',
  totalAfter: '折后总计',
  refused: {
    DISCOUNT_NOT_FOUND: '此优惠码无效，请对照电邮中的优惠码再检查一次。',
    DISCOUNT_USAGE_LIMIT_REACHED: '此优惠码已被使用。',
    DISCOUNT_CURRENTLY_INACTIVE: '此优惠码已过期。',
    default: '此优惠码无法用于您的购物车。',
  } as Record<string, string>,
  failed: '暂时无法验证优惠码，请再试一次。',
  errors: {
    empty: '请输入优惠码。',
    tooLong: `优惠码最多${discountCodeRules.maxLength}个字符。`,
    characters: '优惠码只能包含字母、数字和连字符。',
    emptyCart: '您的购物车是空的：请先加入产品，再使用优惠码。',
  },
}

/** English's helper, reading this module's messages (a re-export would read the English ones). */

export const checkoutApiCopy: Translation<typeof en.checkoutApiCopy> = {
  usePost: '请使用POST',
  sendJson: '请以JSON格式发送购物车商品',
  unreadable: '无法读取购物车，请再试一次。',
}

export const giftCardCopy: Translation<typeof en.giftCardCopy> = {
  toggle: '使用礼品卡',
  label: '礼品卡号码',
  list: '礼品卡',
  placeholder: '例如：ABCD EFGH JKLM NPQR',
  apply: '使用',
  applyLabel: '使用礼品卡',
  applying: '正在使用…',
  card: message('礼品卡 •••• {last}'),
  balance: message('余额{amount}'),
  remove: message('移除尾号{last}的礼品卡'),
  toPay: '尚需支付',
  refused: '此礼品卡无法用于您的购物车。',
  failed: '暂时无法验证礼品卡，请再试一次。',
  refusals: {
    notFound: '找不到此礼品卡号码，请对照卡上的号码再检查一次。',
    usedUp: '此礼品卡的余额已用完。',
    expired: '此礼品卡已过期。',
    disabled: '此礼品卡已停用。',
  },
  errors: {
    empty: '请输入礼品卡号码。',
    length: `礼品卡号码由${giftCardRules.minLength}至${giftCardRules.maxLength}个字母和数字组成。`,
    characters: '礼品卡号码只能包含字母和数字。',
    emptyCart: '您的购物车是空的：请先加入产品，再使用礼品卡。',
    tooMany: `每个购物车最多可使用${giftCardRules.maxPerCart}张礼品卡。`,
  },
}

export const deliveryCopy: Translation<typeof en.deliveryCopy> = {
  heading: message('送货至{country}'),
  free: '免费',
}
