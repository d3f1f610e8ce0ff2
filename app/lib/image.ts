/**
 * Responsive image URLs through the store's CDN parameters (`width`, `height`, `crop`), which
 * Shopify's CDN and the embedded store both honour.
 */
export function imageUrl(url: string, { width, height, crop }: { width?: number; height?: number; crop?: 'center' } = {}): string {
  const sizes = [width && `width=${width}`, height && `height=${height}`, crop && `crop=${crop}`].filter(Boolean).join('&')
  // A page draws dozens of these; most are plain, and appending is what parsing them would give.
  if (PLAIN_URL.test(url) && !SIZE_PARAMETER.test(url)) return sizes ? `${url}${url.includes('?') ? '&' : '?'}${sizes}` : url
  // The embedded store's images are the shop's own files, addressed by path (see server/storefront.ts).
  const relative = url.startsWith('/') && !url.startsWith('//')
  try {
    const u = new URL(url, relative ? 'http://relative.invalid' : undefined)
    if (width) u.searchParams.set('width', String(width))
    if (height) u.searchParams.set('height', String(height))
    if (crop) u.searchParams.set('crop', crop)
    return relative ? `${u.pathname}${u.search}` : u.toString()
  } catch {
    return url
  }
}

/**
 * A URL the URL parser and its query serializer leave as they are: a path or an http(s) URL
 * on a lower-case host with no port, of segments with no dot segments, and a query of plain
 * `name=value` pairs.
 */
const PLAIN_URL = /^(?:https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*)?(?:\/[\w~-]+(?:\.[\w~-]+)*)+\/?(?:\?[\w.*-]+=[\w.*-]*(?:&[\w.*-]+=[\w.*-]*)*)?$/
/** A size parameter already there is replaced, which the parser does. */
const SIZE_PARAMETER = /[?&](?:width|height|crop)=/

export const CARD_WIDTHS = [200, 300, 400, 600, 800] as const

export function srcSet(url: string, widths: readonly number[] = CARD_WIDTHS): string {
  return widths.map((w) => `${imageUrl(url, { width: w })} ${w}w`).join(', ')
}
