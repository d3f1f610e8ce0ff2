import { shipping } from '#shared/shop'
import type * as en from '../../catalogue'
import type { Translation } from '../translation'
import { cardCopy, gridCopy } from './product-cards'
import { message } from '#shared/message'

export { priceCopy, storeNoticeCopy } from './product-cards'

/** Matching rules on the store's titles, not copy. */
export { accessoryTitleWords, listingTitles } from '../../catalogue'
export type { AccessoryCategory } from '../../catalogue'

/** The keywords and exact titles stay the store's own: they select products, they are never shown. */
export const accessoryCategories: Translation<typeof en.accessoryCategories> = [
  {
    id: 'cords-adapters',
    title: '接地線及轉換插頭',
    description: '接地線、延長線及轉換插頭，接駁到你的插座。',
    keywords: ['cord', 'cable', 'connection', 'adapter', 'plug', 'converter'],
    exactMatch: false,
  },
  {
    id: 'outlet-testers',
    title: '插座測試器',
    description: '檢查牆上插座的接地是否正常連接。',
    keywords: ['Conductivity Tester Pen'],
    exactMatch: true,
  },
  {
    id: 'other-accessories',
    title: '其他配件',
    description: '確認你的床單或接地墊由頭到尾都能導電。',
    keywords: ['Conductivity Tester'],
    exactMatch: true,
  },
]

/** The shop's processing time (shared/shop.ts), in the words the stock line quotes it. */
const processingDays: Record<typeof shipping.processingDays, string> = { '1-2 business days': '1至2個工作天' }
const processingIn = (processing: string) => processingDays[processing as keyof typeof processingDays] ?? processing

/** Shop All as a crumb between Home and a listing or a product. */
const shopCrumb = { label: '選購', to: '/shop-all' }

export const listingCopy: Translation<typeof en.listingCopy> = {
  shopCrumb,
  categoriesLabel: '產品類別',
  resultsFor: message('「{q}」的搜尋結果'),
  ...gridCopy,
  ...cardCopy,
  activeFilter: '已選篩選',
  filterHeading: '按類別選購',
  productsHeading: '產品',
  clearFilter: '顯示所有配件',
  searchResults: message('「{query}」共有{count, number}個搜尋結果'),
  clearSearch: '清除搜尋',
  searching: message('正在搜尋「{q}」'),
  count: message('{more, select, yes {{count, number}+件產品} other {{count, number}件產品}}'),
  sortLabel: '排序方式',
  sortApply: '排序',
  relevance: '相關程度',
  sortNames: { featured: '精選', 'best-selling': '最暢銷', 'price-asc': '價錢由低至高', 'price-desc': '價錢由高至低', newest: '最新' },
  pagesLabel: '頁數',
  previousPage: '上一頁',
  nextPage: '下一頁',
  limitedOffersBanner: {
    eyebrow: '限時優惠',
    heading: '入門套裝優惠價，售完即止',
    body: '套裝內含床單或接地墊，連同接地線、轉換插頭及接地測試器，比逐件購買更划算。',
  },
}

/** How a price reads, on sale or not (cards, product page, cart). */
export const productCopy: Translation<typeof en.productCopy> = {
  shopCrumb,
  notFound: '找不到產品',
  notFoundBody: '此產品可能已經停售或已搬遷，不妨看看商店的其他產品。',
  returnToShop: '返回商店',
  selectVariant: '選擇款式',
  addToCart: '加入購物車',
  outOfStock: '缺貨',
  inStock: `有貨，${processingIn(shipping.processingDays)}內發貨`,
  soldOut: '售罄',
  notOffered: '不設此款',
  imageOf: message('顯示第{n}張圖片（共{total}張）'),
  featuresHeading: '你會愛上它的原因',
  learnMoreHeading: '了解更多',
  learnMore: [
    { label: '接地的科學', to: '/about-grounding' },
    { label: '顧客故事', to: '/testimonials' },
    { label: '常見問題解答', to: '/faq' },
  ],
}
