import type * as en from '../../filters'
import type { Translation } from '../translation'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: '筛选',
  open: (active: number) => (active ? `筛选（${active}）` : '筛选'),
  drawerTitle: '筛选',
  closeDrawer: '关闭筛选',
  drawerDescription: '按库存、价格、类型和尺寸筛选商品',
  apply: '应用筛选',
  showResults: (count: number | null) => (count === null ? '查看结果' : `查看${count}个结果`),
  clearAll: '全部清除',
  activeLabel: '当前筛选',
  remove: (label: string) => `移除筛选：${label}`,
  count: (n: number) => `(${n})`,
  price: '价格',
  priceFrom: '最低',
  priceTo: '最高',
  highestPrice: (price: string) => `最高价格为${price}`,
  priceRange: (min: string | null, max: string | null) => (min && max ? `${min} – ${max}` : min ? `${min}起` : `${max}以下`),
  availability: { true: '有现货', false: '缺货' },
  noMatch: '没有符合这些筛选条件的商品。',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: 'FAQ中的解答',
  readMore: '阅读解答',
}
