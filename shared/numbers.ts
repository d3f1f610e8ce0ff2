/**
 * A whole number with thousands separators, `10,247`.
 *
 * Written out rather than `toLocaleString`: a page's first Intl call loads the browser's locale
 * data during hydration (about 20 ms here, several times that on a phone), for a comma.
 */
export function groupThousands(n: number): string {
  const [whole, fraction] = String(n).split('.')
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}
