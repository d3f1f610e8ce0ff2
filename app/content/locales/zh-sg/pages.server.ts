import { brand, cart, contact, currency, returns, shipping } from '#shared/shop'
import type * as en from '../../pages.server'
import type { Translation } from '../translation'
import { about } from './about'
import { claims } from './claims'
import { home } from './home'
import { breadcrumbCopy } from './layout'
import { errorCopy } from './shop'

/** Logic, not copy: the same for every language. */
export { pageHeading, staticPaths } from '../../pages.server'

/** The shop's figures (shared/shop.ts and shared/identity.ts) as English gives them, the units in Chinese. */
const zh = (s: string) =>
  s
    .replace(/^(\d+) hours on business days$/, '工作日$1小时内')
    .replace(/^(.+) business days$/, '$1个工作日')
    .replace(/^Mon-Fri (\d+)am-(\d+)pm SGT$/, '新加坡时间周一至周五上午$1时至下午$2时')

export const homeDescriptionLead: Translation<typeof en.homeDescriptionLead> =
  `睡得更好，醒来更有精神。接地床单、接地垫和套装，有${claims.studies}项研究支持，深受${claims.customers}位顾客喜爱。`

export const brandDescription: Translation<typeof en.brandDescription> = '来自新加坡的接地（earthing）床单、接地垫、套装和配件，配送至东南亚及世界各地。'

export const pages: Translation<typeof en.pages> = {
  home: {
    path: '/',
    title: `${brand.name} | 新加坡接地床单、接地垫与套装`,
    description: `${homeDescriptionLead}本地订单满${currency.code} ${cart.freeShippingThreshold}免运费。`,
    heading: home.hero.heading,
    crumb: breadcrumbCopy.home,
  },
  aboutGrounding: {
    path: '/about-grounding',
    title: `什么是接地？益处与科学 | ${brand.name}`,
    description: `接地（earthing）如何运作，${claims.studies}项研究在睡眠、疼痛和血液循环方面有哪些发现，以及如何用床单和接地垫在室内接地。`,
    heading: about.hero.heading,
    crumb: '认识接地',
    article: { section: '科学', tags: ['接地', '接地疗法', '睡眠', '研究'] },
  },
  faq: {
    path: '/faq',
    title: `接地FAQ：为您解答常见问题 | ${brand.name}`,
    description: '关于接地、安全、安装、日常使用，以及我们床单、接地垫和配件背后科学原理的解答。',
    heading: '常见问题',
    crumb: 'FAQ',
    intro: '关于接地、我们的产品和您的订单，您想知道的都在这里。',
    article: { section: '客户支持', tags: ['接地', 'FAQ'] },
  },
  contact: {
    path: '/contact',
    title: `联系我们 | ${brand.name}`,
    description: `对接地或您的订单有疑问？请发电邮至${contact.email}，或致电${contact.phone}（${zh(contact.phoneHours)}）。我们会在${zh(contact.responseTime)}回复。`,
    heading: '联系我们',
    crumb: '联系我们',
    intro: `我们会在${zh(contact.responseTime)}回复。`,
  },
  testimonials: {
    path: '/testimonials',
    title: `顾客评价与故事 | ${brand.name}`,
    description: `${claims.reviewCountText}+条评价，评分${claims.ratingText}。真实顾客分享他们睡得更好、疼痛减轻、更有活力的故事。`,
    heading: '顾客故事与评价',
    crumb: '顾客心声',
    article: { section: '评价', tags: ['评价', '用户分享'] },
  },
  shippingPolicy: {
    path: '/shipping-policy',
    title: `运送政策 | ${brand.name}`,
    description: `新加坡境内${zh(shipping.domesticDelivery)}送达，满$${shipping.domesticFreeThreshold}免运费。国际送货${zh(shipping.internationalDelivery)}送达。`,
    heading: '运送政策',
    crumb: '运送政策',
    intro: `新加坡全岛可追踪送货，${zh(shipping.domesticDelivery)}送达；全球送货${zh(shipping.internationalDelivery)}送达。`,
    article: { section: '政策', tags: ['运送', '送货'] },
  },
  returnPolicy: {
    path: '/return-policy',
    title: `退货政策与保修 | ${brand.name}`,
    description: `一步步说明退货、退款，以及我们${returns.warrantyMonths}个月制造保修的运作方式。`,
    heading: '退货政策',
    crumb: '退货政策',
    intro: `未开封商品可在${returns.unopenedDays}天内退货，所有商品均享${returns.warrantyMonths}个月制造保修。`,
    article: { section: '政策', tags: ['退货', '退款', '保修'] },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: `隐私政策 | ${brand.name}`,
    description: '我们的商店收集哪些信息、为什么收集、由谁处理，以及您有哪些选择。',
    heading: '隐私政策',
    crumb: '隐私政策',
    article: { section: '政策', tags: ['隐私'] },
  },
  limitedOffers: {
    path: '/limited-offers',
    title: `接地产品限时优惠 | ${brand.name}`,
    description: `选购我们全系列的接地产品：床单、接地垫、套装和配件，本地订单满$${cart.freeShippingThreshold}免运费。`,
    heading: '限时优惠',
    crumb: '限时优惠',
    intro: `全系列产品一站看齐，本地订单满$${cart.freeShippingThreshold}免运费。`,
  },
  sleepProducts: {
    path: '/sleep-products',
    title: `接地床单与床褥垫 | ${brand.name}`,
    description: '接地平铺床单、床笠和床褥垫，让您每晚接地入眠。',
    heading: '接地床单',
    crumb: '接地床单',
    intro: '接地入眠：在您休息时，床单和床褥垫把您与大地连接起来。',
  },
  matsProducts: {
    path: '/mats-products',
    title: `办公桌、地面与瑜伽用接地垫 | ${brand.name}`,
    description: '适合办公桌、地面和瑜伽练习的接地垫。',
    heading: '接地垫',
    crumb: '接地垫',
    intro: '工作、放松或练习时，都能保持接地。',
  },
  shopAll: {
    path: '/shop-all',
    title: `选购全部接地产品 | ${brand.name}`,
    description: '我们出售的所有接地床单、接地垫、套装和配件，一站看齐。',
    heading: '全部商品',
    crumb: '全部商品',
    intro: '我们制作的所有接地产品，一站看齐。',
  },
  accessories: {
    path: '/accessories',
    title: `接地配件：接地线、转换插头与测试器 | ${brand.name}`,
    description: '为您的接地产品准备的替换接地线、转换插头和插座测试器。',
    heading: '配件',
    crumb: '配件',
    intro: '用来安装和检查接地产品的接地线、转换插头和测试器。',
  },
  notFound: {
    path: '',
    title: errorCopy.notFoundTitle,
    description: '您要找的页面不存在。',
    heading: errorCopy.notFoundHeading,
    crumb: '找不到页面',
  },
}
