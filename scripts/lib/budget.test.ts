import { describe, expect, it } from 'vitest'
import { type Budget, judgePage, type PageMeasure, pageSizes } from './budget'

const KB = 1024
/** Fixed ceilings, so these cases do not move with the ones enforced today. */
const budget: Budget = { firstVisitJsKB: 150, scriptFiles: 15, analyticsJsKB: 10, cssKB: 25, fontKB: 90, htmlKB: 200 }
const framework = { url: 'http://127.0.0.1:6400/assets/framework-AbC_12-x.js', gzipBytes: 100 * KB }
const entry = { url: 'http://127.0.0.1:6400/assets/entry.client-Dx9.js', gzipBytes: 20 * KB }
const route = { url: 'http://127.0.0.1:6400/assets/route-Q1.js', gzipBytes: 10 * KB }
const analytics = { url: 'http://127.0.0.1:6400/assets/shopify-analytics-Ab1.js', gzipBytes: 8 * KB, analytics: true }
const measured: PageMeasure = {
  path: '/',
  hydrated: true,
  scripts: [framework, entry, route, analytics],
  cssBytes: 11 * KB,
  fontBytes: 83 * KB,
  htmlBytes: 50 * KB,
}

describe('the size ceilings', () => {
  it('passes a hydrated page within every ceiling', () => {
    expect(judgePage(measured, budget)).toEqual([])
    expect(pageSizes(measured)).toEqual({ path: '/', jsFiles: 4, jsKB: 130, analyticsKB: 8, cssKB: 11, fontKB: 83, htmlKB: 50 })
  })

  it('holds the analytics to their own ceiling, and fails a page that never loaded them', () => {
    expect(judgePage({ ...measured, scripts: [framework, entry, route, { ...analytics, gzipBytes: 11 * KB }] }, budget)).toEqual([
      '/: 11 KB of analytics JavaScript (ceiling 10 KB)',
    ])
    expect(judgePage({ ...measured, scripts: [framework, entry, route] }, budget)).toEqual([expect.stringMatching(/analytics were not loaded/)])
  })

  it('fails a page measured before its scripts loaded', () => {
    expect(judgePage({ ...measured, scripts: [] }, budget)).toEqual([expect.stringMatching(/no JavaScript was measured/)])
    expect(judgePage({ ...measured, hydrated: false }, budget)).toEqual([expect.stringMatching(/never reported hydration/)])
  })

  it("counts all of a first visit's JavaScript, whoever wrote it, against one ceiling for every route", () => {
    const lazy = { url: 'http://127.0.0.1:6400/assets/cart-drawer-Zz.js', gzipBytes: 21 * KB }
    expect(judgePage({ ...measured, scripts: [...measured.scripts, lazy] }, budget)).toEqual(['/: 151 KB of first-visit JavaScript (ceiling 150 KB)'])
    expect(judgePage({ ...measured, path: '/faq', scripts: [...measured.scripts, lazy] }, budget)).toEqual([
      '/faq: 151 KB of first-visit JavaScript (ceiling 150 KB)',
    ])
    // At the ceiling is within it.
    expect(judgePage({ ...measured, scripts: [...measured.scripts, { ...lazy, gzipBytes: 20 * KB }] }, budget)).toEqual([])
  })

  it('holds the number of script files to its ceiling, however small they are', () => {
    const small = (n: number) => ({ url: `http://127.0.0.1:6400/assets/part-${n}.js`, gzipBytes: 100 })
    const files = (count: number) => [...measured.scripts, ...Array.from({ length: count - measured.scripts.length }, (_, n) => small(n))]
    expect(judgePage({ ...measured, scripts: files(budget.scriptFiles) }, budget)).toEqual([])
    expect(judgePage({ ...measured, scripts: files(budget.scriptFiles + 1) }, budget)).toEqual([
      `/: ${budget.scriptFiles + 1} script files (ceiling ${budget.scriptFiles})`,
    ])
  })

  it('holds CSS and fonts to their ceilings', () => {
    expect(judgePage({ ...measured, cssBytes: 26 * KB, fontBytes: 91 * KB }, budget)).toEqual([
      '/: 26 KB of CSS (ceiling 25 KB)',
      '/: 91 KB of fonts (ceiling 90 KB)',
    ])
  })

  it("holds every page's HTML to one generous ceiling", () => {
    expect(judgePage({ ...measured, path: '/faq', htmlBytes: 199 * KB }, budget)).toEqual([])
    expect(judgePage({ ...measured, path: '/faq', htmlBytes: 201 * KB }, budget)).toEqual(['/faq: 201 KB of HTML (ceiling 200 KB)'])
  })
})
