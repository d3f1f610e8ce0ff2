import type * as en from '../../filters'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: '筛选',
  open: message<{ active: number }>('{active, plural, =0 {筛选} other {筛选（#）}}'),
  drawerTitle: '筛选',
  closeDrawer: '关闭筛选',
  drawerDescription: '按库存、价格、类型和尺寸筛选商品',
  apply: '应用筛选',
  showResults: '查看结果',
  showResultCount: message<{ count: number }>('{count, plural, other {查看#个结果}}'),
  clearAll: '全部清除',
  activeLabel: '当前筛选',
  remove: message<{ label: string }>('移除筛选：{label}'),
  count: message<{ count: number }>('({count})'),
  price: '价格',
  priceFrom: '最低',
  priceTo: '最高',
  highestPrice: message<{ price: string }>('最高价格为{price}'),
  priceRange: message<{ min: string; max: string }>('{min} – {max}'),
  priceAbove: message<{ min: string }>('{min}起'),
  priceBelow: message<{ max: string }>('{max}以下'),
  chip: message<{ name: string; value: string }>('{name}：{value}'),
  availability: { true: '有现货', false: '缺货' },
  noMatch: '没有符合这些筛选条件的商品。',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: 'FAQ中的解答',
  readMore: '阅读解答',
}
