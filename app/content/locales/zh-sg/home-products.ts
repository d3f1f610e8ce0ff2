import type * as en from '../../home-products'
import type { Translation } from '../translation'
import { claims } from './claims'

export const homeProducts: Translation<typeof en.homeProducts> = {
  heading: '最受欢迎的接地产品',
  intro: `助眠的床单、办公时用的接地垫，还有覆盖全屋的入门套装。${claims.groundTester}。`,
  listLabel: '热门商品',
  link: { label: '选购全部商品', to: '/shop-all' },
}
