/**
 * What the FAQ page's server markup and the listeners that answer it in the browser agree on
 * (decision 077): the markup carries these ids and attributes, the listeners look for them.
 */

/** The search field, which keeps focus and caret while the answers below change. */
export const FAQ_SEARCH_ID = 'faq-search'
/** The search's result line, a live region that stays while its text changes. */
export const FAQ_STATUS_ID = 'faq-search-status'
/** On each 'Was this helpful?' button: the answer it gives. */
export const HELPFUL_ATTRIBUTE = 'data-helpful'
/** On each question's copy-link button. */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link'

export type Helpful = 'yes' | 'no'
