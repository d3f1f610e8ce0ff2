import type * as en from '../../navigation'
import type { Translation } from '../translation'

export type { NavGroup, NavLink } from '../../navigation'

type Links = Translation<typeof en.shopLinks>

export const shopLinks: Translation<typeof en.shopLinks> = [
  { label: '限時優惠', to: '/limited-offers', description: '全系列本季優惠' },
  { label: '接地床單', to: '/sleep-products', description: '床單及床褥墊，睡覺時保持接地' },
  { label: '接地墊', to: '/mats-products', description: '適用於書枱、地板及瑜伽' },
  { label: '配件', to: '/accessories', description: '接地線、轉換插頭及測試器' },
  { label: '所有產品', to: '/shop-all', description: '全部產品一覽' },
]

export const learnLinks: Translation<typeof en.learnLinks> = [
  { label: '認識接地', to: '/about-grounding', description: '好處與科學研究' },
  { label: '顧客心聲', to: '/testimonials', description: '顧客的故事與評價' },
  { label: 'FAQ', to: '/faq', description: '解答常見疑問' },
]

export const supportLinks: Translation<typeof en.supportLinks> = [
  { label: '聯絡我們', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: '送貨政策', to: '/shipping-policy' },
  { label: '退貨政策', to: '/return-policy' },
  { label: '私隱政策', to: '/privacy-policy' },
]

const notIn = (links: Links, others: Links) => links.filter((link) => !others.some((l) => l.to === link.to))

/** Each entry once: the FAQ is listed under Learn, so Support leaves it out. */
export const mainMenu: Translation<typeof en.mainMenu> = [
  { label: '選購', links: shopLinks },
  { label: '了解更多', links: learnLinks },
  { label: '客戶服務', links: notIn(supportLinks, learnLinks) },
]

export const footerGroups: Translation<typeof en.footerGroups> = [
  { label: '選購', links: shopLinks },
  // The FAQ is listed once, under Support.
  { label: '了解更多', links: [{ label: '主頁', to: '/' }, ...notIn(learnLinks, supportLinks)] },
  { label: '客戶服務', links: supportLinks },
]

export { paymentMethods } from '../../navigation'
