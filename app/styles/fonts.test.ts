import { readFileSync } from 'node:fs'
import fraunces from '@capsizecss/metrics/fraunces'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')

/** The descriptors of one @font-face rule, by its family name (and weight, for a family of several). */
function face(family: string, weight?: string): Record<string, string> {
  const block = css.split('@font-face').find((b) => b.includes(`font-family: '${family}'`) && (weight === undefined || b.includes(`font-weight: ${weight};`)))
  if (!block) throw new Error(`no @font-face for ${family} ${weight ?? ''}`)
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

describe('the display face', () => {
  it('has a fallback with Fraunces’ metrics', () => {
    expect(face('Fraunces Fallback')).toMatchObject(overrides(fraunces, timesNewRoman))
  })

  it.each(['700', '400'])('Fraunces %s is the Latin subset of a static instance, never swapped in after the first paint', (weight) => {
    const rule = face('Fraunces', weight)
    expect(rule.src).toMatch(new RegExp(`fraunces-latin-${weight}-normal\\.woff2'\\) format\\('woff2'\\)$`))
    expect(rule['font-display']).toBe('optional')
    expect(rule['unicode-range']).toMatch(/^U\+0000-00FF,/)
  })

  it('leaves body text to the system’s face: no other web font', () => {
    expect([...css.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1])).toEqual(['Fraunces', 'Fraunces', 'Fraunces Fallback'])
  })
})
