import { newsletter } from '#shared/shop'
import type * as en from '../../newsletter'
import type { Translation } from '../translation'

const pct = `${newsletter.discountPercent}%`

export const newsletterCopy: Translation<typeof en.newsletterCopy> = {
  eyebrow: '電子通訊',
  heading: `首張訂單即享${pct}折扣`,
  body: `訂閱即可收到接地小貼士、新產品消息及會員優惠，我們亦會以電郵送上${pct}折扣優惠碼。`,
  emailLabel: '電郵地址',
  placeholder: '輸入你的電郵',
  submit: '訂閱',
  submitting: '訂閱中...',
  note: '每個電郵地址限一個優惠碼，會直接寄到你的郵箱。',
  outcomes: {
    success: {
      title: '訂閱成功！',
      description: `多謝訂閱我們的電子通訊。請留意你的郵箱，我們會寄上獨家接地小貼士及你的${pct}折扣優惠碼。`,
    },
    invalid: { title: '電郵地址無效' },
    failed: { title: '訂閱失敗' },
    error: { title: '出錯了', description: '未能完成訂閱，請稍後再試。' },
  },
  /** The e-mail field's messages, by the key of the shared schema's (shared/schemas/email.ts). */
  errors: { invalid: '電郵地址無效', tooLong: '電郵地址過長' },
  page: {
    title: '電子通訊',
    heading: '電子通訊',
    back: '繼續瀏覽',
  },
}
