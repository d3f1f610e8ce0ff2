import { message } from '#shared/message'

/** Copy of a listing's filters (the form beside it, the phone's drawer, the active filters' chips) and of a search's FAQ answers. */
export const filterCopy = {
  heading: 'Filter',
  /** The phone's button that opens the drawer; the count of filters on, if any. */
  open: message<{ active: number }>('{active, plural, =0 {Filter} other {Filter (#)}}'),
  drawerTitle: 'Filter',
  closeDrawer: 'Close filters',
  drawerDescription: 'Narrow the products by availability, price, type and size',
  /** The form's submit button, for a browser without JavaScript (with it, each choice applies at once). */
  apply: 'Apply filters',
  /** The drawer's button that closes it onto the results, when their count is not known. */
  showResults: 'Show results',
  /** ...and when it is. */
  showResultCount: message<{ count: number }>('{count, plural, one {Show # result} other {Show # results}}'),
  clearAll: 'Clear all',
  activeLabel: 'Active filters',
  remove: message<{ label: string }>('Remove filter: {label}'),
  /** A value's label in the form, its count beside it. */
  count: message<{ count: number }>('({count})'),
  /** A price range's chip, when the store's facet has no label. */
  price: 'Price',
  priceFrom: 'From',
  priceTo: 'To',
  highestPrice: message<{ price: string }>('The highest price is {price}'),
  /** A price range's chip: both bounds, the lower alone, the upper alone. */
  priceRange: message<{ min: string; max: string }>('{min} – {max}'),
  priceAbove: message<{ min: string }>('From {min}'),
  priceBelow: message<{ max: string }>('Up to {max}'),
  /** A chip: the filter's name (the store's), then its value. */
  chip: message<{ name: string; value: string }>('{name}: {value}'),
  availability: { true: 'In stock', false: 'Out of stock' },
  /** Under a listing the filters leave empty. */
  noMatch: 'No products match these filters.',
} as const

export const faqAnswersCopy = {
  heading: 'Answers from our FAQ',
  readMore: 'Read the answer',
}
