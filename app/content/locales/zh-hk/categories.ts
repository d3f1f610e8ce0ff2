import type * as en from '../../categories'
import type { Translation } from '../translation'

/** The four shop categories, used by the home tiles and the About page's shop links. */
export const categories: Translation<typeof en.categories> = [
  { label: '接地床單', to: '/sleep-products', blurb: '床單、床笠及床褥墊，讓你接地入睡', art: 'sheets' },
  { label: '接地墊', to: '/mats-products', blurb: '適用於書枱、梳化及瑜伽練習', art: 'mats' },
  { label: '配件', to: '/accessories', blurb: '接地線、轉換插頭及插座測試器', art: 'accessories' },
  { label: '所有產品', to: '/shop-all', blurb: '所有床單、接地墊、套裝及配件一覽', art: 'all' },
]
