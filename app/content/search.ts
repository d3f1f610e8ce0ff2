import { message } from '#shared/message'
export const searchCopy = {
  placeholder: 'Search products',
  label: 'Search products',
  submit: 'Search',
  resultsLabel: 'Suggested products',
  announce: message<{ count: number }>(
    '{count, plural, =0 {No products match} one {# product suggested. Use the up and down keys to choose.} other {# products suggested. Use the up and down keys to choose.}}',
  ),
  noResults: message<{ q: string }>('No products match “{q}”'),
  /** The suggestions' group of FAQ answers. */
  answersLabel: 'Answers from the FAQ',
  enterHint: 'Press Enter to see all results',
}

/** What a search with no results offers instead (the list says 'No products found' above it). */
export const noResultsCopy = {
  hint: 'Check the spelling, use fewer words, or try a more general one:',
  /** Searches that always find something, offered as links. */
  tryWords: ['sheet', 'mat', 'cord', 'tester', 'kit'],
  trySearch: message<{ word: string }>('Search for “{word}”'),
  categoriesHeading: 'Browse a category',
  bestSellersHeading: 'Best sellers',
}
