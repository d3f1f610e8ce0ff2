import type * as en from '../../consent'
import type { Translation } from '../translation'

export const consentCopy: Translation<typeof en.consentCopy> = {
  bannerLabel: 'Cookie选择',
  banner: '我们使用Cookie来了解商店的使用情况，并为您显示相关优惠。您可以选择接受或拒绝，也可以在偏好设置中自行选择。',
  accept: '接受',
  decline: '拒绝',
  preferences: '偏好设置',
  footerLink: 'Cookie偏好设置',
}
