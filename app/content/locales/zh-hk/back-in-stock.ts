import type * as en from '../../back-in-stock'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { newsletterCopy } from './newsletter'

/** Copy of the product page's "Email me when it's back" and of its outcomes. */
export const backInStockCopy: Translation<typeof en.backInStockCopy> = {
  heading: '到貨時以電郵通知我',
  body: message('「{option}」已售罄。留下你的電郵，補貨後我們會通知你一次。'),
  soldOut: '暫時售罄。留下你的電郵，補貨後我們會通知你一次。',
  emailLabel: '電郵地址',
  placeholder: '輸入你的電郵',
  submit: '通知我',
  submitting: '傳送中...',
  consent: '你的電郵地址只會用來通知你此貨品已補貨，只通知一次，之後我們便會刪除這項要求。除非你另行訂閱，否則不會收到電子通訊。',
  privacyLink: { label: '私隱政策', to: '/privacy-policy' },
  outcomes: {
    success: {
      title: '已為你登記',
      description: message('補貨後，我們會發一封電郵到{email}通知你。'),
    },
    invalid: { title: '電郵地址無效' },
    forSale: '好消息：此款式已重新有貨，請在上方加入購物車。',
    unknown: '請選擇已售罄的產品款式。',
    failed: { title: '登記失敗' },
    error: { title: '出錯了', description: '未能儲存你的要求，請稍後再試。' },
  },
  /** The e-mail field's messages: the newsletter's, the same field's. */
  errors: newsletterCopy.errors,
  page: {
    title: '到貨通知',
    back: '返回產品頁',
  },
}
