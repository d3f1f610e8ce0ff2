import { contact, contactForm, shipping } from '#shared/shop'
import type * as en from '../../contact'
import type { Translation } from '../translation'

/** The shop's hours and reply time (shared/identity.ts), in words. */
const phoneHours: Record<typeof contact.phoneHours, string> = { 'Mon-Fri 9am-6pm SGT': '新加坡時間星期一至五上午9時至下午6時' }
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }

export const contactCopy: Translation<typeof en.contactCopy> = {
  cards: {
    email: { title: '電郵聯絡', body: '歡迎隨時來信。', action: contact.email, href: `mailto:${contact.email}` },
    phone: { title: '致電我們', body: phoneHours[contact.phoneHours], action: contact.phone, href: contact.phoneHref },
    response: { title: '回覆時間', body: `我們會於${responseTime[contact.responseTime]}內回覆。` },
    faq: { title: 'FAQ', body: '很多問題的答案早已為你準備好。', action: '瀏覽常見問題', href: '/faq' },
  },
  form: {
    heading: '傳送訊息給我們',
    intro: '標有 * 的欄位必須填寫。',
    labels: { name: '姓名', email: '電郵', phone: '電話（選填）', subject: '主旨', message: '訊息' },
    placeholders: {
      name: '你的全名',
      email: 'you@example.com',
      phone: '+852 9123 4567',
      subject: '有關甚麼事宜？',
      message: '有甚麼可以幫到你？',
    },
    submit: '傳送訊息',
    submitting: '傳送中...',
    messageHint: `${contactForm.limits.messageMin}至${contactForm.limits.messageMax}字。`,
  },
  success: {
    title: '訊息已成功傳送！',
    description: `我們會於${shipping.supportResponseHours}小時內回覆你。`,
  },
  failure: {
    title: '出現問題',
    description: '請再試一次，或直接以電郵聯絡我們。',
  },
  thankYou: {
    heading: '多謝你',
    body: `你的訊息已送達我們的團隊，我們會於${responseTime[contact.responseTime]}內回覆你。`,
    again: '再傳送一則訊息',
  },
  /** The form's field messages, by the key of the shared schema's (shared/schemas/contact.ts). */
  errors: {
    nameRequired: '請填寫名字',
    nameTooLong: `名字須少於${contactForm.limits.name}個字元`,
    emailInvalid: '電郵地址無效',
    emailTooLong: `電郵地址須少於${contactForm.limits.email}個字元`,
    subjectRequired: '請填寫主題',
    subjectTooLong: `主題須少於${contactForm.limits.subject}個字元`,
    messageTooShort: `訊息最少須有${contactForm.limits.messageMin}個字元`,
    messageTooLong: `訊息須少於${contactForm.limits.messageMax}個字元`,
  },
  tips: {
    heading: '為了更快協助你，請附上：',
    items: ['你的訂單編號（如有）', '產品資料（名稱、尺寸、顏色）', '問題或查詢的描述'],
  },
}
