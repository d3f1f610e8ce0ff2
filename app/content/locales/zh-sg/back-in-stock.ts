import type * as en from '../../back-in-stock'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { newsletterCopy } from './newsletter'

export const backInStockCopy: Translation<typeof en.backInStockCopy> = {
  heading: '到货时电邮通知我',
  body: message('{option}已售罄。留下您的电邮，到货时我们只通知您一次。'),
  soldOut: '此商品暂时售罄。留下您的电邮，到货时我们只通知您一次。',
  emailLabel: '电邮地址',
  placeholder: '输入您的电邮',
  submit: '到货通知我',
  submitting: '正在发送...',
  consent: '您的电邮地址只用于通知您此商品已到货，只发一次，之后我们便会删除这项请求。除非您另行订阅，否则不会收到电子报。',
  privacyLink: { label: '隐私政策', to: '/privacy-policy' },
  outcomes: {
    success: {
      title: '已为您登记',
      description: message('到货时，我们会发一封电邮到{email}，只发一次。'),
    },
    invalid: { title: '电邮地址无效' },
    forSale: '好消息：此款式已重新开售，请在上方加入购物车。',
    unknown: '请选择一个已售罄的款式。',
    failed: { title: '登记失败' },
    error: { title: '出错了', description: '无法保存您的请求，请稍后再试。' },
  },
  /** The e-mail field's messages: the newsletter's, the same field's. */
  errors: newsletterCopy.errors,
  page: {
    title: '到货通知',
    back: '返回商品页面',
  },
}
