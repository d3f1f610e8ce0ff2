import type * as en from '../../cart-link'
import type { Translation } from '../translation'
import { message } from '#shared/message'

/** Copy of the links that fill a cart and go to checkout: cart permalinks and Buy it now. */
export const cartLinkCopy: Translation<typeof en.cartLinkCopy> = {
  pageTitle: '你的結帳連結',
  heading: '此連結部分內容未能結帳',
  unreadable: {
    heading: '未能讀取此購物車連結',
    body: '購物車連結會以編號及數量標示每個產品款式，例如/cart/123456:1。此連結並非如此，可能在複製時被截斷了。',
  },
  intro: '連結的其餘內容已準備就緒：你可以繼續結帳，或先逛逛商店。',
  unknownVariant: message('本店沒有編號為{number}的產品款式。'),
  soldOut: message('「{title}」已售罄。'),
  notHere: message('「{title}」不在你所在的國家／地區發售。'),
  tooMany: message('「{title}」：每張訂單最多{most}件，所以連結中的數量已減至{most}件。'),
  discount: message('優惠碼「{code}」未能套用：{reason}'),
  noteTooLong: message('訂單備註未能加入：內容超過{most}字。'),
  attributesLeftOut: '連結為訂單加入的部分資料未能保留：內容超出訂單可儲存的長度。',
  ready: '可以結帳',
  continue: '繼續結帳',
  nothingLeft: '此連結內暫時沒有可購買的貨品。',
  browse: '瀏覽商店',
  refused: '商店未有接受此連結中的貨品，所以未能開始結帳。',
  failed: '未能為此連結開啟結帳頁面，請稍後再試。',
  chooseOption: '請選擇要購買的產品款式。',
  backToProduct: '返回產品頁',
}
