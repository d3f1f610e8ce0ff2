import type * as en from '../../filters'
import type { Translation } from '../translation'

export const filterCopy: Translation<typeof en.filterCopy> = {
  heading: '篩選',
  open: (active: number) => (active ? `篩選（${active}）` : '篩選'),
  drawerTitle: '篩選',
  closeDrawer: '關閉篩選',
  drawerDescription: '按供應狀況、價錢、類型及尺寸篩選產品',
  apply: '套用篩選',
  showResults: (count: number | null) => (count === null ? '顯示結果' : `顯示${count}個結果`),
  clearAll: '全部清除',
  activeLabel: '已選篩選',
  remove: (label: string) => `移除篩選：${label}`,
  count: (n: number) => `（${n}）`,
  price: '價錢',
  priceFrom: '由',
  priceTo: '至',
  highestPrice: (price: string) => `最高價錢為${price}`,
  priceRange: (min: string | null, max: string | null) => (min && max ? `${min} – ${max}` : min ? `${min}起` : `${max}或以下`),
  availability: { true: '有貨', false: '缺貨' },
  noMatch: '沒有符合篩選條件的產品。',
}

export const faqAnswersCopy: Translation<typeof en.faqAnswersCopy> = {
  heading: '常見問題解答',
  readMore: '閱讀解答',
}
