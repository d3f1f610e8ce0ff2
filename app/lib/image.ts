/**
 * Responsive image URLs through the store's CDN parameters (`width`, `height`, `crop`), which
 * Shopify's CDN and the embedded store both honour.
 */
export function imageUrl(url: string, { width, height, crop }: { width?: number; height?: number; crop?: 'center' } = {}): string {
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

export const CARD_WIDTHS = [200, 300, 400, 600, 800] as const

export function srcSet(url: string, widths: readonly number[] = CARD_WIDTHS): string {
  return widths.map((w) => `${imageUrl(url, { width: w })} ${w}w`).join(', ')
}
