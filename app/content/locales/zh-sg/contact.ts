import { contact, contactForm, shipping } from '#shared/shop'
import type * as en from '../../contact'
import type { Translation } from '../translation'

/** The shop's hours and reply time (shared/identity.ts) in Chinese; an unknown value as the data gives it. */
const phoneHours = (s: string) => s.replace(/^Mon-Fri (\d+)am-(\d+)pm SGT$/, (_, from: string, to: string) => `新加坡时间周一至周五上午${from}时至下午${to}时`)
const responseTime = (s: string) => s.replace(/^(\d+) hours on business days$/, '工作日$1小时内')

export const contactCopy: Translation<typeof en.contactCopy> = {
  cards: {
    email: { title: '电邮联系', body: '随时写信给我们。', action: contact.email, href: `mailto:${contact.email}` },
    phone: { title: '电话联系', body: phoneHours(contact.phoneHours), action: contact.phone, href: contact.phoneHref },
    response: { title: '回复时间', body: `我们会在${responseTime(contact.responseTime)}回复。` },
    faq: { title: 'FAQ', body: '许多问题的答案都已为您准备好。', action: '浏览FAQ', href: '/faq' },
  },
  form: {
    heading: '给我们留言',
    intro: '标有*的栏位为必填。',
    labels: { name: '姓名', email: '电邮', phone: '电话（选填）', subject: '主题', message: '留言' },
    placeholders: {
      name: '您的全名',
      email: 'you@example.com',
      phone: '+65 9123 4567',
      subject: '关于什么问题？',
      message: '我们可以怎样帮您？',
    },
    submit: '发送留言',
    submitting: '正在发送...',
    messageHint: `${contactForm.limits.messageMin}至${contactForm.limits.messageMax}个字符。`,
  },
  success: {
    title: '留言已成功发送！',
    description: `我们会在${shipping.supportResponseHours}小时内回复您。`,
  },
  failure: {
    title: '出了点问题',
    description: '请再试一次，或直接发电邮联系我们。',
  },
  thankYou: {
    heading: '谢谢您',
    body: `您的留言已发送给我们的团队。我们会在${responseTime(contact.responseTime)}回复您。`,
    again: '再发一条留言',
  },
  /** The form's field messages, by the key of the shared schema's (shared/schemas/contact.ts). */
  errors: {
    nameRequired: '请填写名字',
    nameTooLong: `名字须少于${contactForm.limits.name}个字符`,
    emailInvalid: '电邮地址无效',
    emailTooLong: `电邮地址须少于${contactForm.limits.email}个字符`,
    subjectRequired: '请填写主题',
    subjectTooLong: `主题须少于${contactForm.limits.subject}个字符`,
    messageTooShort: `留言至少须有${contactForm.limits.messageMin}个字符`,
    messageTooLong: `留言须少于${contactForm.limits.messageMax}个字符`,
  },
  tips: {
    heading: '为了更快为您解决问题，请附上：',
    items: ['您的订单号码（如有）', '商品详情（名称、尺寸、颜色）', '问题或疑问的描述'],
  },
}
