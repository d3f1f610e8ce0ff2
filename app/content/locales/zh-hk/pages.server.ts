import { brand, cart, contact, currency, returns, shipping } from '#shared/shop'
import type * as en from '../../pages.server'
import type { Translation } from '../translation'
import { about } from './about'
import { claims } from './claims'
import { home } from './home'
import { breadcrumbCopy } from './layout'
import { errorCopy } from './shop'

export type { PageCopy, PageHeading } from '../../pages.server'
/** Logic, not copy: what a page shows of its copy, and the sitemap's paths (the same in every language). */
export { pageHeading, staticPaths } from '../../pages.server'

/** The shop's hours and delivery times (shared/shop.ts, shared/identity.ts), in words. */
const phoneHours: Record<typeof contact.phoneHours, string> = { 'Mon-Fri 9am-6pm SGT': '新加坡時間星期一至五上午9時至下午6時' }
const responseTime: Record<typeof contact.responseTime, string> = { '24 hours on business days': '工作天24小時' }
const businessDays: Record<typeof shipping.domesticDelivery | typeof shipping.internationalDelivery, string> = {
  '1-3 business days': '1至3個工作天',
  '5-14 business days': '5至14個工作天',
}

/** The opening of the home page's description, before its shipping sentence. */
export const homeDescriptionLead: Translation<typeof en.homeDescriptionLead> =
  `睡得更好，醒來更有精神。接地床單、接地墊及套裝，有${claims.studies}項研究支持，深受${claims.customers}位顧客喜愛。`

export const brandDescription: Translation<typeof en.brandDescription> = '來自新加坡的接地（earthing）床單、接地墊、套裝及配件，送貨至東南亞及世界各地。'

export const pages: Translation<typeof en.pages> = {
  home: {
    path: '/',
    title: `${brand.name} | 新加坡接地床單、接地墊及套裝`,
    description: `${homeDescriptionLead}本地訂單滿${currency.code} ${cart.freeShippingThreshold}免費送貨。`,
    heading: home.hero.heading,
    crumb: breadcrumbCopy.home,
  },
  aboutGrounding: {
    path: '/about-grounding',
    title: `甚麼是接地？好處與科學研究 | ${brand.name}`,
    description: `接地（earthing）如何運作、${claims.studies}項研究在睡眠、痛楚及血液循環方面有何發現，以及如何在室內用床單和接地墊接地。`,
    heading: about.hero.heading,
    crumb: '認識接地',
    article: { section: '科學', tags: ['接地', '接地療法', '睡眠', '研究'] },
  },
  faq: {
    path: '/faq',
    title: `接地常見問題：為你逐一解答 | ${brand.name}`,
    description: '有關接地、安全、安裝、日常使用，以及我們床單、接地墊及配件背後科學的解答。',
    heading: '常見問題',
    crumb: 'FAQ',
    intro: '有關接地、我們的產品及你的訂單，你想知道的一切。',
    article: { section: '客戶支援', tags: ['接地', 'FAQ'] },
  },
  contact: {
    path: '/contact',
    title: `聯絡我們 | ${brand.name}`,
    description: `對接地或你的訂單有疑問？請電郵至${contact.email}或致電${contact.phone}（${phoneHours[contact.phoneHours]}）。我們會於${responseTime[contact.responseTime]}內回覆。`,
    heading: '聯絡我們',
    crumb: '聯絡我們',
    intro: `我們會於${responseTime[contact.responseTime]}內回覆。`,
  },
  testimonials: {
    path: '/testimonials',
    title: `顧客評價及故事 | ${brand.name}`,
    description: `超過${claims.reviewCountText}則評價，平均評分${claims.ratingText}。真實顧客分享睡得更好、痛楚減少、精神更充沛的故事。`,
    heading: '顧客故事及評價',
    crumb: '顧客心聲',
    article: { section: '評價', tags: ['評價', '用家分享'] },
  },
  shippingPolicy: {
    path: '/shipping-policy',
    title: `送貨政策 | ${brand.name}`,
    description: `新加坡送貨需時${businessDays[shipping.domesticDelivery]}，滿S$${shipping.domesticFreeThreshold}免運費。國際送貨需時${businessDays[shipping.internationalDelivery]}。`,
    heading: '送貨政策',
    crumb: '送貨政策',
    intro: `新加坡全島送貨需時${businessDays[shipping.domesticDelivery]}，全球送貨需時${businessDays[shipping.internationalDelivery]}，均附追蹤服務。`,
    article: { section: '政策', tags: ['運送', '送貨'] },
  },
  returnPolicy: {
    path: '/return-policy',
    title: `退貨政策及保養 | ${brand.name}`,
    description: `逐步說明退貨、退款及我們${returns.warrantyMonths}個月製造保養的安排。`,
    heading: '退貨政策',
    crumb: '退貨政策',
    intro: `未開封貨品可於${returns.unopenedDays}日內退貨，所有產品均享${returns.warrantyMonths}個月製造保養。`,
    article: { section: '政策', tags: ['退貨', '退款', '保養'] },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: `私隱政策 | ${brand.name}`,
    description: '本店收集哪些資料、原因為何、由誰處理，以及你有哪些選擇。',
    heading: '私隱政策',
    crumb: '私隱政策',
    article: { section: '政策', tags: ['私隱'] },
  },
  limitedOffers: {
    path: '/limited-offers',
    title: `接地產品限時優惠 | ${brand.name}`,
    description: `選購我們的全系列接地產品：床單、接地墊、套裝及配件，本地訂單滿S$${cart.freeShippingThreshold}免費送貨。`,
    heading: '限時優惠',
    crumb: '限時優惠',
    intro: `全系列產品一站式選購，本地訂單滿S$${cart.freeShippingThreshold}免費送貨。`,
  },
  sleepProducts: {
    path: '/sleep-products',
    title: `接地床單及床褥墊 | ${brand.name}`,
    description: '接地床單、床笠及床褥墊，讓你每晚接地入睡。',
    heading: '接地床單',
    crumb: '接地床單',
    intro: '接地入睡：在你休息時把你與大地連繫的床單及床褥墊。',
  },
  matsProducts: {
    path: '/mats-products',
    title: `書枱、地板及瑜伽用接地墊 | ${brand.name}`,
    description: '適用於書枱、地板及瑜伽練習的接地墊。',
    heading: '接地墊',
    crumb: '接地墊',
    intro: '工作、放鬆或練習時都能保持接地。',
  },
  shopAll: {
    path: '/shop-all',
    title: `選購所有接地產品 | ${brand.name}`,
    description: '我們出售的所有接地床單、接地墊、套裝及配件，一站式選購。',
    heading: '所有產品',
    crumb: '所有產品',
    intro: '我們所有的接地產品，盡在這裏。',
  },
  accessories: {
    path: '/accessories',
    title: `接地配件：接地線、轉換插頭及測試器 | ${brand.name}`,
    description: '接地產品適用的替換接地線、轉換插頭及插座測試器。',
    heading: '配件',
    crumb: '配件',
    intro: '用來安裝及檢查接地產品的接地線、轉換插頭及測試器。',
  },
  notFound: {
    path: '',
    title: errorCopy.notFoundTitle,
    description: '你要找的頁面不存在。',
    heading: errorCopy.notFoundHeading,
    crumb: '找不到頁面',
  },
}
