import { shipping } from '#shared/shop'
/** Copy and listing rules of the catalogue (docs/product.md#listings). */

import { cardCopy, gridCopy } from './product-cards'
import { message } from '#shared/message'

export { priceCopy, storeNoticeCopy } from './product-cards'

/** A title containing one of these words marks an accessory (the store's English title, whatever the page's language). */
export const accessoryTitleWords = ['tester', 'cord', 'plug', 'continuity', 'conductivity', 'earthing cord'] as const

export type AccessoryCategory = {
  id: string
  title: string
  description: string
  keywords: string[]
  /** Exact title match instead of a partial, case-insensitive keyword match. */
  exactMatch: boolean
}

export const accessoryCategories: AccessoryCategory[] = [
  {
    id: 'cords-adapters',
    title: 'Cords & Adapters',
    description: 'Earthing cords, extensions and plug adapters to reach your socket.',
    keywords: ['cord', 'cable', 'connection', 'adapter', 'plug', 'converter'],
    exactMatch: false,
  },
  {
    id: 'outlet-testers',
    title: 'Outlet Testers',
    description: 'Check that your wall socket’s earth is connected.',
    keywords: ['Conductivity Tester Pen'],
    exactMatch: true,
  },
  {
    id: 'other-accessories',
    title: 'Other Accessories',
    description: 'Confirm your sheet or mat conducts from end to end.',
    keywords: ['Conductivity Tester'],
    exactMatch: true,
  },
]

/** The listings' product selections. */
export const listingTitles = {
  sleep: ['Leather Mattress Topper', 'Premium Earthing Flat Sheet', 'Fitted Earthing Bed Sheet'],
  mats: ['Earthing Therapy Starter Mat', 'Earthing Yoga Mat', 'Earthing Therapy Mat'],
} as const

/** Shop All as a crumb between Home and a listing or a product: the page's trail and its BreadcrumbList both. */
const shopCrumb = { label: 'Shop', to: '/shop-all' }

export const listingCopy = {
  shopCrumb,
  /** Shop All's links to the categories. */
  categoriesLabel: 'Categories',
  /** A search's grid, named for what was searched. */
  resultsFor: message<{ q: string }>('Results for {q}'),
  ...gridCopy,
  ...cardCopy,
  activeFilter: 'Active Filter',
  filterHeading: 'Shop by category',
  /** Read out above a listing whose page has no visible heading between its title and the cards. */
  productsHeading: 'Products',
  clearFilter: 'Show all accessories',
  searchResults: message<{ query: string; count: number }>('{count, plural, one {# result} other {# results}} for “{query}”'),
  clearSearch: 'Clear search',
  searching: message<{ q: string }>('Searching for “{q}”'),
  /** `more`: 'yes' when the store has more than it counted. */
  count: message<{ count: number; more: 'yes' | 'no' }>(
    '{more, select, yes {{count, number}+ products} other {{count, plural, one {# product} other {# products}}}}',
  ),
  sortLabel: 'Sort by',
  sortApply: 'Sort',
  /** A search's own order, the store's relevance, in place of Featured. */
  relevance: 'Relevance',
  sortNames: { featured: 'Featured', 'best-selling': 'Best selling', 'price-asc': 'Price, low to high', 'price-desc': 'Price, high to low', newest: 'Newest' },
  pagesLabel: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  limitedOffersBanner: {
    eyebrow: 'Limited offers',
    heading: 'Save on starter kits while stocks last',
    body: 'Kits bundle a sheet or mat with a cord, a plug adapter and a ground tester, for less than buying them one by one.',
  },
}

/** How a price reads, on sale or not (cards, product page, cart). */
export const productCopy = {
  /** The product page's trail, between Home and the product. */
  shopCrumb,
  notFound: 'Product not found',
  notFoundBody: 'This product may have sold out for good or moved. Have a look at the rest of the shop.',
  returnToShop: 'Return to Shop',
  selectVariant: 'Select Variant',
  addToCart: 'Add to Cart',
  outOfStock: 'Out of Stock',
  inStock: `In stock, ships in ${shipping.processingDays}`,
  /** A value of the picker: made with the other chosen values but not for sale, or not made at all. */
  soldOut: 'Sold out',
  notOffered: 'Not offered',
  imageOf: message<{ n: number; total: number }>('Show image {n} of {total}'),
  featuresHeading: 'Why you’ll love it',
  learnMoreHeading: 'Learn More',
  learnMore: [
    { label: 'The science of grounding', to: '/about-grounding' },
    { label: 'Customer stories', to: '/testimonials' },
    { label: 'Questions and answers', to: '/faq' },
  ],
}
