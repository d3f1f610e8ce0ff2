// Writes the display face's basic subset (app/assets/fonts): Fraunces' Latin files from
// @fontsource cut to the characters headings use, a third smaller, so the preloaded face shares
// less of a slow link with the page's scripts. A heading with any other Latin character loads the
// whole Latin file as well (app/styles/fonts.css). `npm run fonts`; app/styles/fonts.test.ts
// checks the files are current.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import subsetFont from 'subset-font'

/** Printable ASCII, the no-break space, the middle dot, ×, é, dashes, curly quotes, the bullet and the ellipsis. */
export const BASIC_LATIN = 'U+0020-007E, U+00A0, U+00B7, U+00D7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026'
export const WEIGHTS = ['700', '400'] as const

export const subsetPath = (weight: string) => `app/assets/fonts/fraunces-basic-latin-${weight}-normal.woff2`

/** The code points of a unicode-range such as BASIC_LATIN. */
export function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-') as [string, string?]
    const [a, b] = [parseInt(from, 16), parseInt(to, 16)]
    return Array.from({ length: b - a + 1 }, (_, i) => a + i)
  })
}

/** The subset of @fontsource's Latin file of this weight, as woff2. */
export async function basicSubset(weight: string): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff2`))
  return subsetFont(source, String.fromCodePoint(...codePoints(BASIC_LATIN)), { targetFormat: 'woff2' })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const weight of WEIGHTS) {
    const font = await basicSubset(weight)
    writeFileSync(subsetPath(weight), font)
    console.log(`${subsetPath(weight)}: ${font.length} bytes`)
  }
}
