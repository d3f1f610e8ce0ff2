import type * as en from '../../filters'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: '篩選',
  open: message<{ active: number }>('{active, plural, =0 {篩選} other {篩選（#）}}'),
  drawerTitle: '篩選',
  closeDrawer: '關閉篩選',
  drawerDescription: '按供應狀況、價錢、類型及尺寸篩選產品',
  apply: '套用篩選',
  showResults: '顯示結果',
  showResultCount: message<{ count: number }>('{count, plural, other {顯示#個結果}}'),
  clearAll: '全部清除',
  activeLabel: '已選篩選',
  remove: message<{ label: string }>('移除篩選：{label}'),
  count: message<{ count: number }>('（{count}）'),
  price: '價錢',
  priceFrom: '由',
  priceTo: '至',
  highestPrice: message<{ price: string }>('最高價錢為{price}'),
  priceRange: message<{ min: string; max: string }>('{min} – {max}'),
  priceAbove: message<{ min: string }>('{min}起'),
  priceBelow: message<{ max: string }>('{max}或以下'),
  chip: message<{ name: string; value: string }>('{name}：{value}'),
  availability: { true: '有貨', false: '缺貨' },
  noMatch: '沒有符合篩選條件的產品。',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: '常見問題解答',
  readMore: '閱讀解答',
}
