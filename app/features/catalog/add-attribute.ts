// A module of its own, with no imports: the listing page's script takes this name and nothing else.

/** Names an Add button's product (its handle) in a listing's server-only markup, for the page's one click listener (decision 074). */
export const ADD_ATTRIBUTE = 'data-add-to-cart'
