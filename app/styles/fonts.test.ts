import { readFileSync } from 'node:fs'
import arial from '@capsizecss/metrics/arial'
import fraunces from '@capsizecss/metrics/fraunces'
import inter from '@capsizecss/metrics/inter'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')

/** The descriptors of one @font-face rule, by its family name. */
function face(family: string): Record<string, string> {
  const block = css.split('@font-face').find((b) => b.includes(`font-family: '${family}'`))
  if (!block) throw new Error(`no @font-face for ${family}`)
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

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

describe('brand fonts', () => {
  it.each([
    ['Inter Fallback', inter, arial],
    ['Fraunces Fallback', fraunces, timesNewRoman],
  ] as const)('%s matches the brand font’s metrics', (family, font, fallback) => {
    expect(face(family)).toMatchObject(overrides(font, fallback))
  })

  it.each(['Inter Variable', 'Fraunces Variable'])('%s is the Latin subset of a variable font, never swapped in after the first paint', (family) => {
    const rule = face(family)
    expect(rule.src).toMatch(/-latin-wght-normal\.woff2'\) format\('woff2-variations'\)$/)
    expect(rule['font-weight']).toBe('100 900')
    expect(rule['font-display']).toBe('optional')
    expect(rule['unicode-range']).toMatch(/^U\+0000-00FF,/)
  })
})
