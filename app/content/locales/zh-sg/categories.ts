import type * as en from '../../categories'
import type { Translation } from '../translation'

export const categories: Translation<typeof en.categories> = [
  { label: '接地床单', to: '/sleep-products', blurb: '床笠、平铺床单和床褥垫，让您接地入眠', art: 'sheets' },
  { label: '接地垫', to: '/mats-products', blurb: '适合办公桌、沙发和瑜伽练习', art: 'mats' },
  { label: '配件', to: '/accessories', blurb: '接地线、转换插头和插座测试器', art: 'accessories' },
  { label: '全部商品', to: '/shop-all', blurb: '所有床单、接地垫、套装和配件，一站看齐', art: 'all' },
]
