/**
 * The longest search the shop reads, in characters, for every search it has: the catalogue's, the
 * header's suggestions, the FAQ's and the reviews'. The boxes take no more; a longer `?q=` in an
 * URL (pasted, or sent to make the server work) is cut, never refused, so it still searches.
 * It keeps what is echoed on the page, and the markup kept by its input (decision 107 (079)), small.
 */
export const searchQueryMax = 100

/** `?q=` (or another parameter) as the shop reads it: at most `searchQueryMax` characters, as typed. */
export const searchQuery = (params: URLSearchParams, name = 'q') => (params.get(name) ?? '').slice(0, searchQueryMax)
