/**
 * The URL of a search of the FAQ: the search form's `action` with the query as `?q=`, or with
 * no query at all when nothing is searched (white space alone is not a search).
 */
export function searchUrl(action: string, query: string): { pathname: string; search: string } {
  const { pathname } = new URL(action, 'http://x')
  return { pathname, search: query.trim() ? `?${new URLSearchParams({ q: query })}` : '' }
}
