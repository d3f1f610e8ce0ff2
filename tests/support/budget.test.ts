import { describe, expect, it } from 'vitest'
import { type Budget, judgePage, type PageMeasure, pageSizes } from './budget'

const KB = 1024
/** The targets, so these cases do not move with the limits enforced today. */
const budget: Budget = {
  firstVisitJsKB: 120,
  ownJsKB: 15,
  heavierRoutes: { '/testimonials': { firstVisitJsKB: 125, ownJsKB: 20 } },
  cssKB: 25,
  fontKB: 90,
  htmlKB: { '/': 60 },
}
const framework = { url: 'http://127.0.0.1:6400/assets/framework-AbC_12-x.js', gzipBytes: 100 * KB }
const shell = { url: 'http://127.0.0.1:6400/assets/shell-Dx9.js', gzipBytes: 8 * KB }
const route = { url: 'http://127.0.0.1:6400/assets/route-Q1.js', gzipBytes: 4 * KB }
const measured: PageMeasure = { path: '/', hydrated: true, scripts: [framework, shell, route], cssBytes: 11 * KB, fontBytes: 83 * KB, htmlBytes: 50 * KB }

describe('the size budget', () => {
  it('passes a hydrated page within every limit', () => {
    expect(judgePage(measured, budget)).toEqual([])
  })

  it('fails a page measured before its scripts loaded', () => {
    expect(judgePage({ ...measured, scripts: [] }, budget)).toEqual([expect.stringMatching(/no JavaScript was measured/)])
    expect(judgePage({ ...measured, hydrated: false }, budget)).toEqual([expect.stringMatching(/never reported hydration/)])
  })

  it('fails a page whose scripts do not include the framework (its file was renamed or missed)', () => {
    expect(judgePage({ ...measured, scripts: [shell, route] }, budget)).toEqual([expect.stringMatching(/framework's file was not among/)])
  })

  it("counts every script but the framework's file as the shop's own code", () => {
    expect(pageSizes(measured)).toMatchObject({ jsFiles: 3, jsKB: 112, ownJsKB: 12 })
    const heavy = { ...route, gzipBytes: 8 * KB }
    expect(judgePage({ ...measured, scripts: [framework, shell, heavy] }, budget)).toEqual([
      `/: 16 KB of the shop's own JavaScript (budget ${budget.ownJsKB} KB)`,
    ])
  })

  it('fails first-visit JavaScript over the limit even when the own code is within it', () => {
    const big = { ...framework, gzipBytes: 110 * KB }
    expect(judgePage({ ...measured, scripts: [big, shell, route] }, budget)).toEqual([`/: 122 KB of first-visit JavaScript (budget ${budget.firstVisitJsKB} KB)`])
  })

  it('holds a route listed as heavier to its own figures, and every other route to the targets', () => {
    const heavy = { ...route, gzipBytes: 9 * KB }
    const testimonials = { ...measured, path: '/testimonials', scripts: [framework, shell, heavy] }
    expect(judgePage(testimonials, budget)).toEqual([])
    expect(judgePage({ ...testimonials, path: '/faq' }, budget)).toEqual([
      `/faq: 17 KB of the shop's own JavaScript (budget ${budget.ownJsKB} KB)`,
    ])
    const heavier = { ...route, gzipBytes: 20 * KB }
    expect(judgePage({ ...testimonials, scripts: [framework, shell, heavier] }, budget)).toEqual([
      '/testimonials: 128 KB of first-visit JavaScript (budget 125 KB)',
      "/testimonials: 28 KB of the shop's own JavaScript (budget 20 KB)",
    ])
  })

  it("limits the home page's HTML, not every page's", () => {
    expect(judgePage({ ...measured, htmlBytes: 61 * KB }, budget)).toEqual([`/: 61 KB of HTML (budget ${budget.htmlKB['/']} KB)`])
    expect(judgePage({ ...measured, path: '/faq', htmlBytes: 200 * KB }, budget)).toEqual([])
  })
})
