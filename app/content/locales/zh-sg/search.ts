import type * as en from '../../search'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const searchCopy: Translation<typeof en.searchCopy> = {
  placeholder: '搜索商品',
  label: '搜索商品',
  submit: '搜索',
  resultsLabel: '推荐商品',
  announce: message('{count, plural, =0 {没有符合的商品} other {为您推荐#件商品，请用上下方向键选择。}}'),
  noResults: message('没有符合“{q}”的商品'),
  answersLabel: 'FAQ中的解答',
  enterHint: '按Enter查看全部结果',
}

export const noResultsCopy: Translation<typeof en.noResultsCopy> = {
  hint: '请检查拼写、减少字词，或试试更常用的词：',
  // Words the store's search finds in its titles in this language.
  tryWords: ['床单', '接地垫', '接地线', '测试器', '套装'],
  trySearch: message('搜索“{word}”'),
  categoriesHeading: '按类别浏览',
  bestSellersHeading: '畅销商品',
}
