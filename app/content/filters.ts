/** Copy of a listing's filters (the form beside it, the phone's drawer, the active filters' chips) and of a search's FAQ answers. */
export const filterCopy = {
  heading: 'Filter',
  /** The phone's button that opens the drawer; the count of filters on, if any. */
  open: (active: number) => (active ? `Filter (${active})` : 'Filter'),
  drawerTitle: 'Filter',
  closeDrawer: 'Close filters',
  drawerDescription: 'Narrow the products by availability, price, type and size',
  /** The form's submit button, for a browser without JavaScript (with it, each choice applies at once). */
  apply: 'Apply filters',
  /** The drawer's button that closes it onto the results. */
  showResults: (count: number | null) => (count === null ? 'Show results' : `Show ${count} ${count === 1 ? 'result' : 'results'}`),
  clearAll: 'Clear all',
  activeLabel: 'Active filters',
  remove: (label: string) => `Remove filter: ${label}`,
  /** A value's label in the form, its count beside it. */
  count: (n: number) => `(${n})`,
  /** A price range's chip, when the store's facet has no label. */
  price: 'Price',
  priceFrom: 'From',
  priceTo: 'To',
  highestPrice: (price: string) => `The highest price is ${price}`,
  /** A price range's chip. */
  priceRange: (min: string | null, max: string | null) => (min && max ? `${min} – ${max}` : min ? `From ${min}` : `Up to ${max}`),
  availability: { true: 'In stock', false: 'Out of stock' },
  /** Under a listing the filters leave empty. */
  noMatch: 'No products match these filters.',
}

export const faqAnswersCopy = {
  heading: 'Answers from our FAQ',
  readMore: 'Read the answer',
}
