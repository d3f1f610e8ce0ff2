// A module of its own, with no imports: the cards' script (`MarkupCards`) takes this name and nothing else.

/** Names an Add button's product (its handle) in cards rendered as server-only markup, for `MarkupCards`' one click listener (decision 074). */
export const ADD_ATTRIBUTE = 'data-add-to-cart'
