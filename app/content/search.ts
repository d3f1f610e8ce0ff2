export const searchCopy = {
  placeholder: 'Search products',
  label: 'Search products',
  submit: 'Search',
  resultsLabel: 'Suggested products',
  announce: (n: number) => (n === 0 ? 'No products match' : `${n} ${n === 1 ? 'product' : 'products'} suggested. Use the up and down keys to choose.`),
  noResults: (q: string) => `No products match “${q}”`,
  enterHint: 'Press Enter to see all results',
}

/** What a search with no results offers instead (the list says 'No products found' above it). */
export const noResultsCopy = {
  hint: 'Check the spelling, or try a more general word such as “sheet”, “mat” or “cord”.',
  categoriesHeading: 'Browse a category',
  bestSellersHeading: 'Best sellers',
}
