/**
 * Responsive image URLs through the store's CDN parameters (`width`, `height`, `crop`), which
 * Shopify's CDN and the embedded store both honour.
 */
export function imageUrl(url: string, { width, height, crop }: { width?: number; height?: number; crop?: 'center' } = {}): string {
  try {
    const u = new URL(url)
    if (width) u.searchParams.set('width', String(width))
    if (height) u.searchParams.set('height', String(height))
    if (crop) u.searchParams.set('crop', crop)
    return u.toString()
  } catch {
    return url
  }
}

export const CARD_WIDTHS = [200, 300, 400, 600, 800] as const

export function srcSet(url: string, widths: readonly number[] = CARD_WIDTHS): string {
  return widths.map((w) => `${imageUrl(url, { width: w })} ${w}w`).join(', ')
}
