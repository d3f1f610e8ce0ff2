/**
 * The size budgets and how one page's measurements are judged against them, apart from the browser
 * that measures (`scripts/check-budget.ts`), so the judging is unit-tested. A page measured before
 * its scripts ran fails: a budget that can pass without measuring guards nothing.
 */
import { isFrameworkScript } from '../../chunks'

/**
 * The limits enforced: what the pages weigh now, so nothing grows unnoticed. The targets are
 * lower (120 KB of JavaScript, 15 KB of it the shop's own, 60 KB of home HTML); docs/performance.md
 * says what is left to reach them. Lower a limit whenever a page gets lighter.
 */
export const BUDGET = {
  /** All the JavaScript a first visit downloads, gzipped, lazily loaded chunks included. */
  firstVisitJsKB: 137,
  /** Of that, the shop's own code: every script but the framework's file (see chunks.ts). */
  ownJsKB: 32,
  cssKB: 25,
  /** The two brand fonts, Latin subset (decision 037): Inter 47 KB and Fraunces 36 KB today. */
  fontKB: 90,
  /** The server's HTML, uncompressed, of the pages named. */
  htmlKB: { '/': 60 } as Record<string, number>,
}

/** What a first visit to one page loaded, once it had hydrated and its script requests had finished. */
export type PageMeasure = {
  path: string
  /** Whether the page reported hydration (`<html data-hydrated="true">`) before it was measured. */
  hydrated: boolean
  /** Each script file the page loaded: its URL and gzipped size in bytes. */
  scripts: { url: string; gzipBytes: number }[]
  cssBytes: number
  fontBytes: number
  /** The server's HTML, uncompressed. */
  htmlBytes: number
}

export type Budget = typeof BUDGET

export type PageSizes = { path: string; jsFiles: number; jsKB: number; ownJsKB: number; cssKB: number; fontKB: number; htmlKB: number }

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

export function pageSizes(m: PageMeasure): PageSizes {
  const sum = (scripts: PageMeasure['scripts']) => scripts.reduce((total, s) => total + s.gzipBytes, 0)
  return {
    path: m.path,
    jsFiles: m.scripts.length,
    jsKB: kb(sum(m.scripts)),
    ownJsKB: kb(sum(m.scripts.filter((s) => !isFrameworkScript(s.url)))),
    cssKB: kb(m.cssBytes),
    fontKB: kb(m.fontBytes),
    htmlKB: kb(m.htmlBytes),
  }
}

/** The budget's complaints about one page; none when it is within every limit. */
export function judgePage(m: PageMeasure, budget: Budget = BUDGET): string[] {
  const problems: string[] = []
  const sizes = pageSizes(m)
  if (!m.hydrated) problems.push(`${m.path}: the page never reported hydration, so its JavaScript was not measured`)
  if (m.scripts.length === 0) problems.push(`${m.path}: no JavaScript was measured (a page that hydrates loads some)`)
  else if (!m.scripts.some((s) => isFrameworkScript(s.url))) problems.push(`${m.path}: the framework's file was not among the scripts measured`)
  if (sizes.jsKB > budget.firstVisitJsKB) problems.push(`${m.path}: ${sizes.jsKB} KB of first-visit JavaScript (budget ${budget.firstVisitJsKB} KB)`)
  if (sizes.ownJsKB > budget.ownJsKB) problems.push(`${m.path}: ${sizes.ownJsKB} KB of the shop's own JavaScript (budget ${budget.ownJsKB} KB)`)
  if (sizes.cssKB > budget.cssKB) problems.push(`${m.path}: ${sizes.cssKB} KB of CSS (budget ${budget.cssKB} KB)`)
  if (sizes.fontKB > budget.fontKB) problems.push(`${m.path}: ${sizes.fontKB} KB of fonts (budget ${budget.fontKB} KB)`)
  const htmlLimit = budget.htmlKB[m.path]
  if (htmlLimit !== undefined && sizes.htmlKB > htmlLimit) problems.push(`${m.path}: ${sizes.htmlKB} KB of HTML (budget ${htmlLimit} KB)`)
  return problems
}
