import { brand } from '#shared/identity'
import type * as en from '../../layout'
import type { Translation } from '../translation'
import { message } from '#shared/message'

const home = '首页'

export const skipLinkCopy: Translation<typeof en.skipLinkCopy> = '跳至主要内容'

export const headerCopy: Translation<typeof en.headerCopy> = {
  shopNow: '立即选购',
  shopNowShort: '立即选购',
  logo: `${brand.name}首页`,
}

export const menuCopy: Translation<typeof en.menuCopy> = {
  main: '主导航',
  mobile: '手机导航',
  open: '打开菜单',
  close: '关闭菜单',
  description: '网站导航',
  home,
}

export const breadcrumbCopy: Translation<typeof en.breadcrumbCopy> = {
  label: '页面路径',
  home,
}

export const footerCopy: Translation<typeof en.footerCopy> = {
  about: '在新加坡设计的接地床单、接地垫和套装，让您在室内也能重新与大地连接。',
  contactHeading: '联系我们',
  group: message('页脚：{label}'),
  paymentsHeading: '我们接受',
  paymentMethods: '付款方式',
  rights: message(`© {year} ${brand.legalName} 版权所有。`),
}

export const backToTopCopy: Translation<typeof en.backToTopCopy> = '返回顶部'
