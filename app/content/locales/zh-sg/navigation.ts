import type * as en from '../../navigation'
import type { Translation } from '../translation'

type NavLink = Translation<en.NavLink>
type NavGroup = Translation<en.NavGroup>

export const shopLinks: NavLink[] = [
  { label: '限时优惠', to: '/limited-offers', description: '本季全系列优惠' },
  { label: '接地床单', to: '/sleep-products', description: '接地床单和床褥垫，睡着也能接地' },
  { label: '接地垫', to: '/mats-products', description: '适合办公桌、地面和瑜伽' },
  { label: '配件', to: '/accessories', description: '接地线、转换插头和测试器' },
  { label: '全部商品', to: '/shop-all', description: '所有商品，一站看齐' },
]

export const learnLinks: NavLink[] = [
  { label: '认识接地', to: '/about-grounding', description: '接地的益处与科学研究' },
  { label: '顾客心声', to: '/testimonials', description: '顾客的故事与评价' },
  { label: 'FAQ', to: '/faq', description: '常见问题解答' },
]

export const supportLinks: NavLink[] = [
  { label: '联系我们', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: '运送政策', to: '/shipping-policy' },
  { label: '退货政策', to: '/return-policy' },
  { label: '隐私政策', to: '/privacy-policy' },
]

export const mainMenu: NavGroup[] = [
  { label: '选购', links: shopLinks },
  { label: '了解', links: learnLinks },
  { label: '帮助', links: supportLinks.filter((link) => !learnLinks.some((l) => l.to === link.to)) },
]

export const footerGroups: NavGroup[] = [
  { label: '选购', links: shopLinks },
  { label: '了解', links: [{ label: '首页', to: '/' }, ...learnLinks.filter((link) => !supportLinks.some((s) => s.to === link.to))] },
  { label: '帮助', links: supportLinks },
]

export { paymentMethods } from '../../navigation'
