import { message } from '#shared/message'
import { brand } from '#shared/identity'
import type * as en from '../../shop'
import type { Translation } from '../translation'

export const errorCopy: Translation<typeof en.errorCopy> = {
  title: '出現問題',
  pageTitle: `出現問題 | ${brand.name}`,
  body: '暫時未能載入此頁面，請稍後再試。',
  retry: '再試一次',
  home: '返回主頁',
  notFoundTitle: `找不到頁面 | ${brand.name}`,
  notFoundHeading: '哎呀！找不到此頁面',
  notFoundBody: '你要找的頁面不存在或已經搬遷。',
  notFoundLink: '返回主頁',
  notFoundSearch: '搜尋商店',
  notFoundCategories: '按類別瀏覽',
  notFoundBestSellers: '熱賣產品',
}

/** How a star rating is read out wherever one is shown. */
export const ratingLabel: Translation<typeof en.ratingLabel> = message('評分{rating, number}分（滿分5分）')
