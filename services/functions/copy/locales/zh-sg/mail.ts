import { contact } from '../../../../../shared/identity'
import { message, type Translation } from '../../../../../shared/message'
import type { MailWords } from '../../mail'

/** The shop's reply time (shared/identity.ts) in Chinese, as the contact page says it; an unknown value as the data gives it. */
const responseTime = (s: string) => s.replace(/^(\d+) hours on business days$/, '工作日$1小时内')

export const mailWords: Translation<MailWords> = {
  hello: message('{name}，您好：'),
  helloNoName: '您好：',
  questions: message('如有任何疑问，请直接回复此电邮，或发送电邮至{email}。'),

  welcome: {
    subject: message('欢迎订阅{shop}：您的{pct}折扣优惠码'),
    preview: message('您的{pct}折扣优惠码就在这封电邮里：{code}'),
    thanks: message('感谢您订阅{shop}电子报。'),
    codeLabel: message('您的{pct}折扣优惠码'),
    howTo: message('点击下方按钮即可将优惠码加入购物车，或在{site}结账时输入，订单即享{pct}折扣。请留意收件箱，查收接地小贴士、新品消息和优惠。'),
    button: message('立即选购，享{pct}折扣'),
  },

  acknowledgement: {
    subject: '我们已收到您的留言',
    preview: `我们会在${responseTime(contact.responseTime)}回复您。`,
    thanks: message(`感谢您联系{shop}。我们会在${responseTime(contact.responseTime)}回复您。`),
    notYou: '如果您并未联系我们，说明有人填写了您的电邮地址：您无需采取任何行动。',
    signature: message('{shop}客服团队'),
  },

  reviewThanks: {
    subject: message('感谢您的评价：下次购物可享{pct}折扣'),
    preview: message('下次购物可享{pct}折扣：{code}'),
    thanks: message('感谢您为{product}撰写评价（{rating}星，满分5星）。'),
    products: { sheet: '接地床单', mat: '接地垫', kit: '接地套装' },
    moderation: '每条评价在发布前都会经过我们审阅，通常需要两个工作日；您的评价发布后，我们会通知您。',
    codeLabel: message('为表谢意，送您下次购物{pct}折扣'),
    button: message('立即选购，享{pct}折扣'),
    howTo: message('点击按钮即可将优惠码加入购物车；您也可以在{site}结账时输入。'),
  },

  backInStock: {
    subject: message('到货通知：{product}'),
    preview: message('{product}已在{shop}重新到货。'),
    news: message('好消息：{product}已在{shop}重新到货。'),
    hurry: '库存有限，我们无法为您保留：请尽快下单，以免错过。',
    button: '立即选购',
    once: '这是您要求的唯一一封通知：我们不会再就此商品给您发电邮。如果您并未提出要求，说明有人填写了您的电邮地址，您无需采取任何行动。',
  },
}
