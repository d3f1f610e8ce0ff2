import { brand } from '#shared/identity'
import type * as en from '../../layout'
import type { Translation } from '../translation'
import { message } from '#shared/message'

/** The home page's name: the phone menu's first link and the breadcrumbs' first item. */
const home = '主頁'

export const skipLinkCopy: Translation<typeof en.skipLinkCopy> = '跳至主要內容'

export const headerCopy: Translation<typeof en.headerCopy> = {
  shopNow: '立即選購',
  shopNowShort: '立即選購',
  logo: `${brand.name}主頁`,
}

export const menuCopy: Translation<typeof en.menuCopy> = {
  main: '主選單',
  mobile: '流動版選單',
  open: '打開選單',
  close: '關閉選單',
  description: '網站導覽',
  home,
}

export const breadcrumbCopy: Translation<typeof en.breadcrumbCopy> = {
  label: '導覽路徑',
  home,
}

export const footerCopy: Translation<typeof en.footerCopy> = {
  about: '接地床單、接地墊及套裝，由新加坡團隊設計，讓你在室內也能與大地重新連繫。',
  contactHeading: '聯絡我們',
  group: message('頁尾：{label}'),
  paymentsHeading: '我們接受',
  paymentMethods: '付款方式',
  // The legal name keeps its own full stop ('Pte. Ltd.'); the Chinese sentence follows after a space.
  rights: message(`© {year} ${brand.legalName} 版權所有。`),
}

export const backToTopCopy: Translation<typeof en.backToTopCopy> = '返回頂部'
