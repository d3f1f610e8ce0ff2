import { shipping } from '#shared/shop'
import type * as en from '../../catalogue'
import type { Translation } from '../translation'
import { cardCopy, gridCopy } from './product-cards'
import { message } from '#shared/message'

export { priceCopy, storeNoticeCopy } from './product-cards'

/** Matched against the store's product titles: rules, not copy. */
export { accessoryTitleWords, listingTitles } from '../../catalogue'

/** The titles and descriptions are copy; the keywords match the store's titles and stay as English has them. */
export const accessoryCategories: Translation<typeof en.accessoryCategories> = [
  {
    id: 'cords-adapters',
    title: '接地线与转换插头',
    description: '接地线、延长线和转换插头，轻松接到您的插座。',
    keywords: ['cord', 'cable', 'connection', 'adapter', 'plug', 'converter'],
    exactMatch: false,
  },
  {
    id: 'outlet-testers',
    title: '插座测试器',
    description: '检查墙壁插座的接地是否连通。',
    keywords: ['Conductivity Tester Pen'],
    exactMatch: true,
  },
  {
    id: 'other-accessories',
    title: '其他配件',
    description: '确认您的床单或接地垫从头到尾都能导电。',
    keywords: ['Conductivity Tester'],
    exactMatch: true,
  },
]

const shopCrumb = { label: '商店', to: '/shop-all' }

export const listingCopy: Translation<typeof en.listingCopy> = {
  shopCrumb,
  categoriesLabel: '类别',
  resultsFor: message('“{q}”的搜索结果'),
  ...gridCopy,
  ...cardCopy,
  activeFilter: '当前筛选',
  filterHeading: '按类别选购',
  productsHeading: '商品',
  clearFilter: '显示全部配件',
  searchResults: message('“{query}”共有{count, number}个结果'),
  clearSearch: '清除搜索',
  searching: message('正在搜索“{q}”'),
  count: message('{more, select, yes {{count, number}+件商品} other {{count, number}件商品}}'),
  sortLabel: '排序方式',
  sortApply: '排序',
  relevance: '相关度',
  sortNames: {
    featured: '精选推荐',
    'best-selling': '畅销',
    'price-asc': '价格从低到高',
    'price-desc': '价格从高到低',
    newest: '最新上架',
  },
  pagesLabel: '分页',
  previousPage: '上一页',
  nextPage: '下一页',
  limitedOffersBanner: {
    eyebrow: '限时优惠',
    heading: '入门套装特惠，售完即止',
    body: '套装把床单或接地垫，连同接地线、转换插头和接地测试器配成一套，比逐件购买更划算。',
  },
}

/** Shared delivery times (shared/shop.ts) in Chinese: the figure as the data gives it, the unit translated. */
const duration = (s: string) => s.replace(/^(.+) business days?$/, '$1个工作日')

export const productCopy: Translation<typeof en.productCopy> = {
  shopCrumb,
  notFound: '找不到商品',
  notFoundBody: '此商品可能已永久售罄或已移动。欢迎看看店内其他商品。',
  returnToShop: '返回商店',
  selectVariant: '选择款式',
  addToCart: '加入购物车',
  outOfStock: '缺货',
  inStock: `有现货，${duration(shipping.processingDays)}内发货`,
  soldOut: '已售罄',
  notOffered: '不提供',
  imageOf: message('显示第{n}张图片，共{total}张'),
  featuresHeading: '您会爱上它的理由',
  learnMoreHeading: '了解更多',
  learnMore: [
    { label: '接地的科学', to: '/about-grounding' },
    { label: '顾客故事', to: '/testimonials' },
    { label: '常见问题解答', to: '/faq' },
  ],
}
