/**
 * The size ceilings and how one page's measurements are judged against them, apart from the browser
 * that measures (`scripts/check-budget.ts`), so the judging is unit-tested. A page measured before
 * its scripts ran fails: a ceiling that can pass without measuring guards nothing.
 *
 * These are ceilings, not targets (docs/decisions/083-one-rendering-model.md): a page may use what
 * it needs below them, and no byte is saved at the cost of a tap. The times a shopper feels are
 * measured by `npm run slow-phone`, `npm run interaction` and `npm run audit`.
 */
export const BUDGET = {
  /** Every route's first-visit JavaScript, gzipped, lazily loaded chunks included, in KB: what the page runs. */
  firstVisitJsKB: 150,
  /**
   * Every script file a first visit loads, the analytics' included. On a slow link each is a
   * request of its own, six at a time per host over HTTP/1.1: the shell's rule (chunks.ts) keeps
   * the shared modules together, and this catches a change that splits them again.
   */
  scriptFiles: 15,
  /**
   * Shopify's analytics and the real-user speed measures (hydrogen-react's analytics, web-vitals'
   * attribution build), gzipped, in KB: fetched once the page is idle after hydrating, where the
   * visitor allows them, so no paint or tap waits for them (decision 113).
   */
  analyticsJsKB: 10,
  /** First-visit CSS, gzipped, in KB. */
  cssKB: 25,
  /**
   * The display face, Latin subset (decision 111 (104)): Fraunces bold for the headings (18 KB) and, on
   * a page with a quote set in it, regular (18 KB). Body text is the system's face.
   */
  fontKB: 40,
  /**
   * Every page's server HTML, uncompressed, in KB. Generous on purpose: the largest page today is
   * the FAQ (142 KB, every answer in the document). It catches a page that sends its data twice
   * or a whole catalogue in its hydration data, which a phone parses before anything works.
   */
  htmlKB: 200,
}

export type Budget = typeof BUDGET

/** What a first visit to one page loaded, once it had hydrated and its script requests had finished. */
export type PageMeasure = {
  path: string
  /** Whether the page reported hydration (`<html data-hydrated="true">`) before it was measured. */
  hydrated: boolean
  /** Each script file the page loaded: its URL and gzipped size in bytes; `analytics` for the analytics' file. */
  scripts: { url: string; gzipBytes: number; analytics?: boolean }[]
  cssBytes: number
  fontBytes: number
  /** The server's HTML, uncompressed. */
  htmlBytes: number
}

export type PageSizes = { path: string; jsFiles: number; jsKB: number; analyticsKB: number; cssKB: number; fontKB: number; htmlKB: number }

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

export function pageSizes(m: PageMeasure): PageSizes {
  return {
    path: m.path,
    jsFiles: m.scripts.length,
    jsKB: kb(m.scripts.reduce((total, s) => total + (s.analytics ? 0 : s.gzipBytes), 0)),
    analyticsKB: kb(m.scripts.reduce((total, s) => total + (s.analytics ? s.gzipBytes : 0), 0)),
    cssKB: kb(m.cssBytes),
    fontKB: kb(m.fontBytes),
    htmlKB: kb(m.htmlBytes),
  }
}

/** The ceilings' complaints about one page; none when it is within every one. */
export function judgePage(m: PageMeasure, budget: Budget = BUDGET): string[] {
  const problems: string[] = []
  const sizes = pageSizes(m)
  if (!m.hydrated) problems.push(`${m.path}: the page never reported hydration, so its JavaScript was not measured`)
  if (m.scripts.length === 0) problems.push(`${m.path}: no JavaScript was measured (a page that hydrates loads some)`)
  if (sizes.jsKB > budget.firstVisitJsKB) problems.push(`${m.path}: ${sizes.jsKB} KB of first-visit JavaScript (ceiling ${budget.firstVisitJsKB} KB)`)
  if (sizes.jsFiles > budget.scriptFiles) problems.push(`${m.path}: ${sizes.jsFiles} script files (ceiling ${budget.scriptFiles})`)
  // Measured on the embedded defaults, where a visitor from no asked country allows analytics: a page that did not load them hides their cost.
  if (m.scripts.length > 0 && !m.scripts.some((s) => s.analytics))
    problems.push(`${m.path}: the analytics were not loaded, so their JavaScript was not measured`)
  if (sizes.analyticsKB > budget.analyticsJsKB) problems.push(`${m.path}: ${sizes.analyticsKB} KB of analytics JavaScript (ceiling ${budget.analyticsJsKB} KB)`)
  if (sizes.cssKB > budget.cssKB) problems.push(`${m.path}: ${sizes.cssKB} KB of CSS (ceiling ${budget.cssKB} KB)`)
  if (sizes.fontKB > budget.fontKB) problems.push(`${m.path}: ${sizes.fontKB} KB of fonts (ceiling ${budget.fontKB} KB)`)
  if (sizes.htmlKB > budget.htmlKB) problems.push(`${m.path}: ${sizes.htmlKB} KB of HTML (ceiling ${budget.htmlKB} KB)`)
  return problems
}
