import type * as en from '../../search'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const searchCopy: Translation<typeof en.searchCopy> = {
  placeholder: '搜尋產品',
  label: '搜尋產品',
  submit: '搜尋',
  resultsLabel: '建議產品',
  announce: message('{count, plural, =0 {沒有相符的產品} other {找到#件建議產品，請用上下方向鍵選擇。}}'),
  noResults: message('沒有與「{q}」相符的產品'),
  answersLabel: '常見問題解答',
  enterHint: '按Enter鍵查看所有結果',
}

/** What a search with no results offers instead. */
export const noResultsCopy: Translation<typeof en.noResultsCopy> = {
  hint: '請檢查拼寫、減少字詞，或試試較籠統的字詞：',
  // Words the store's search finds in its titles in this language.
  tryWords: ['床單', '接地墊', '接地線', '測試器', '套裝'],
  trySearch: message('搜尋「{word}」'),
  categoriesHeading: '瀏覽產品類別',
  bestSellersHeading: '熱賣產品',
}
