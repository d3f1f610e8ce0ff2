/** The slow-phone measure's arithmetic (scripts/slow-phone.ts), apart from the browser. */

export type ByteKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other'

/** One page load's figures: times from navigation start, bytes as transferred (headers included). */
export type LoadFigures = {
  fcpMs: number
  lcpMs: number
  /** The last script asked for before the page was interactive has arrived. */
  scriptsMs: number
  /** The page's first button has React's props (hydrated, with its handlers). */
  interactiveMs: number
  /** Every button and form field the server sent has them. */
  hydratedMs: number
  cls: number
  bytes: Record<ByteKind, number>
}

export type Summary = Omit<LoadFigures, 'bytes'> & { bytes: Record<ByteKind, number>; totalBytes: number }

/** A response's kind, from CDP's resource type, its MIME type and its URL. */
export function byteKind(resourceType: string, mimeType: string, url: string): ByteKind {
  if (resourceType === 'Document') return 'html'
  if (resourceType === 'Script' || /javascript/.test(mimeType)) return 'js'
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css'
  if (resourceType === 'Font' || mimeType.startsWith('font/') || /\.woff2?(\?|$)/.test(url)) return 'font'
  if (resourceType === 'Image' || mimeType.startsWith('image/')) return 'image'
  return 'other'
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Each figure's median over the loads (each on its own: the median load of one need not be another's). */
export function summarise(loads: LoadFigures[]): Summary {
  const of = (pick: (l: LoadFigures) => number) => median(loads.map(pick))
  const kinds = Object.keys(loads[0]?.bytes ?? {}) as ByteKind[]
  const bytes = Object.fromEntries(kinds.map((k) => [k, of((l) => l.bytes[k])])) as Record<ByteKind, number>
  return {
    fcpMs: of((l) => l.fcpMs),
    lcpMs: of((l) => l.lcpMs),
    scriptsMs: of((l) => l.scriptsMs),
    interactiveMs: of((l) => l.interactiveMs),
    hydratedMs: of((l) => l.hydratedMs),
    cls: of((l) => l.cls),
    bytes,
    totalBytes: of((l) => Object.values(l.bytes).reduce((a, b) => a + b, 0)),
  }
}

/** `a / b` to two places, as printed ("1.25x"). */
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`
