import type * as en from '../../consent'
import type { Translation } from '../translation'

/** Copy of the consent banner and the footer's link to the preferences, on every page. */
export const consentCopy: Translation<typeof en.consentCopy> = {
  bannerLabel: 'Cookie設定',
  banner: '我們使用Cookie了解商店的使用情況，並向你展示相關優惠。你可以選擇接受或拒絕，或在偏好設定中自行選擇。',
  accept: '接受',
  decline: '拒絕',
  preferences: '偏好設定',
  footerLink: 'Cookie偏好設定',
}
