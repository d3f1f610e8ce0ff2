import { giftCardRules } from '#shared/cart-rules'
import { discountCodeRules } from '#shared/shop'
import type * as en from '../../cart'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartCopy: Translation<typeof en.cartCopy> = {
  added: '已加入購物車',
  title: '你的購物車',
  open: message('打開購物車，共{count}件貨品'),
  close: '關閉購物車',
  empty: '購物車是空的',
  emptyHint: '為你的家挑選合適的接地產品。',
  browse: '瀏覽商店',
  decrease: message('減少「{title}」的數量'),
  increase: message('增加「{title}」的數量'),
  quantity: message('「{title}」的數量'),
  remove: message('移除「{title}」'),
  each: '/件',
  total: '總計',
  shippingFree: '運費：免費',
  shippingFlat: message('運費：{amount}'),
  shippingAtCheckout: '運費將於結帳時計算',
  away: message('尚差{amount}即可免費送貨'),
  qualified: '你的訂單已享免費送貨！🎉',
  neverFree: '國際運費將於結帳時計算',
  shippingProgress: '免費送貨進度',
  checkout: '結帳',
  checkingOut: '正在建立結帳頁面…',
  checkoutNote: '安全結帳頁面會在新分頁開啟。',
  checkoutError: '結帳出錯',
  checkoutFallback: '未能建立結帳頁面，請再試一次。',
  checkoutFailed: '未能建立結帳頁面',
  checkoutLater: '請稍後再試',
  tooManyOfOne: message('每件貨品最多可訂購{max}件，請減少數量後再試。'),
  tooManyItems: message('購物車最多可放{max}件貨品，請移除部分貨品後再試。'),
  removedUnavailable: '部分貨品已停售，並已從你的購物車移除。',
  repriced: message('你的購物車現已按{country}的{currency}價格計算。'),
  repricedUnavailable: message('部分貨品不在{country}發售：它們會留在購物車內，但不會計入結帳。'),
  notAvailableIn: message('不在{country}發售'),
  leftOut: message('不在{country}發售的貨品不會計入結帳。移除這些貨品即可繼續結帳其餘貨品。'),
  nothingToCheckOut: message('以上貨品均不在{country}發售。'),
}

/** The order note: a disclosure in the drawer and on /cart, sent with the checkout. */
export const cartNoteCopy: Translation<typeof en.cartNoteCopy> = {
  toggle: '為訂單加上備註',
  toggleEdit: '修改訂單備註',
  label: '訂單備註',
  hint: '送貨指示或禮物留言，會連同訂單一併送到結帳頁面。',
  count: message('{used}/{max}字'),
  tooLong: message('訂單備註最多{max}字，請刪減後再試。'),
  atLimit: message('已達{max}字上限。'),
}

/** The cart's suggestions under the free-shipping threshold. */
export const cartSuggestionsCopy: Translation<typeof en.cartSuggestionsCopy> = {
  title: '加購以下任何一件即享免費送貨',
  add: '加入',
  addLabel: message('將「{title}」加入購物車'),
  loading: '正在載入推介',
}

/** The /cart page. */
export const cartPageCopy: Translation<typeof en.cartPageCopy> = {
  title: '購物車',
  heading: '你的購物車',
  viewCart: '查看購物車',
  needsJs: '購物車需要啟用JavaScript',
  needsJsBody: '你的購物車儲存在此瀏覽器內，所以此頁面需要JavaScript才能顯示。請啟用JavaScript並重新載入頁面，即可查看購物車及結帳。',
  continueShopping: '繼續購物',
  summary: '訂單摘要',
}

/** What the cart drawer says about discount codes. */
export const discountCopy: Translation<typeof en.discountCopy> = {
  label: '優惠碼',
  placeholder: '例如：GW10-7KQ3M9PX',
  apply: '套用',
  applying: '套用中…',
  remove: message('移除優惠碼{code}'),
  applied: message('已套用{code}'),
  discount: '折扣',
  totalAfter: '折扣後總計',
  /** By the store's CartWarningCode; `default` when the store gave no reason. */
  refused: {
    DISCOUNT_NOT_FOUND: '此優惠碼無效，請與電郵中的優惠碼核對。',
    DISCOUNT_USAGE_LIMIT_REACHED: '此優惠碼已被使用。',
    DISCOUNT_CURRENTLY_INACTIVE: '此優惠碼已過期。',
    default: '此優惠碼不適用於你的購物車。',
  },
  failed: '暫時未能核對優惠碼，請再試一次。',
  errors: {
    empty: '請輸入優惠碼。',
    tooLong: `優惠碼最多${discountCodeRules.maxLength}個字元。`,
    characters: '優惠碼只可包含字母、數字及連字號。',
    emptyCart: '你的購物車是空的：請先加入產品，再套用優惠碼。',
  },
}

/** What the checkout endpoint answers when it cannot make a checkout of what it was sent. */
export const checkoutApiCopy: Translation<typeof en.checkoutApiCopy> = {
  usePost: '請使用POST',
  sendJson: '請以JSON格式傳送購物車內容',
  unreadable: '未能讀取購物車，請再試一次。',
}

/** The cart's gift cards (drawer and /cart): the field, each card the store took, and what is left to pay. */
export const giftCardCopy: Translation<typeof en.giftCardCopy> = {
  toggle: '使用禮品卡',
  label: '禮品卡號碼',
  list: '禮品卡',
  placeholder: '例如：ABCD EFGH JKLM NPQR',
  apply: '套用',
  applyLabel: '套用禮品卡',
  applying: '套用中…',
  card: message('禮品卡 •••• {last}'),
  balance: message('餘額：{amount}'),
  remove: message('移除尾號{last}的禮品卡'),
  toPay: '尚需支付',
  /** The store's own words when it refused the code, else ours. */
  refused: '此禮品卡不適用於你的購物車。',
  failed: '暫時未能核對禮品卡，請再試一次。',
  refusals: {
    notFound: '找不到此禮品卡號碼，請與卡上的號碼核對。',
    usedUp: '此禮品卡的餘額已用完。',
    expired: '此禮品卡已過期。',
    disabled: '此禮品卡已停用。',
  },
  errors: {
    empty: '請輸入禮品卡號碼。',
    length: `禮品卡號碼由${giftCardRules.minLength}至${giftCardRules.maxLength}個字母及數字組成。`,
    characters: '禮品卡號碼只可包含字母及數字。',
    emptyCart: '你的購物車是空的：請先加入產品，再使用禮品卡。',
    tooMany: `每個購物車最多可使用${giftCardRules.maxPerCart}張禮品卡。`,
  },
}

/** The delivery rates the store offers the cart in its market, under the total. */
export const deliveryCopy: Translation<typeof en.deliveryCopy> = {
  heading: message('送貨至{country}'),
  free: '免費',
}
