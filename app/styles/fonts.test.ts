import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fraunces from '@capsizecss/metrics/fraunces'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'
import { BASIC_LATIN, basicSubset, codePoints, subsetPath, WEIGHTS } from '../../scripts/font-subset'

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
/** The range @fontsource gives its Latin files. */
const latinRange = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@fontsource/fraunces/unicode.json'), 'utf8')) as Record<string, string>)
  .latin!

/** The descriptors of the @font-face rules of a family (and weight, for a family of several). */
function faces(family: string, weight?: string): Record<string, string>[] {
  const blocks = css
    .split('@font-face')
    .filter((b) => b.includes(`font-family: '${family}'`) && (weight === undefined || b.includes(`font-weight: ${weight};`)))
  if (!blocks.length) throw new Error(`no @font-face for ${family} ${weight ?? ''}`)
  return blocks.map((block) => Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()])))
}
const face = (family: string) => faces(family)[0]!

const percent = (n: number) => `${(n * 100).toFixed(2)}%`

/** A local font reshaped to the brand font: same average width, same ascent, descent and line gap. */
function overrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(font.ascent / font.unitsPerEm / sizeAdjust),
    'descent-override': percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    'line-gap-override': percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  }
}

describe('the display face', () => {
  it('has a fallback with Fraunces’ metrics', () => {
    expect(face('Fraunces Fallback')).toMatchObject(overrides(fraunces, timesNewRoman))
  })

  it.each(WEIGHTS)('Fraunces %s: the basic subset, then the rest of the Latin file, never swapped in after the first paint', (weight) => {
    const [basic, rest] = faces('Fraunces', weight) as [Record<string, string>, Record<string, string>]
    expect(basic.src).toBe(`url('../assets/fonts/${path.basename(subsetPath(weight))}') format('woff2')`)
    expect(basic['unicode-range']).toBe(BASIC_LATIN)
    expect(rest.src).toBe(`url('@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff2') format('woff2')`)
    for (const rule of [basic, rest]) expect(rule['font-display']).toBe('optional')
    // Together exactly the Latin file's range, and apart: a heading of basic characters never fetches the whole file.
    const [ours, theirs] = [codePoints(basic['unicode-range']!), codePoints(rest['unicode-range']!)]
    expect(ours.filter((c) => theirs.includes(c))).toEqual([])
    expect([...ours, ...theirs].sort((a, b) => a - b)).toEqual(codePoints(latinRange))
  })

  it.each(WEIGHTS)('the basic subset of Fraunces %s is current (`npm run fonts`)', async (weight) => {
    expect(Buffer.compare(readFileSync(subsetPath(weight)), await basicSubset(weight))).toBe(0)
  })

  it('leaves body text to the system’s face: no other web font', () => {
    expect([...css.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1])).toEqual(['Fraunces', 'Fraunces', 'Fraunces', 'Fraunces', 'Fraunces Fallback'])
  })
})
