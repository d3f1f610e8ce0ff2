import { newsletter } from '#shared/shop'
import type * as en from '../../newsletter'
import type { Translation } from '../translation'

const pct = `${newsletter.discountPercent}%`

export const newsletterCopy: Translation<typeof en.newsletterCopy> = {
  eyebrow: '电子报',
  heading: `首单立享${pct}折扣`,
  body: `订阅即可收到接地小贴士、新品消息和会员优惠，我们还会把${pct}折扣优惠码发送到您的电邮。`,
  emailLabel: '电邮地址',
  placeholder: '输入您的电邮',
  submit: '订阅',
  submitting: '正在订阅...',
  note: '每个电邮地址可获一个优惠码，将发送至您的收件箱。',
  outcomes: {
    success: {
      title: '订阅成功！',
      description: `感谢您订阅我们的电子报。请留意收件箱，查收独家接地小贴士和您的${pct}折扣优惠码。`,
    },
    invalid: { title: '电邮地址无效' },
    failed: { title: '订阅失败' },
    error: { title: '出错了', description: '订阅失败，请稍后再试。' },
  },
  /** The e-mail field's messages, by the key of the shared schema's (shared/schemas/email.ts). */
  errors: { invalid: '电邮地址无效', tooLong: '电邮地址过长' },
  page: {
    title: '电子报',
    heading: '电子报',
    back: '继续浏览',
  },
}
