import { contact } from '../../../../../shared/identity'
import { message, type Translation } from '../../../../../shared/message'
import type { MailWords } from '../../mail'

/** The shop's reply time (shared/identity.ts) in words, as the contact page says it. */
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }

export const mailWords: Translation<MailWords> = {
  hello: message('{name}，你好：'),
  helloNoName: '你好：',
  questions: message('如有任何問題，請直接回覆此電郵，或電郵至{email}。'),

  welcome: {
    subject: message('歡迎訂閱{shop}：你的{pct}折扣優惠碼'),
    preview: message('你的{pct}折扣優惠碼就在這封電郵內：{code}'),
    thanks: message('多謝你訂閱{shop}電子通訊。'),
    codeLabel: message('你的{pct}折扣優惠碼'),
    howTo: message('按下方按鈕即可把優惠碼加入購物車，或在{site}結帳時輸入，訂單即享{pct}折扣。請留意你的郵箱，我們會寄上接地小貼士、新產品消息及優惠。'),
    button: message('立即選購，享{pct}折扣'),
  },

  acknowledgement: {
    subject: '我們已收到你的訊息',
    preview: `我們會於${responseTime[contact.responseTime]}內回覆你。`,
    thanks: message(`多謝你聯絡{shop}。我們會於${responseTime[contact.responseTime]}內回覆你。`),
    notYou: '如你並未聯絡我們，即是有其他人填寫了你的電郵地址：你無須採取任何行動。',
    signature: message('{shop}客戶服務團隊'),
  },

  reviewThanks: {
    subject: message('多謝你的評價：下次購物可享{pct}折扣'),
    preview: message('下次購物可享{pct}折扣：{code}'),
    thanks: message('多謝你為{product}撰寫評價（{rating}星，滿分5星）。'),
    products: { sheet: '接地床單', mat: '接地墊', kit: '接地套裝' },
    moderation: '每篇評價刊登前都會經我們細閱，一般需時兩個工作天；你的評價刊登後，我們會通知你。',
    codeLabel: message('為表謝意，送你下次購物{pct}折扣'),
    button: message('立即選購，享{pct}折扣'),
    howTo: message('按下按鈕即可把優惠碼加入購物車；你亦可在{site}結帳時輸入。'),
  },

  backInStock: {
    subject: message('已補貨：{product}'),
    preview: message('{product}已在{shop}重新有貨。'),
    news: message('好消息：{product}已在{shop}補貨。'),
    hurry: '存貨有限，我們無法為你保留：請盡快訂購，以免向隅。',
    button: '立即選購',
    once: '這是你要求的唯一一封通知：我們不會再就此產品寫信給你。如你並未提出要求，即是有其他人填寫了你的電郵地址，你無須採取任何行動。',
  },
}
