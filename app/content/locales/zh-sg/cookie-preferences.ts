import type * as en from '../../cookie-preferences'
import type { Translation } from '../translation'

export const cookiePreferencesCopy: Translation<typeof en.cookiePreferencesCopy> = {
  pageTitle: 'Cookie偏好设置',
  pageDescription: '选择商店可以使用哪些Cookie：分析、营销、偏好设置，以及数据出售。',
  heading: 'Cookie偏好设置',
  intro: '商店始终会使用运作所必需的Cookie（您的购物车和所在国家）。其他用途由您决定；您可以随时通过每个页面底部的链接更改设置。',
  necessary: { label: '绝对必要', description: '您的购物车、所在国家和这项选择。始终开启。' },
  purposes: {
    analytics: { label: '分析', description: '了解哪些页面和商品被浏览、哪些商品被加入购物车，以改进商店。' },
    marketing: { label: '营销', description: '衡量我们的优惠和广告成效，并为您提供个性化内容。' },
    preferences: { label: '偏好设置', description: '记住您的选择，让您下次访问更方便。' },
    saleOfData: { label: '出售或分享数据', description: '与广告合作伙伴分享数据；某些法律将此视为出售数据。' },
  },
  gpc: '您的浏览器发送了全球隐私控制（GPC）信号：营销以及出售或分享数据将保持关闭。',
  save: '保存偏好设置',
  saved: '您的偏好设置已保存。',
  privacyLink: '我们如何使用您的数据：隐私政策',
}
