/**
 * The link to one question: the page's URL without its query (so the question is always
 * visible, whatever was being searched) and with the question's id as the fragment.
 */
export function questionUrl(pageHref: string, id: string): string {
  const url = new URL(pageHref)
  url.search = ''
  url.hash = id
  return url.toString()
}

/** The id of the question a fragment points at (`#is-grounding-safe` → `is-grounding-safe`). */
export function idFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
