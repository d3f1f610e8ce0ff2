/**
 * The one rule for a URL taken from input (a form's `path` or `returnTo`, a Referer's query,
 * the request's own path): every redirect and every way back built from input goes through it.
 */

/** Longest URL built from input: longer than any page's own (a search's query is far shorter). */
export const MAX_SAME_SITE_PATH = 2048

const HERE = 'http://here.invalid'

/**
 * `value` as a path on this site (`/faq?q=x#y`), read the way a browser reads it (tabs and line
 * breaks dropped, `\` taken for `/`, dot segments collapsed, so `/..//host` is `//host`) and given
 * back in that normalised form; null for anything that would leave the site or is longer than
 * MAX_SAME_SITE_PATH, before or after normalising.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_SAME_SITE_PATH) return null
  let url: URL
  try {
    url = new URL(value, HERE)
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  // `//host` (and `/\host`, which a browser reads the same) is another site's URL.
  if (url.origin !== HERE || path.startsWith('//') || path.startsWith('/\\') || path.length > MAX_SAME_SITE_PATH) return null
  return path
}

/**
 * `path` with the query of the page the form was sent from, when the form left it out (a page's
 * server copy is every visitor's, so its forms carry the path only): the Referer's, when
 * `isPage(refererPath)` says it is that page.
 */
export function withRefererQuery(path: string, referer: string | null, isPage: (refererPath: string) => boolean): string {
  if (path.includes('?') || !referer) return path
  try {
    const from = new URL(referer)
    return isPage(from.pathname) ? `${path}${from.search}` : path
  } catch {
    return path
  }
}
