import type * as en from '../../home-products'
import type { Translation } from '../translation'
import { claims } from './claims'

/** The home page's popular-products frame. */
export const homeProducts: Translation<typeof en.homeProducts> = {
  heading: '最受歡迎的接地產品',
  intro: `睡覺用的床單、工作時用的接地墊，還有覆蓋全屋的入門套裝。${claims.groundTester}。`,
  listLabel: '熱門產品',
  link: { label: '選購所有產品', to: '/shop-all' },
}
