/**
 * How each of the shop's languages writes a number's separators (Indonesian `1.900.000,50`, the
 * others `1,900,000.50`), checked against Intl in numbers.test.ts. Written out rather than
 * `toLocaleString`: a page's first Intl call loads the browser's locale data during hydration
 * (about 20 ms here, several times that on a phone), for a separator.
 */
const separators: Record<string, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
  ms: { group: ',', decimal: '.' },
  zh: { group: ',', decimal: '.' },
}

/** The separators of a BCP 47 locale's language (`id-ID` → Indonesian's); English's for any other. */
export const separatorsOf = (locale = 'en') => separators[locale.split('-')[0]!.toLowerCase()] ?? separators.en!

/** Digits as a language writes them: `whole` grouped in thousands, `fraction` after its decimal sign. */
export function writeNumber(whole: string, fraction: string | undefined, locale?: string): string {
  const { group, decimal } = separatorsOf(locale)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
}

/** A number with thousands separators as `locale` writes it: `10,247`, in Indonesian `10.247`. */
export function groupThousands(n: number, locale?: string): string {
  const [whole, fraction] = String(n).split('.')
  return writeNumber(whole!, fraction, locale)
}
