import { message } from '#shared/message'
import { brand } from '#shared/identity'
import type * as en from '../../shop'
import type { Translation } from '../translation'

export const errorCopy: Translation<typeof en.errorCopy> = {
  title: '出了点问题',
  pageTitle: `出了点问题 | ${brand.name}`,
  body: '暂时无法加载此页面，请稍后再试。',
  retry: '重试',
  home: '返回首页',
  notFoundTitle: `找不到页面 | ${brand.name}`,
  notFoundHeading: '哎呀！找不到这个页面',
  notFoundBody: '您要找的页面不存在，或已经移动。',
  notFoundLink: '返回首页',
  notFoundSearch: '搜索商店',
  notFoundCategories: '按类别浏览',
  notFoundBestSellers: '畅销商品',
}

export const ratingLabel: Translation<typeof en.ratingLabel> = message('评分{rating, number}分（满分5分）')
