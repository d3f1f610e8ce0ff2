import type * as en from '../../shop-categories'
import type { Translation } from '../translation'

export const shopCategories: Translation<typeof en.shopCategories> = [
  { title: '接地床单', to: '/sleep-products', blurb: '床单和床褥垫，让您接地入眠', art: 'sheet' },
  { title: '接地垫', to: '/mats-products', blurb: '适合办公桌、地面和瑜伽练习', art: 'mat' },
  { title: '配件', to: '/accessories', blurb: '接地线、转换插头和测试器', art: 'cord' },
  { title: '限时优惠', to: '/limited-offers', blurb: '入门套装，所需配件一套配齐', art: 'kit' },
]
