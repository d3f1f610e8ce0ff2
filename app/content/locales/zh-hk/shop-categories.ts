import type * as en from '../../shop-categories'
import type { Translation } from '../translation'

/** The category teasers of the full listing and the home page tiles. */
export const shopCategories: Translation<typeof en.shopCategories> = [
  { title: '接地床單', to: '/sleep-products', blurb: '床單及床褥墊，睡覺時保持接地', art: 'sheet' },
  { title: '接地墊', to: '/mats-products', blurb: '適用於書枱、地板及瑜伽練習', art: 'mat' },
  { title: '配件', to: '/accessories', blurb: '接地線、轉換插頭及測試器', art: 'cord' },
  { title: '限時優惠', to: '/limited-offers', blurb: '入門套裝，所需配件一應俱全', art: 'kit' },
]
